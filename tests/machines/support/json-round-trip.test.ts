import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { expectSameAfterJson } from './json-round-trip';

/** A counter whose context holds what it is given: plain data, or a Map. */
const counter = <T>(held: T) =>
  setup({
    types: {} as { context: { count: number; held: T }; events: { type: 'ADD' } | { type: 'RESET' } },
    guards: { counted: ({ context }) => context.count > 0 },
  }).createMachine({
    id: 'counter',
    context: { count: 0, held },
    initial: 'counting',
    states: {
      counting: {
        on: {
          ADD: { actions: assign({ count: ({ context }) => context.count + 1 }) },
          RESET: { guard: 'counted', actions: assign({ count: 0 }) },
        },
      },
    },
  });

const events = [{ type: 'ADD' }, { type: 'RESET' }] as const;

describe('JSON round trip of a snapshot', () => {
  it('restores a plain-data snapshot in the same place with the same next steps', () => {
    const machine = counter({ ids: { 1: 'one' } });
    const actor = createActor(machine).start();
    actor.send({ type: 'ADD' });
    expect(() => expectSameAfterJson(machine, actor, events)).not.toThrow();
  });

  it('fails for a context that holds a Map (JSON keeps none of its entries)', () => {
    const machine = counter(new Map([[1, 'one']]));
    const actor = createActor(machine).start();
    expect(() => expectSameAfterJson(machine, actor, events)).toThrow();
  });

  it('fails for a context that holds a function', () => {
    const machine = counter(() => 'one');
    const actor = createActor(machine).start();
    expect(() => expectSameAfterJson(machine, actor, events)).toThrow();
  });
});
