import type { AreaMachines } from '@machines/wizard/types';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useWizard } from './wizard-context';

export type AreaSnapshot<Area extends keyof AreaMachines> = SnapshotFrom<AreaMachines[Area]>;

/** The actor of a running area, as far as a component reads it. */
type AreaRef<Area extends keyof AreaMachines> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): AreaSnapshot<Area>;
};

/**
 * The current snapshot of a wizard area (product selection, domain lookup, cart, ...) while it
 * runs, else null. Screens read what to show from it (the upsell on show, the fields' errors);
 * the decisions stay in the machine. Re-renders when the area's snapshot changes or the area
 * starts or stops.
 */
export function useAreaState<Area extends keyof AreaMachines>(area: Area): AreaSnapshot<Area> | null {
  const { actor } = useWizard();
  // The wizard invokes each area with the area's name as id: the child of that name runs its machine.
  const child = useSelector(
    actor ?? undefined,
    (snapshot) => snapshot?.children[area] as AreaRef<Area> | undefined,
  );
  return useSelector(child, (snapshot: AreaSnapshot<Area> | undefined) => snapshot ?? null);
}
