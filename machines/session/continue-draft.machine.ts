import type { Admin } from '@contract/admin';
import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import { isSalesAgent } from '@domain/roles/actor';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { MachineEmitted, RouteEnteredEvent } from '../shared/events';
import { view } from '../shared/view';
import { isUnknownCodeError } from './errors';
import { type Handover, handover, handoverOf } from './handover';
import { SESSION_NOTICES } from './notices';
import { readSessionCode } from './query';

/**
 * Order drafts from the customer's side (checkout spec sections 2, 4, 6 and 8):
 *
 * - /continue-preconfigured-order?session_code=… stores the order-draft session code (actor
 *   `continueDraft`) unless a sales agent is logged in (then the agent keeps their own session),
 *   then goes to the cart. Whether a sales agent is logged in comes from the input when the app
 *   knows it, else from the current-admin call (actor `fetchAdmin`).
 * - A draft that does not exist (bad link, unknown code) shows a notice.
 * - Cancel order is the cart's (cart machine, `DRAFT.CANCEL_REQUESTED`): the button is on the cart.
 */

export interface ContinueDraftInput {
  /** A draft session is active (passed on to the cart, which shows the cancel-order button). */
  hasDraftSession: boolean;
  /** Whether a sales agent is logged in, when the app already knows; otherwise `fetchAdmin` asks. */
  isSalesAgent?: boolean;
}

/** `continueDraft` answer: the draft the stored code belongs to, null when there is none. */
export interface ContinuedDraft {
  orderDraftId: number | null;
  /** The draft's rows as this session's cart now holds them. */
  cart: Cart | null;
}

export interface ContinueDraftContext {
  hasDraftSession: boolean;
  /** null until known. */
  isSalesAgent: boolean | null;
  sessionCode: string | null;
  orderDraftId: number | null;
  /** The cart the draft left (continued: its rows; cancelled: empty), for the next area. */
  cart: Cart | null;
}

export type ContinueDraftEvent = RouteEnteredEvent;

export const continueDraftMachine = setup({
  types: {
    context: {} as ContinueDraftContext,
    events: {} as ContinueDraftEvent,
    input: {} as ContinueDraftInput,
    output: {} as Handover,
    emitted: {} as MachineEmitted,
  },
  actors: {
    fetchAdmin: fromPromise<Admin | null>(() => Promise.reject(new Error('provided by the app'))),
    continueDraft: fromPromise<ContinuedDraft, { sessionCode: string }>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
  },
  guards: {
    isOtherRoute: ({ event }) =>
      event.type === 'ROUTE.ENTERED' && event.route !== 'continuePreconfiguredOrder',
    linkLacksSessionCode: ({ event }) =>
      event.type === 'ROUTE.ENTERED' && readSessionCode(event.query) === null,
    salesAgentUnknown: ({ context }) => context.isSalesAgent === null,
    isSalesAgent: ({ context }) => context.isSalesAgent === true,
    adminIsSalesAgent: (_, params: { admin: Admin | null }) => isSalesAgent(params.admin),
    draftFound: (_, params: { draft: ContinuedDraft }) => params.draft.orderDraftId !== null,
    isUnknownDraft: (_, params: { error: unknown }) => isUnknownCodeError(params.error),
  },
  actions: {
    takeSessionCode: assign({
      sessionCode: ({ event }) => (event.type === 'ROUTE.ENTERED' ? readSessionCode(event.query) : null),
    }),
    notify: emit((_, params: { notice: Notice }) => ({ type: 'notify' as const, notice: params.notice })),
  },
}).createMachine({
  id: 'continueDraft',
  context: ({ input }) => ({
    hasDraftSession: input.hasDraftSession,
    isSalesAgent: input.isSalesAgent ?? null,
    sessionCode: null,
    orderDraftId: null,
    cart: null,
  }),
  initial: 'idle',
  // The draft session as it now stands goes to the next area (cart: add-product rule, cancel button).
  output: ({ context, event }) => ({
    ...handoverOf(event.output),
    draft: { hasDraftSession: context.hasDraftSession, orderDraftId: context.orderDraftId },
    ...(context.cart ? { cart: context.cart } : {}),
  }),
  on: {
    // /continue-preconfigured-order, also while a link is handled (opened again, maybe another code).
    'ROUTE.ENTERED': [
      { guard: 'isOtherRoute' },
      {
        guard: 'linkLacksSessionCode',
        target: '.toCart',
        actions: { type: 'notify', params: { notice: SESSION_NOTICES.draftDoesNotExist } },
      },
      { guard: 'salesAgentUnknown', target: '.fetchingAdmin', actions: 'takeSessionCode' },
      // The draft session code is not taken over when a sales agent is logged in (spec section 6).
      { guard: 'isSalesAgent', target: '.toCart' },
      { target: '.storingCode', actions: 'takeSessionCode' },
    ],
  },
  states: {
    /** Nothing to do until the draft link is opened. */
    idle: {},
    /** Is a sales agent logged in? (current-admin call) */
    fetchingAdmin: {
      meta: view('continuePreconfiguredOrder', 'continue_preconfigured_order.title'),
      invoke: {
        id: 'fetchAdmin',
        src: 'fetchAdmin',
        onDone: [
          {
            guard: { type: 'adminIsSalesAgent', params: ({ event }) => ({ admin: event.output }) },
            target: 'toCart',
            actions: assign({ isSalesAgent: true }),
          },
          { target: 'storingCode', actions: assign({ isSalesAgent: false }) },
        ],
        // Fetch failures are only logged (spec section 8): without an admin answer the visitor is
        // treated as the customer the link was made for.
        onError: { target: 'storingCode' },
      },
    },
    /** Store the order-draft session code (and take over the draft's session). */
    storingCode: {
      meta: view('continuePreconfiguredOrder', 'continue_preconfigured_order.title'),
      invoke: {
        id: 'continueDraft',
        src: 'continueDraft',
        input: ({ context }) => ({ sessionCode: context.sessionCode ?? '' }),
        onDone: [
          {
            guard: { type: 'draftFound', params: ({ event }) => ({ draft: event.output }) },
            target: 'toCart',
            actions: assign({
              hasDraftSession: true,
              orderDraftId: ({ event }) => event.output.orderDraftId,
              cart: ({ event }) => event.output.cart,
            }),
          },
          {
            target: 'toCart',
            actions: { type: 'notify', params: { notice: SESSION_NOTICES.draftDoesNotExist } },
          },
        ],
        onError: [
          {
            guard: { type: 'isUnknownDraft', params: ({ event }) => ({ error: event.error }) },
            target: 'toCart',
            actions: { type: 'notify', params: { notice: SESSION_NOTICES.draftDoesNotExist } },
          },
          {
            target: 'toCart',
            actions: { type: 'notify', params: { notice: SESSION_NOTICES.somethingWentWrong } },
          },
        ],
      },
    },
    toCart: { type: 'final', output: handover({ route: 'cart' }) },
  },
});
