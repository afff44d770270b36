import type { RouteId } from '@machines/shared/routes';
import { expect } from 'vitest';
import type { AnyEventObject, AnyStateMachine, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CoverageRecorder } from '../support/coverage';

/**
 * Model-based walk shared by the checkout, confirm and SMS tests: shortest paths to every state
 * the event list reaches (state identity = `serialize`), then every path once more with each event
 * of the list appended, so every transition the list can trigger is taken at least once. Each
 * sequence is replayed on a real actor by the coverage recorder; at every step the route a person
 * would see is compared with `expectedRoute` (a table of the test, not the machine's meta), and the
 * replayed state with the one the graph predicted.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The route of the deepest state with a view (`meta: view(...)`), as the router would show it. */
export function routeOf(snapshot: { getMeta(): Record<string, unknown> }): string | undefined {
  let deepest: { id: string; route: string } | undefined;
  for (const [id, meta] of Object.entries(snapshot.getMeta())) {
    if (!isRecord(meta) || !isRecord(meta.view) || typeof meta.view.route !== 'string') continue;
    if (!deepest || id.length > deepest.id.length) deepest = { id, route: meta.view.route };
  }
  return deepest?.route;
}

/** The top-level state name of a snapshot (`'basicInfo'` for `{ basicInfo: 'saving' }`). */
export function topState(snapshot: { value: unknown }): string {
  const { value } = snapshot;
  if (typeof value === 'string') return value;
  return isRecord(value) ? (Object.keys(value)[0] ?? '') : '';
}

/** What the walk reads of a snapshot. */
export interface SeenState<TContext> {
  value: StateValue;
  status: string;
  context: TContext;
  children: Record<string, unknown>;
  getMeta(): Record<string, unknown>;
}

const ACTOR_EVENT = /^xstate\.(?:done|error)\.actor\.(.+)$/;

/**
 * The events that can happen in a state: user events always, an actor's done/error events only
 * while that actor runs (an error event nobody handles would fail the whole actor, as in the app).
 */
export function possibleEvents(
  snapshot: Pick<SeenState<unknown>, 'children'>,
  events: readonly AnyEventObject[],
): AnyEventObject[] {
  return events.filter((event) => {
    const actor = ACTOR_EVENT.exec(event.type)?.[1];
    return actor === undefined || actor in snapshot.children;
  });
}

export interface ModelWalk<TContext> {
  machine: AnyStateMachine;
  recorder: CoverageRecorder<AnyStateMachine>;
  /** User events and every actor done/error variant. */
  events: readonly AnyEventObject[];
  input: unknown;
  /** State identity for the traversal: the state value plus the few context fields that matter. */
  serialize: (snapshot: SeenState<TContext>) => string;
  /** The route the visitor must see in this state (undefined: no screen of this machine). */
  expectedRoute: (snapshot: SeenState<TContext>) => RouteId | undefined;
}

export interface WalkResult {
  states: number;
  sequences: number;
  /** Steps whose state and route were checked. */
  steps: number;
}

export function walkEveryTransition<TContext>(walk: ModelWalk<TContext>): WalkResult {
  const { machine, recorder, events, input, serialize, expectedRoute } = walk;
  const paths = getShortestPaths(machine, {
    events: (snapshot: SeenState<TContext>) => possibleEvents(snapshot, events),
    input,
    serializeState: (snapshot: SeenState<TContext>) => serialize(snapshot),
    // A machine in a final state has handed over; nothing happens to it any more.
    stopWhen: (snapshot: SeenState<TContext>) => snapshot.status !== 'active',
  });
  let sequences = 0;
  let checkedSteps = 0;
  for (const path of paths) {
    // The first step of a generated path is the initial state (event `xstate.init`).
    const steps = path.steps.slice(1);
    const pathEvents: AnyEventObject[] = steps.map((step) => step.event);
    const extras = path.state.status === 'active' ? possibleEvents(path.state, events) : [];
    // The path alone is replayed only when no event extends it (each extension replays it too).
    for (const extra of extras.length > 0 ? extras : [undefined]) {
      const sequence = extra ? [...pathEvents, extra] : pathEvents;
      const snapshots = recorder.replay(sequence, input);
      sequences++;
      snapshots.forEach((snapshot: SeenState<TContext>, index) => {
        const predicted = steps[index]?.state;
        // Compared by hand first: building the messages for every step would dominate the run.
        if (predicted && JSON.stringify(snapshot.value) !== JSON.stringify(predicted.value)) {
          expect(snapshot.value, `step ${index + 1} of ${describe(sequence)}`).toEqual(predicted.value);
        }
        const route = routeOf(snapshot);
        if (route !== expectedRoute(snapshot)) {
          expect(route, `route after ${describe(sequence.slice(0, index + 1))}`).toBe(
            expectedRoute(snapshot),
          );
        }
        checkedSteps++;
      });
    }
  }
  return { states: paths.length, sequences, steps: checkedSteps };
}

const describe = (events: readonly AnyEventObject[]): string =>
  events
    .map((event) => ('route' in event ? `${event.type}(${String(event.route)})` : event.type))
    .join(' → ');
