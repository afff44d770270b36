import { expect } from 'vitest';
import { type AnyActorRef, type AnyEventObject, type AnyStateMachine, createActor } from 'xstate';

interface MachineSnapshot {
  value: unknown;
  status: string;
  context: unknown;
  tags: Set<string>;
  can: (event: AnyEventObject) => boolean;
}

/**
 * The check that a machine's snapshot is plain data: its persisted form, through
 * `JSON.parse(JSON.stringify(...))`, restores an actor in the same place with the same next steps:
 * the same state value, status, tags and context, and the same `can(event)` answer for every event
 * the path sends. `machine` is the machine to restore into (with the actors of the run).
 */
export function expectSameAfterJson(
  machine: AnyStateMachine,
  live: AnyActorRef,
  events: readonly AnyEventObject[],
): void {
  const persisted = live.getPersistedSnapshot();
  const restored = createActor(machine, { snapshot: JSON.parse(JSON.stringify(persisted)) });
  const before = live.getSnapshot() as MachineSnapshot;
  const after = restored.getSnapshot() as MachineSnapshot;
  expect(after.value).toEqual(before.value);
  expect(after.status).toBe(before.status);
  expect([...after.tags].sort()).toEqual([...before.tags].sort());
  expect(after.context).toEqual(before.context);
  const distinct = new Map(events.map((event) => [JSON.stringify(event), event]));
  for (const event of distinct.values()) {
    expect(after.can(event), `can(${event.type}) after the JSON round trip`).toBe(before.can(event));
  }
}
