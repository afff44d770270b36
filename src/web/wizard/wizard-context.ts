import type { BreadcrumbStep, ViewMeta } from '@machines/shared/view';
import { breadcrumbSteps, currentView } from '@machines/wizard/selectors';
import type { AreaUserEvent } from '@machines/wizard/types';
import type { WizardMachine } from '@machines/wizard/wizard.machine';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';

export type WizardActor = Actor<WizardMachine>;

/**
 * The running wizard as components reach it. The actor starts once the shop facts it needs are
 * loaded, while the screens already render from the router: until then `actor` is null and `send`
 * holds events back for it. Components read the actor's state with @xstate/react's `useSelector`
 * (the hooks below and `useAreaState`).
 */
export interface WizardHandle {
  /** The running wizard actor (null before it runs). */
  actor: WizardActor | null;
  /** Sends a user event (PRODUCT.CHOSEN, STEP.NEXT, ...); held back until the wizard runs. */
  send(event: AreaUserEvent): void;
}

const idle: WizardHandle = {
  actor: null,
  send: () => {
    // The wizard is not running yet (startup or outside the provider).
  },
};

export const WizardContext = createContext<WizardHandle>(idle);

export const useWizard = (): WizardHandle => useContext(WizardContext);

const sameView = (a: ViewMeta | null, b: ViewMeta | null): boolean =>
  a?.route === b?.route && a?.title === b?.title && a?.breadcrumb === b?.breadcrumb;

/** The wizard's current view (route, title key, breadcrumb step); null before it runs or while it decides. */
export function useWizardView(): ViewMeta | null {
  const { actor } = useWizard();
  return useSelector(actor ?? undefined, (snapshot) => (snapshot ? currentView(snapshot) : null), sameView);
}

const NO_STEPS: readonly BreadcrumbStep[] = [];

/** The visitor's breadcrumb steps (full, existing customer, cloud-domains order). */
export function useBreadcrumbSteps(): readonly BreadcrumbStep[] {
  const { actor } = useWizard();
  return useSelector(actor ?? undefined, (snapshot) => (snapshot ? breadcrumbSteps(snapshot) : NO_STEPS));
}
