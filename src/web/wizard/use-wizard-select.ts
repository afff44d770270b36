import type { WizardMachine } from '@machines/wizard/wizard.machine';
import { useCallback, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useWizard } from './wizard-context';

const noSubscription = () => () => undefined;

/**
 * A value of the wizard's own snapshot (not an area's), e.g. what a plain screen shows; `fallback`
 * before the wizard runs. `select` must return a stable value for an unchanged snapshot.
 */
export function useWizardSelect<T>(select: (snapshot: SnapshotFrom<WizardMachine>) => T, fallback: T): T {
  const { actor } = useWizard();
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? select(actor.getSnapshot()) : fallback));
}
