import type { Notice } from '@contract/common';
import {
  type CheckoutData,
  type RestoredSession,
  type SessionRestoreInput,
  sessionRestoreMachine,
} from '@machines/session/session-restore.machine';
import type { MachineEmitted } from '@machines/shared/events';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { httpError, routeEntered } from './events';
import { address, basicInfo, checkoutData, productRemoved, restored, sepa } from './fixtures';
import { viewOf } from './model';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Backend {
  restore: (code: string) => Promise<RestoredSession>;
  load?: () => Promise<CheckoutData>;
}

/** Opens /session-restore with `query` against a fake backend; returns what the visitor ends up with. */
async function openRestoreLink(query: Record<string, string>, backend: Backend, input: SessionRestoreInput) {
  const calls: string[] = [];
  const machine = sessionRestoreMachine.provide({
    actors: {
      restoreSession: fromPromise<RestoredSession, { sessionCode: string }>(({ input: call }) => {
        calls.push(`restore ${call.sessionCode}`);
        return backend.restore(call.sessionCode);
      }),
      loadCheckoutData: fromPromise<CheckoutData>(() => {
        calls.push('load');
        return backend.load ? backend.load() : Promise.reject(new Error('not expected'));
      }),
    },
  });
  const actor = createActor(machine, { input });
  const notices: Notice[] = [];
  actor.on('*', (emitted: MachineEmitted) => {
    if (emitted.type === 'notify') notices.push(emitted.notice);
  });
  actor.start();
  actor.send(routeEntered('sessionRestore', query));
  const screenWhileRestoring = viewOf(actor.getSnapshot())?.route;
  await settle();
  const snapshot = actor.getSnapshot();
  return { snapshot, calls, notices, screenWhileRestoring };
}

describe('session restore link', () => {
  it('restore link with address but no payment goes to payment', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      { restore: async () => restored(2), load: async () => checkoutData({ basicInfo, address }) },
      { itemCount: 0 },
    );
    expect(result.screenWhileRestoring).toBe('sessionRestore');
    expect(result.calls).toEqual(['restore Abc123', 'load']);
    expect(result.snapshot.status).toBe('done');
    expect(result.snapshot.output).toEqual({
      next: { route: 'payment' },
      cart: { items: [] },
      customer: { customer_number: null, basicInfo, address, validated: false },
      paymentOption: null,
      draft: { hasDraftSession: false, orderDraftId: null },
    });
    expect(result.notices).toEqual([]);
  });

  it('restore link with an unknown code shows the error', async () => {
    const result = await openRestoreLink(
      { session_code: 'Unknown1' },
      { restore: () => Promise.reject(httpError(404)) },
      { itemCount: 2 },
    );
    expect(result.calls).toEqual(['restore Unknown1']);
    expect(result.notices).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'session_restore.invalid_link_title',
        message: 'session_restore.invalid_link_message',
        preserveRouteChange: true,
      }),
    ]);
    // The visitor keeps their own cart: nothing but the route is handed over.
    expect(result.snapshot.output).toEqual({ next: { route: 'cart' } });
  });

  it('an expired code with an empty own cart shows the error on the categories', async () => {
    const result = await openRestoreLink(
      { session_code: 'Expired1' },
      { restore: () => Promise.reject(httpError(410)) },
      { itemCount: 0 },
    );
    expect(result.notices.map((notice) => notice.title)).toEqual(['session_restore.invalid_link_title']);
    expect(result.snapshot.output).toMatchObject({ next: { route: 'categories' } });
  });

  it('a link without a session code shows the error without calling the server', async () => {
    const result = await openRestoreLink({}, { restore: async () => restored(2) }, { itemCount: 1 });
    expect(result.calls).toEqual([]);
    expect(result.notices.map((notice) => notice.title)).toEqual(['session_restore.invalid_link_title']);
    expect(result.snapshot.output).toMatchObject({ next: { route: 'cart' } });
  });

  it('a server failure during the restore shows the generic error', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      { restore: () => Promise.reject(httpError(503)) },
      { itemCount: 1 },
    );
    expect(result.notices).toEqual([
      expect.objectContaining({ title: 'error.something_went_wrong', message: 'error.generic' }),
    ]);
    expect(result.snapshot.output).toMatchObject({ next: { route: 'cart' } });
  });

  it('a complete session goes to confirm', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      {
        restore: async () => restored(1),
        load: async () => checkoutData({ basicInfo, address, paymentOption: sepa }),
      },
      { itemCount: 0 },
    );
    expect(result.snapshot.output).toMatchObject({ next: { route: 'confirm' } });
  });

  it('a session without an address goes to the address', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      { restore: async () => restored(1), load: async () => checkoutData({ basicInfo }) },
      { itemCount: 0 },
    );
    expect(result.snapshot.output).toMatchObject({ next: { route: 'address' } });
  });

  it('an existing customer goes to confirm (no address or payment step for them)', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      { restore: async () => restored(1), load: async () => checkoutData({ customerNumber: 'K-1000' }) },
      { itemCount: 0 },
    );
    expect(result.snapshot.output).toMatchObject({ next: { route: 'confirm' } });
  });

  it('a restored cart that lost a product stops at the cart and keeps the notice across the redirect', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      {
        restore: async () => restored(1, [productRemoved]),
        load: async () => checkoutData({ basicInfo, address, paymentOption: sepa }),
      },
      { itemCount: 0 },
    );
    expect(result.notices).toEqual([{ ...productRemoved, preserveRouteChange: true }]);
    expect(result.snapshot.output).toMatchObject({ next: { route: 'cart' } });
  });

  it('an empty restored cart goes to the cart', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      {
        restore: async () => restored(0),
        load: async () => checkoutData({ basicInfo, address, paymentOption: sepa }),
      },
      { itemCount: 4 },
    );
    expect(result.snapshot.output).toMatchObject({ next: { route: 'cart' } });
  });

  it('a pending notification stops at the cart', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      {
        restore: async () => restored(1),
        load: async () => checkoutData({ basicInfo, address, paymentOption: sepa }),
      },
      { itemCount: 0, hasPendingNotification: true },
    );
    expect(result.snapshot.output).toMatchObject({ next: { route: 'cart' } });
  });

  it('when the checkout data cannot be loaded the restored cart is shown, without a message', async () => {
    const result = await openRestoreLink(
      { session_code: 'Abc123' },
      { restore: async () => restored(2), load: () => Promise.reject(httpError(500)) },
      { itemCount: 0 },
    );
    expect(result.notices).toEqual([]);
    expect(result.snapshot.output).toMatchObject({ next: { route: 'cart' } });
  });
});
