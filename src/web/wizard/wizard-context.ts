import type { BreadcrumbStep, ViewMeta } from '@machines/shared/view';
import type { AreaUserEvent } from '@machines/wizard/types';
import type { WizardMachine } from '@machines/wizard/wizard.machine';
import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';

/** What components see of the wizard: the screen it shows, and where user events go. */
export interface WizardHandle {
  /** The wizard's current view (route, title key, breadcrumb step); null before it runs or while it decides. */
  view: ViewMeta | null;
  /** The visitor's breadcrumb steps (full, existing customer, cloud-domains order). */
  breadcrumb: readonly BreadcrumbStep[];
  /** The running wizard actor (null before it runs); screens read their area through `useAreaState`. */
  actor: Actor<WizardMachine> | null;
  /** Sends a user event (PRODUCT.CHOSEN, STEP.NEXT, ...); held back until the wizard runs. */
  send(event: AreaUserEvent): void;
}

const idle: WizardHandle = {
  view: null,
  breadcrumb: [],
  actor: null,
  send: () => {
    // The wizard is not running yet (startup or outside the provider).
  },
};

export const WizardContext = createContext<WizardHandle>(idle);

export const useWizard = (): WizardHandle => useContext(WizardContext);

/** The wizard's current view (title key and breadcrumb step of the screen it shows). */
export const useWizardView = (): ViewMeta | null => useContext(WizardContext).view;
