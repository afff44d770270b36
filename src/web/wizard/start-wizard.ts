import type { ViewMeta } from '@machines/shared/view';
import type { AreaUserEvent, WizardInput } from '@machines/wizard/types';
import { currentView, wizardMachine } from '@machines/wizard/wizard.machine';
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import type { AppRouter } from '../app/router';
import { providedAreas } from './area-actors';
import { bindRouterToWizard } from './sync';

/** The running wizard as the React provider holds it (this module is loaded on demand). */
export interface RunningWizard {
  send(event: AreaUserEvent): void;
  /** Calls the listener with the current view now and whenever it changes; returns the unsubscribe. */
  subscribeView(listener: (view: ViewMeta | null) => void): () => void;
  stop(): void;
}

/**
 * Creates the wizard actor with the app's real calls, binds the router to it (see sync.ts) and
 * starts it; the binding reports the router's current location as the first navigation.
 */
export function startWizard(options: {
  input: WizardInput;
  router: AppRouter;
  queryClient: QueryClient;
}): RunningWizard {
  const machine = wizardMachine.provide({ actors: providedAreas(options.queryClient) });
  const actor = createActor(machine, { input: options.input });
  actor.start();
  const unbind = bindRouterToWizard(options.router, actor);

  return {
    send: (event) => actor.send(event),
    subscribeView: (listener) => {
      let last: ViewMeta | null = currentView(actor.getSnapshot());
      listener(last);
      const subscription = actor.subscribe((snapshot) => {
        const view = currentView(snapshot);
        if (
          view?.route === last?.route &&
          view?.title === last?.title &&
          view?.breadcrumb === last?.breadcrumb
        )
          return;
        last = view;
        listener(view);
      });
      return () => subscription.unsubscribe();
    },
    stop: () => {
      unbind();
      actor.stop();
    },
  };
}
