import { ROUTES, type RouteId } from '@machines/shared/routes';
import type { StateMeta, ViewMeta } from '@machines/shared/view';
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CoverageRecorder } from '../support/coverage';

/** `restoring`, `popup.open`, ... : the active leaf of a single-region machine. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  const [first] = entries;
  if (!first || entries.length > 1)
    throw new Error(`expected one active region, got ${JSON.stringify(value)}`);
  const [parent, child] = first;
  return child === undefined ? parent : `${parent}.${stateKey(child)}`;
}

/** Every leaf state of a machine, as `stateKey` names them. */
export function leafKeys(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode, prefix: string): string[] => {
    const children = Object.entries(node.states as Record<string, AnyStateNode>);
    if (children.length === 0) return [prefix];
    return children.flatMap(([key, child]) => walk(child, prefix ? `${prefix}.${key}` : key));
  };
  return walk(machine.root, '');
}

/** The screen a snapshot shows: the deepest active state with a view. */
export function viewOf(snapshot: AnyMachineSnapshot): ViewMeta | undefined {
  const metas: Record<string, StateMeta | undefined> = snapshot.getMeta();
  return Object.values(metas).reduce<ViewMeta | undefined>((found, meta) => meta?.view ?? found, undefined);
}

/** Where a machine hands over: the route of its output, when it is done. */
export function nextRouteOf(snapshot: AnyMachineSnapshot): RouteId | undefined {
  const output: unknown = snapshot.output;
  if (typeof output !== 'object' || output === null || !('next' in output)) return undefined;
  const next: unknown = output.next;
  if (typeof next !== 'object' || next === null || !('route' in next) || typeof next.route !== 'string') {
    return undefined;
  }
  return isRouteId(next.route) ? next.route : undefined;
}

const isRouteId = (value: string): value is RouteId => Object.hasOwn(ROUTES, value);

/**
 * What each state must look like, written from the spec (not read from the machine): the route of a
 * screen state (`view`, undefined for a state without a screen) or the route a final state hands over
 * to (`next`).
 */
export type ExpectedRoutes = Record<string, { view: RouteId | undefined } | { next: RouteId }>;

export interface ModelOptions<TInput> {
  /** Every user event and every done/error variant of every actor. */
  events: readonly AnyEventObject[];
  /** Inputs to explore; paths are generated and replayed for each. */
  inputs: readonly TInput[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

const ACTOR_EVENT = /^xstate\.(?:done|error)\.actor\.(.+)$/;

/**
 * Whether the app could send this event now: nothing reaches a machine that is done, and a call can
 * only answer while it runs (XState treats an unhandled error event as a crash of the machine).
 */
function canHappen(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (snapshot.status !== 'active') return false;
  const actor = ACTOR_EVENT.exec(event.type)?.[1];
  return actor === undefined || Object.hasOwn(snapshot.children, actor);
}

/**
 * Paths that take every transition the events can take: the shortest path to every reachable state
 * (`getShortestPaths`), and each of them extended by every event once.
 */
export function transitionPaths<TInput>(
  machine: AnyStateMachine,
  input: TInput,
  options: Pick<ModelOptions<TInput>, 'events' | 'serializeState'>,
): AnyEventObject[][] {
  const shortest = getShortestPaths(machine, {
    input,
    events: options.events,
    filterEvents: (snapshot, event) => canHappen(snapshot, event),
    // The status belongs to the state: a pure transition does not stop at a final state.
    serializeState: (snapshot) => `${snapshot.status} ${options.serializeState(snapshot)}`,
  });
  const sequences = new Map<string, AnyEventObject[]>();
  const add = (events: AnyEventObject[]) => sequences.set(JSON.stringify(events), events);
  for (const path of shortest) {
    const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
    add(events);
    for (const event of options.events) {
      if (canHappen(path.state, event)) add([...events, event]);
    }
  }
  return [...sequences.values()];
}

/**
 * Replays generated paths on the real machine with the coverage recorder, checks the screen (or the
 * hand-over) after every step against `expected`, saves the report and returns it.
 */
export function runModel<TInput>(
  name: string,
  machine: AnyStateMachine,
  expected: ExpectedRoutes,
  options: ModelOptions<TInput>,
) {
  expect(Object.keys(expected).sort()).toEqual(leafKeys(machine).sort());
  const recorder = new CoverageRecorder(name, machine);
  let steps = 0;
  for (const input of options.inputs) {
    for (const events of transitionPaths(machine, input, options)) {
      const snapshots = recorder.replay(events, input);
      snapshots.forEach((snapshot, index) => {
        const key = stateKey(snapshot.value);
        const expectation = expected[key];
        const where = `${key} after ${events
          .slice(0, index + 1)
          .map((event) => event.type)
          .join(' → ')}`;
        expect(expectation, where).toBeDefined();
        if (expectation && 'next' in expectation) {
          expect(snapshot.status, where).toBe('done');
          expect(nextRouteOf(snapshot), where).toBe(expectation.next);
        } else {
          expect(snapshot.status, where).toBe('active');
          expect(viewOf(snapshot)?.route, where).toBe(expectation?.view);
        }
        steps += 1;
      });
    }
  }
  return { report: recorder.save(), steps };
}
