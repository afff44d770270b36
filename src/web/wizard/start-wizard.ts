import type { BreadcrumbStep, ViewMeta } from '@machines/shared/view';
import type { AreaUserEvent, RefreshableFacts, WizardInput } from '@machines/wizard/types';
import {
  breadcrumbSteps,
  createWizardMachine,
  currentView,
  type WizardMachine,
} from '@machines/wizard/wizard.machine';
import { type Actor, createActor } from 'xstate';
import type { AppRouter } from '../app/router';
import type { NotificationStore } from '../notifications/notification-store';
import { reportWizardPlace } from '../reporting/wizard-place';
import { writeClientValues } from '../storage/client-values';
import type { AppAreas } from './area-loaders';
import { bindRouterToWizard } from './sync';

/** What the screens show of the wizard: its view and the visitor's breadcrumb steps. */
export interface ShownView {
  view: ViewMeta | null;
  breadcrumb: readonly BreadcrumbStep[];
}

const shownView = (snapshot: Parameters<typeof currentView>[0]): ShownView => ({
  view: currentView(snapshot),
  breadcrumb: breadcrumbSteps(snapshot),
});

const sameView = (a: ShownView, b: ShownView): boolean =>
  a.view?.route === b.view?.route &&
  a.view?.title === b.view?.title &&
  a.view?.breadcrumb === b.view?.breadcrumb &&
  a.breadcrumb === b.breadcrumb;

/** The running wizard as the React provider holds it (this module is loaded on demand). */
export interface RunningWizard {
  send(event: AreaUserEvent): void;
  /** Hands newer shop facts (another locale's catalogue, a signed-in admin) to the wizard. */
  refresh(facts: Partial<RefreshableFacts>): void;
  /** Calls the listener with the current view now and whenever it changes; returns the unsubscribe. */
  subscribeView(listener: (shown: ShownView) => void): () => void;
  /** The wizard actor itself, for screens that read their area's state (`useAreaState`). */
  actor: WizardActor;
  stop(): void;
}

export type WizardActor = Actor<WizardMachine>;

/**
 * Creates the wizard actor, binds the router to it (see sync.ts) and starts it; the binding reports
 * the router's current location as the first navigation.
 */
export function startWizard(options: {
  /** The app's areas, each loaded on first entry (area-loaders.ts). */
  areas: AppAreas;
  /** An area's code could not be loaded: the wizard cannot go on. */
  onAreaUnavailable(): void;
  input: WizardInput;
  router: AppRouter;
  notifications: NotificationStore;
}): RunningWizard {
  const actor = createActor(createWizardMachine(options.areas), { input: options.input });
  const forgetPlace = reportWizardPlace(actor);
  const { notifications, router } = options;
  // Listening before the start: a notice of the first route is not lost.
  const notify = actor.on('notify', (event) => {
    if ('notice' in event) notifications.push(event.notice);
  });
  const unavailable = actor.on('areaUnavailable', () => options.onAreaUnavailable());
  // The login popup is done (/oauth/callback in the popup): it closes itself; the opener polls.
  const closeWindow = actor.on('closeWindow', () => window.close());
  // Values the OAuth flow keeps client-side (cloud panel data, external product id, order type).
  const remember = actor.on('remember', (event) => {
    if ('values' in event) writeClientValues(event.values);
  });
  // Cleared before the new location is reported, so notices of the arrival stay. Only another
  // screen counts: the same screen's query changing (a saved row's id replacing the product id in
  // the address) is no new page, and a notice kept for the next screen must not be spent on it.
  const navigated = router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) notifications.navigated();
  });
  // While an area loads its code, the screen already on show may send an event (a quick click):
  // it waits for the area, as events before the wizard's start wait for the wizard.
  const waiting: AreaUserEvent[] = [];
  const loadingArea = () => actor.getSnapshot().matches('loadingArea');
  const flush = actor.subscribe(() => {
    while (waiting.length > 0 && !loadingArea()) {
      const [next] = waiting.splice(0, 1);
      if (next) actor.send(next);
    }
  });
  actor.start();
  const unbind = bindRouterToWizard(router, actor, options.areas.targetOf);

  return {
    send: (event) => {
      if (loadingArea()) waiting.push(event);
      else actor.send(event);
    },
    refresh: (facts) => actor.send({ type: 'FACTS.REFRESHED', facts }),
    subscribeView: (listener) => {
      let last = shownView(actor.getSnapshot());
      listener(last);
      const subscription = actor.subscribe((snapshot) => {
        const next = shownView(snapshot);
        if (sameView(next, last)) return;
        last = next;
        listener(next);
      });
      return () => subscription.unsubscribe();
    },
    actor,
    stop: () => {
      unbind();
      notify.unsubscribe();
      unavailable.unsubscribe();
      flush.unsubscribe();
      closeWindow.unsubscribe();
      remember.unsubscribe();
      navigated();
      forgetPlace();
      actor.stop();
    },
  };
}
