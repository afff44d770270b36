import { continueDraftMachine } from '@machines/session/continue-draft.machine';
import { describe, expect, it } from 'vitest';
import { done, failed, httpError, routeEntered } from './events';
import { admin } from './fixtures';
import { type ExpectedRoutes, runModel, stateKey } from './model';

/** From the spec: the link is handled on /continue-preconfigured-order and ends on the cart. */
const expected: ExpectedRoutes = {
  idle: { view: undefined },
  fetchingAdmin: { view: 'continuePreconfiguredOrder' },
  storingCode: { view: 'continuePreconfiguredOrder' },
  toCart: { next: 'cart' },
};

const events = [
  routeEntered('continuePreconfiguredOrder', { session_code: 'Draft42' }),
  routeEntered('continuePreconfiguredOrder', {}),
  routeEntered('continuePreconfiguredOrder', { session_code: '../etc' }),
  routeEntered('cart'),
  done('fetchAdmin', admin(['sales-agent'])),
  done('fetchAdmin', admin(['support'])),
  done('fetchAdmin', null),
  failed('fetchAdmin', httpError(500)),
  done('continueDraft', { orderDraftId: 7, cart: { items: [] } }),
  done('continueDraft', { orderDraftId: null, cart: null }),
  failed('continueDraft', httpError(404)),
  failed('continueDraft', httpError(0)),
];

describe('continue-draft machine (model-based)', () => {
  it('covers every transition, guard outcome and state, showing the right route at every step', () => {
    const { report, steps } = runModel('continue-draft', continueDraftMachine, expected, {
      events,
      inputs: [
        { hasDraftSession: false },
        { hasDraftSession: true },
        { hasDraftSession: false, isSalesAgent: true },
        { hasDraftSession: true, isSalesAgent: false },
      ],
      serializeState: (snapshot) => JSON.stringify([stateKey(snapshot.value), snapshot.context]),
    });
    expect(steps).toBeGreaterThan(0);
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
    expect(report.guards.covered).toBe(report.guards.total);
    expect(report.states.visited).toBe(report.states.total);
  });
});
