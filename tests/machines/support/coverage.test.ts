import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CoverageRecorder, listTransitions } from './coverage';

/** A small machine with a guard and an invoked call, to prove the coverage tool counts right. */
const sample = setup({
  types: {} as { context: { tries: number }; events: { type: 'GO' } | { type: 'BACK' } },
  guards: { mayRetry: ({ context }) => context.tries < 1 },
  // The app provides the real call; the recorder replaces it with one that never settles.
  actors: { save: fromPromise<void>(() => Promise.reject(new Error('provided by the app'))) },
}).createMachine({
  id: 'sample',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { GO: 'saving' } },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        onDone: 'done',
        onError: [
          {
            guard: 'mayRetry',
            target: 'idle',
            actions: assign({ tries: ({ context }) => context.tries + 1 }),
          },
          { target: 'failed' },
        ],
      },
      on: { BACK: 'idle' },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});

describe('coverage recorder', () => {
  it('lists every transition, with guards and alternatives', () => {
    expect(listTransitions(sample).map((item) => item.key)).toEqual([
      '#sample.idle ─GO→ #sample.saving',
      '#sample.saving ─BACK→ #sample.idle',
      '#sample.saving ─xstate.done.actor.save→ #sample.done',
      '#sample.saving ─xstate.error.actor.save [mayRetry] (1)→ #sample.idle',
      '#sample.saving ─xstate.error.actor.save (2)→ #sample.failed',
    ]);
  });

  it('counts what replays take, including guard outcomes and states', () => {
    const recorder = new CoverageRecorder('sample', sample);
    recorder.replay([{ type: 'GO' }, { type: 'xstate.done.actor.save' }]);
    let report = recorder.report();
    expect(report.transitions.covered).toBe(2);
    expect(report.guards).toMatchObject({ covered: 0, total: 2 });

    recorder.replay([
      { type: 'GO' },
      { type: 'xstate.error.actor.save' },
      { type: 'GO' },
      { type: 'BACK' },
      { type: 'GO' },
      { type: 'xstate.error.actor.save' },
    ]);
    report = recorder.report();
    expect(report.transitions).toMatchObject({ covered: 5, total: 5, missing: [] });
    expect(report.guards).toMatchObject({ covered: 2, total: 2 });
    expect(report.states.missing).toEqual([]);
  });

  it('replays shortest paths generated from the machine', () => {
    const paths = getShortestPaths(sample, {
      events: [{ type: 'GO' }, { type: 'BACK' }, { type: 'xstate.done.actor.save' } as never],
    });
    const recorder = new CoverageRecorder('sample-paths', sample);
    for (const path of paths) recorder.replay(path.steps.map((step) => step.event));
    expect(recorder.report().states.missing).toEqual(['sample.failed']);
  });
});

describe('transient states', () => {
  const deciding = setup({
    types: {} as { context: { ready: boolean }; events: { type: 'GO' } },
    guards: { isReady: ({ context }) => context.ready },
  }).createMachine({
    id: 'deciding',
    context: { ready: true },
    initial: 'idle',
    states: {
      idle: { on: { GO: 'decide' } },
      decide: { always: [{ guard: 'isReady', target: 'ready' }, { target: 'waiting' }] },
      ready: {},
      waiting: {},
    },
  });

  it('counts a state left at once by an always transition as visited', () => {
    const recorder = new CoverageRecorder('deciding', deciding);
    recorder.replay([{ type: 'GO' }]);
    expect(recorder.report().states.missing).toEqual(['deciding.waiting']);
  });
});

describe('a machine that decides in its initial state', () => {
  const startsDeciding = setup({
    types: {} as { context: { ready: boolean }; events: { type: 'GO' } },
    guards: { isReady: ({ context }) => context.ready },
  }).createMachine({
    id: 'startsDeciding',
    context: { ready: false },
    initial: 'decide',
    states: {
      decide: { always: [{ guard: 'isReady', target: 'ready' }, { target: 'waiting' }] },
      ready: {},
      waiting: { on: { GO: 'ready' } },
    },
  });

  it('is recorded from creation on, the initial decision included', () => {
    const recorder = new CoverageRecorder('startsDeciding', startsDeciding);
    recorder.replay([{ type: 'GO' }]);
    const report = recorder.report();
    expect(report.states.missing).toEqual([]);
    expect(report.guards.missing).toEqual(['isReady: true']);
  });
});
