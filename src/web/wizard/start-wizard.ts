import type { AreaUserEvent, RefreshableFacts, WizardInput } from '@machines/wizard/types';
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import type { AppRouter } from '../app/router';
import type { NotificationStore } from '../notifications/notification-store';
import { reportWizardPlace } from '../reporting/wizard-place';
import { writeClientValues } from '../storage/client-values';
import { appWizardMachine, areaTargetOf } from './app-wizard';
import { bindRouterToWizard } from './sync';
import type { WizardActor } from './wizard-context';

/** The running wizard as the React provider holds it (this module is loaded on demand). */
export interface RunningWizard {
  send(event: AreaUserEvent): void;
  /** Hands newer shop facts (another locale's catalogue, a signed-in admin) to the wizard. */
  refresh(facts: Partial<RefreshableFacts>): void;
  /** The wizard actor itself; components read it with @xstate/react (wizard-context.ts). */
  actor: WizardActor;
  stop(): void;
}

/**
 * Creates the wizard actor with the app's calls, binds the router to it (see sync.ts) and starts
 * it; the binding reports the router's current location as the first navigation.
 */
export function startWizard(options: {
  queryClient: QueryClient;
  input: WizardInput;
  router: AppRouter;
  notifications: NotificationStore;
}): RunningWizard {
  const actor = createActor(appWizardMachine(options.queryClient), { input: options.input });
  const forgetPlace = reportWizardPlace(actor);
  const { notifications, router } = options;
  // Listening before the start: a notice of the first route is not lost.
  const notify = actor.on('notify', (event) => {
    if ('notice' in event) notifications.push(event.notice);
  });
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
  actor.start();
  const unbind = bindRouterToWizard(router, actor, areaTargetOf);

  return {
    send: (event) => actor.send(event),
    refresh: (facts) => actor.send({ type: 'FACTS.REFRESHED', facts }),
    actor,
    stop: () => {
      unbind();
      notify.unsubscribe();
      closeWindow.unsubscribe();
      remember.unsubscribe();
      navigated();
      forgetPlace();
      actor.stop();
    },
  };
}
