import { sessionRestoreMachine } from '@machines/session/session-restore.machine';
import { describe, expect, it } from 'vitest';
import { done, failed, httpError, routeEntered } from './events';
import { address, basicInfo, checkoutData, productRemoved, restored, sepa } from './fixtures';
import { type ExpectedRoutes, runModel, stateKey } from './model';

/** From the spec: the restore runs on /session-restore and ends on the last step reached. */
const expected: ExpectedRoutes = {
  idle: { view: undefined },
  restoring: { view: 'sessionRestore' },
  loadingCheckoutData: { view: 'sessionRestore' },
  toCart: { next: 'cart' },
  toAddress: { next: 'address' },
  toPayment: { next: 'payment' },
  toConfirm: { next: 'confirm' },
  toCategories: { next: 'categories' },
};

const events = [
  routeEntered('sessionRestore', { session_code: 'Abc123' }),
  routeEntered('sessionRestore', {}),
  routeEntered('sessionRestore', { session_code: 'not a code!' }),
  routeEntered('cart'),
  done('restoreSession', restored(2)),
  done('restoreSession', restored(0)),
  done('restoreSession', restored(2, [productRemoved])),
  failed('restoreSession', httpError(404)),
  failed('restoreSession', httpError(410)),
  failed('restoreSession', httpError(500)),
  failed('restoreSession', new Error('network down')),
  done('loadCheckoutData', checkoutData({ basicInfo })),
  done('loadCheckoutData', checkoutData({ basicInfo, address })),
  done('loadCheckoutData', checkoutData({ basicInfo, address, paymentOption: sepa })),
  done('loadCheckoutData', checkoutData({ customerNumber: 'K-1000', basicInfo })),
  failed('loadCheckoutData', httpError(500)),
];

describe('session-restore machine (model-based)', () => {
  it('covers every transition, guard outcome and state, showing the right route at every step', () => {
    const { report, steps } = runModel('session-restore', sessionRestoreMachine, expected, {
      events,
      inputs: [{ itemCount: 0 }, { itemCount: 3 }, { itemCount: 3, hasPendingNotification: true }],
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
