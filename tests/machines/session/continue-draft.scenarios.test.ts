import type { Admin } from '@contract/admin';
import type { Notice } from '@contract/common';
import {
  type ContinueDraftInput,
  type ContinuedDraft,
  continueDraftMachine,
} from '@machines/session/continue-draft.machine';
import type { MachineEmitted } from '@machines/shared/events';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { routeEntered } from './events';
import { admin } from './fixtures';
import { viewOf } from './model';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake server session: the cart, the draft and the stored draft session code. */
interface FakeSession {
  cartItems: number;
  draftId: number | null;
  storedDraftCode: string | null;
  admin: Admin | null;
  drafts: Record<string, number>;
}

const fakeSession = (parts: Partial<FakeSession> = {}): FakeSession => ({
  cartItems: 0,
  draftId: null,
  storedDraftCode: null,
  admin: null,
  drafts: { Draft42: 42 },
  ...parts,
});

function start(session: FakeSession, input: ContinueDraftInput) {
  const calls: string[] = [];
  const machine = continueDraftMachine.provide({
    actors: {
      fetchAdmin: fromPromise<Admin | null>(async () => {
        calls.push('fetchAdmin');
        return session.admin;
      }),
      continueDraft: fromPromise<ContinuedDraft, { sessionCode: string }>(async ({ input: call }) => {
        calls.push(`continueDraft ${call.sessionCode}`);
        session.storedDraftCode = call.sessionCode;
        const draft = session.drafts[call.sessionCode] ?? null;
        session.draftId = draft;
        if (draft !== null) session.cartItems = 3;
        return { orderDraftId: draft, cart: draft === null ? null : { items: [] } };
      }),
    },
  });
  const actor = createActor(machine, { input });
  const notices: Notice[] = [];
  actor.on('*', (emitted: MachineEmitted) => {
    if (emitted.type === 'notify') notices.push(emitted.notice);
  });
  actor.start();
  return { actor, calls, notices };
}

describe('order draft link and cancel order', () => {
  it('sales agent opening a draft link does not take over the draft code', async () => {
    const session = fakeSession({ admin: admin(['sales-agent']), cartItems: 1 });
    const { actor, calls, notices } = start(session, { hasDraftSession: false });
    actor.send(routeEntered('continuePreconfiguredOrder', { session_code: 'Draft42' }));
    expect(viewOf(actor.getSnapshot())?.route).toBe('continuePreconfiguredOrder');
    await settle();
    expect(calls).toEqual(['fetchAdmin']);
    expect(session.storedDraftCode).toBeNull();
    expect(notices).toEqual([]);
    expect(actor.getSnapshot().output).toMatchObject({ next: { route: 'cart' } });
  });

  it('a sales agent the app already knows about is not asked for again', async () => {
    const session = fakeSession();
    const { actor, calls } = start(session, { hasDraftSession: false, isSalesAgent: true });
    actor.send(routeEntered('continuePreconfiguredOrder', { session_code: 'Draft42' }));
    await settle();
    expect(calls).toEqual([]);
    expect(session.storedDraftCode).toBeNull();
    expect(actor.getSnapshot().output).toMatchObject({ next: { route: 'cart' } });
  });

  it('a customer opening a draft link stores the draft code and sees the draft in the cart', async () => {
    const session = fakeSession();
    const { actor, calls, notices } = start(session, { hasDraftSession: false });
    actor.send(routeEntered('continuePreconfiguredOrder', { session_code: 'Draft42' }));
    await settle();
    expect(calls).toEqual(['fetchAdmin', 'continueDraft Draft42']);
    expect(session.storedDraftCode).toBe('Draft42');
    expect(notices).toEqual([]);
    expect(actor.getSnapshot().context.hasDraftSession).toBe(true);
    expect(actor.getSnapshot().output).toEqual({
      next: { route: 'cart' },
      draft: { hasDraftSession: true, orderDraftId: 42 },
      cart: { items: [] },
    });
  });

  it('a draft link for a draft that does not exist shows a notice and goes to the cart', async () => {
    const { actor, notices } = start(fakeSession(), { hasDraftSession: false, isSalesAgent: false });
    actor.send(routeEntered('continuePreconfiguredOrder', { session_code: 'Gone1' }));
    await settle();
    expect(notices.map((notice) => notice.message)).toEqual(['order_drafts.draft_does_not_exist']);
    expect(actor.getSnapshot().output).toMatchObject({ next: { route: 'cart' } });
  });

  it('a draft link without a code shows the does-not-exist notice without calling the server', async () => {
    const { actor, calls, notices } = start(fakeSession(), { hasDraftSession: false });
    actor.send(routeEntered('continuePreconfiguredOrder', {}));
    await settle();
    expect(calls).toEqual([]);
    expect(notices.map((notice) => notice.message)).toEqual(['order_drafts.draft_does_not_exist']);
    expect(actor.getSnapshot().output).toMatchObject({ next: { route: 'cart' } });
  });
});
