import type { WizardContext } from '@machines/wizard/types';
import { useWizard } from '@web/wizard/wizard-context';
import { useCallback, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The wizard's shop facts (cart, catalogue, customer, placed order, brand) as the root machine
 * holds them right now, or null before it runs. Re-renders when they change.
 */
export function useWizardFacts(): WizardContext | null {
  const { actor } = useWizard();
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = useCallback(() => actor?.getSnapshot().context ?? null, [actor]);
  return useSyncExternalStore(subscribe, read);
}
