import type { AreaMachines } from '@machines/wizard/types';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useWizard } from './wizard-context';

export type AreaSnapshot<Area extends keyof AreaMachines> = SnapshotFrom<AreaMachines[Area]>;

const noSubscription = () => () => undefined;

/**
 * The current snapshot of a wizard area (product selection, domain lookup, cart, ...) while it
 * runs, else null. Screens read what to show from it (the upsell on show, the fields' errors);
 * the decisions stay in the machine. Re-renders when the area's snapshot changes or the area
 * starts or stops.
 */
export function useAreaState<Area extends keyof AreaMachines>(area: Area): AreaSnapshot<Area> | null {
  const { actor } = useWizard();
  const childRef = useRef<AnyActorRef | undefined>(undefined);

  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return noSubscription();
      let child: { unsubscribe(): void } | null = null;
      const follow = () => {
        const ref: AnyActorRef | undefined = actor.getSnapshot().children[area];
        if (ref === childRef.current) return;
        child?.unsubscribe();
        childRef.current = ref;
        child = ref ? ref.subscribe(changed) : null;
        changed();
      };
      follow();
      const wizard = actor.subscribe(follow);
      return () => {
        wizard.unsubscribe();
        child?.unsubscribe();
        childRef.current = undefined;
      };
    },
    [actor, area],
  );

  const read = useCallback((): AreaSnapshot<Area> | null => {
    const ref: AnyActorRef | undefined = actor?.getSnapshot().children[area];
    return ref ? (ref.getSnapshot() as AreaSnapshot<Area>) : null;
  }, [actor, area]);

  return useSyncExternalStore(subscribe, read);
}
