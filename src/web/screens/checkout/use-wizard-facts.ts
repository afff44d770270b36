import type { WizardContext } from '@machines/wizard/types';
import { useWizard } from '@web/wizard/wizard-context';
import { useSelector } from '@xstate/react';

/**
 * The wizard's shop facts (cart, catalogue, customer, placed order, brand) as the root machine
 * holds them right now, or null before it runs. Re-renders when they change.
 */
export function useWizardFacts(): WizardContext | null {
  const { actor } = useWizard();
  return useSelector(actor ?? undefined, (snapshot) => snapshot?.context ?? null);
}
