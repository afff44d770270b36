import { withRowIds } from '@machines/product-selection/product-selection.machine';
import type { ProductSelectionEvent } from '@machines/product-selection/types';
import { describe, expect, it } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { CoverageRecorder } from '../support/coverage';
import { constantRandom, MODEL_FIXTURES } from './fixtures';
import {
  ACTOR_EVENT_TYPES,
  EVENT_LIST_IS_COMPLETE,
  EVENT_TYPES,
  EXPECTED_HANDOVER,
  EXPECTED_ROUTE,
  routeOf,
  type Snapshot,
  serializeSnapshot,
  topState,
  userEvents,
} from './support';

/** New rows get the row id of `constantRandom`, so the traversal and its replays agree on it. */
const machine = withRowIds(constantRandom);
const recorder = new CoverageRecorder('product-selection', machine);
/** Event types the generated paths walked (user events, routes, actor outcomes). */
const walked = new Set<string>();

/** What the visitor sees at a step: the screen's route, or where the finished machine hands over. */
function expectScreen(snapshot: Snapshot): void {
  const state = topState(snapshot);
  if (snapshot.status === 'done') {
    expect(routeOf(snapshot)).toBeNull();
    expect(EXPECTED_HANDOVER[state]).toContain(snapshot.output?.next.route);
    return;
  }
  expect(state in EXPECTED_ROUTE, `state ${state} is a screen or a wait`).toBe(true);
  expect(routeOf(snapshot)).toBe(EXPECTED_ROUTE[state]);
}

describe('product selection, model-based', () => {
  for (const fixture of MODEL_FIXTURES) {
    it(`replays a path over every transition of the model "${fixture.name}"`, { timeout: 180_000 }, () => {
      const routes = fixture.routes.map((route) => ({ type: 'ROUTE.ENTERED', ...route }));
      const options = {
        input: fixture.input,
        events: (snapshot: Snapshot) => userEvents(snapshot, routes),
        serializeState: serializeSnapshot,
      };
      const paths = getShortestPaths(machine, options);
      // getAdjacencyMap's typing has no place for emitted events; the machine is passed as any logic.
      const logic: AnyActorLogic = machine;
      const adjacency = getAdjacencyMap(logic, options);
      expect(paths.length).toBeGreaterThan(1);
      // Events that change nothing are walked once per state value and event type: enough to see
      // each guard say no (e.g. Back on the first variant group) without replaying every no-op.
      const noOpsWalked = new Set<string>();
      const firstNoOp = (snapshot: Snapshot, event: ProductSelectionEvent) => {
        const noOp = `${JSON.stringify(snapshot.value)} ${event.type}`;
        const first = !noOpsWalked.has(noOp);
        noOpsWalked.add(noOp);
        return first;
      };
      for (const path of paths) {
        const steps = path.steps.slice(1);
        const prefix: ProductSelectionEvent[] = steps.map((step) => step.event);
        const key = serializeSnapshot(path.state);
        // Every event that changes the model state from here, or that a transition takes without
        // changing it (e.g. a refused term choice with its notice), is one more transition to walk.
        const edges = Object.values(adjacency[key as keyof typeof adjacency]?.transitions ?? {}).filter(
          (edge) =>
            serializeSnapshot(edge.state) !== key ||
            path.state.can(edge.event) ||
            firstNoOp(path.state, edge.event),
        );
        const tails = edges.length === 0 ? [null] : edges;
        for (const tail of tails) {
          const events = tail ? [...prefix, tail.event] : prefix;
          const expected = tail
            ? [...steps.map((step) => step.state), tail.state]
            : steps.map((step) => step.state);
          for (const event of events) walked.add(event.type);
          const snapshots = recorder.replay(events, fixture.input);
          snapshots.forEach((snapshot, index) => {
            expect(snapshot.value).toEqual(expected[index]?.value);
            expectScreen(snapshot);
          });
        }
      }
    });
  }

  it('walks every user event, route entry and actor outcome', () => {
    expect(EVENT_LIST_IS_COMPLETE).toBe(true);
    expect([...walked].sort()).toEqual([...EVENT_TYPES, ...ACTOR_EVENT_TYPES].sort());
  });

  it('covers every transition, every guard outcome and every state', () => {
    const report = recorder.save();
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
    expect(report.guards.covered).toBe(report.guards.total);
  });
});
