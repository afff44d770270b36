import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { USER_MODELS } from '../../e2e/paths/models';

/**
 * Keeps the user-level models of the generated browser paths honest against the production
 * machines (issue #8): a production state or event without a counterpart in its model fails here,
 * as does a model state without a check of what a person sees, or a counterpart that names a model
 * state or event that does not exist. (That every model event has a browser action is checked by
 * the type of `actions`, an exhaustive map.)
 */

const descendants = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);

/** Every state node of a machine but its root, by id (`sms.validation.form.complete`). */
const stateIds = (machine: AnyStateMachine): string[] => descendants(machine.root).map((node) => node.id);

/** The model's atomic states by path (`form.empty`), the keys of its checks. */
const atomicPaths = (machine: AnyStateMachine): string[] =>
  descendants(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));

/** Every state node of the model by path, atomic or not. */
const allPaths = (machine: AnyStateMachine): string[] =>
  descendants(machine.root).map((node) => node.path.join('.'));

const userEvents = (machine: AnyStateMachine): string[] =>
  machine.events.filter((type: string) => !type.startsWith('xstate.'));

describe.each(USER_MODELS.map((model) => [model.title, model] as const))('the %s model', (_, model) => {
  const { production } = model;

  it('names a counterpart for every production state', () => {
    const missing = stateIds(production.machine).filter((id) => !(id in production.states));
    expect(missing, 'production states without a model counterpart').toEqual([]);
    const stale = Object.keys(production.states).filter((id) => !stateIds(production.machine).includes(id));
    expect(stale, 'counterparts of production states that do not exist').toEqual([]);
    const modelStates = allPaths(model.machine);
    const unknown = Object.values(production.states)
      .flat()
      .filter((path) => !modelStates.includes(path));
    expect(unknown, 'counterparts naming model states that do not exist').toEqual([]);
  });

  it('names the user actions that cause every production event', () => {
    const events = Object.entries(production.events) as [string, readonly string[]][];
    const missing = userEvents(production.machine).filter(
      (type) => !events.some(([name, actions]) => name === type && actions.length > 0),
    );
    expect(missing, 'production events without a user action').toEqual([]);
    const modelEvents = userEvents(model.machine);
    const unknown = events.flatMap(([, actions]) => actions.filter((type) => !modelEvents.includes(type)));
    expect(unknown, 'counterparts naming model events that do not exist').toEqual([]);
  });

  it('looks at the screen in every model state, and only in those', () => {
    const atomic = atomicPaths(model.machine);
    expect(
      atomic.filter((path) => !(path in model.checks)),
      'model states without a check',
    ).toEqual([]);
    expect(
      Object.keys(model.checks).filter((path) => !allPaths(model.machine).includes(path)),
      'checks of states the model does not have',
    ).toEqual([]);
  });

  it('has a browser action for every model event (no event is skipped by the path runner)', () => {
    expect(userEvents(model.machine).filter((type) => !(type in model.actions))).toEqual([]);
  });
});
