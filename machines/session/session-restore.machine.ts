import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { AddressInfo, BasicInfo, Customer } from '@contract/customer';
import type { PaymentOption } from '@contract/payment';
import {
  forwardToLastStepReached,
  isExistingCustomer,
  type SessionProgress,
} from '@domain/roles/checkout-flow';
import { assign, type DoneActorEvent, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { MachineEmitted, RouteEnteredEvent } from '../shared/events';
import { view } from '../shared/view';
import { isUnknownCodeError } from './errors';
import { type Handover, handover, handoverOf } from './handover';
import { keptAcrossRedirect, SESSION_NOTICES } from './notices';
import { readSessionCode } from './query';

/**
 * /session-restore?session_code=… (checkout spec section 2): support and sales agents send a
 * visitor a link to a saved session. The machine restores the session, loads basic info, address
 * and the selected payment option, then forwards to the last step reached.
 *
 * A missing, malformed, unknown or expired code shows an error notice and leaves the visitor's own
 * session untouched; they land on their cart, or on the categories when that cart is empty (an
 * empty cart page offers nothing to do, the categories start a new order).
 */

export interface SessionRestoreInput {
  /** Items in the visitor's cart before the restore (where a bad link leads). */
  itemCount: number;
  /** A notification that survives navigation is already showing (forwarding then stops at the cart). */
  hasPendingNotification?: boolean;
}

/** `restoreSession` answer: the app restores by code, then reloads (and so re-validates) the cart. */
export interface RestoredSession {
  orderDraftId: number | null;
  itemCount: number;
  /** The restored cart (after the server's re-validation). */
  cart: Cart;
  /** Notices of the cart's re-validation (items removed, promotions moved, ...). */
  notices: readonly Notice[];
}

/** `loadCheckoutData` answer: customer, basic info, address and the selected payment option. */
export interface CheckoutData {
  customerNumber: string | null;
  basicInfo: BasicInfo | null;
  address: AddressInfo | null;
  paymentOption: PaymentOption | null;
  /** Notices of the customer validation (e.g. the address country is no longer supported). */
  notices: readonly Notice[];
}

export interface SessionRestoreContext {
  sessionCode: string | null;
  itemCount: number;
  /** What was restored, handed to the next area with the output (null: nothing restored). */
  cart: Cart | null;
  customer: Customer | null;
  paymentOption: PaymentOption | null;
  orderDraftId: number | null;
  /** Notices raised so far (pending when forwarding). */
  hasPendingNotification: boolean;
  customerNumber: string | null;
  hasAddress: boolean;
  hasPaymentOption: boolean;
}

export type SessionRestoreEvent = RouteEnteredEvent;

/** Progress of the restored session once its checkout data is loaded. */
const progressAfterLoad = (context: SessionRestoreContext, data: CheckoutData): SessionProgress => ({
  itemCount: context.itemCount,
  hasPendingNotification: context.hasPendingNotification || data.notices.length > 0,
  hasAddress: data.address !== null,
  hasPaymentOption: data.paymentOption !== null,
  existingCustomer: isExistingCustomer(data.customerNumber),
});

type StepParams = { progress: SessionProgress };
type LoadDone = { context: SessionRestoreContext; event: DoneActorEvent<CheckoutData> };

const progressOfLoad = ({ context, event }: LoadDone): StepParams => ({
  progress: progressAfterLoad(context, event.output),
});

/** What every outcome of a successful load does: keep the facts, show its notices. */
const loaded = [
  { type: 'takeCheckoutData', params: ({ event }: LoadDone) => event.output },
  { type: 'notifyAll', params: ({ event }: LoadDone) => ({ notices: event.output.notices }) },
] as const;

export const sessionRestoreMachine = setup({
  types: {
    context: {} as SessionRestoreContext,
    events: {} as SessionRestoreEvent,
    input: {} as SessionRestoreInput,
    output: {} as Handover,
    emitted: {} as MachineEmitted,
  },
  actors: {
    restoreSession: fromPromise<RestoredSession, { sessionCode: string }>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
    loadCheckoutData: fromPromise<CheckoutData>(() => Promise.reject(new Error('provided by the app'))),
  },
  guards: {
    isOtherRoute: ({ event }) => event.type === 'ROUTE.ENTERED' && event.route !== 'sessionRestore',
    linkHasSessionCode: ({ event }) =>
      event.type === 'ROUTE.ENTERED' && readSessionCode(event.query) !== null,
    cartIsEmpty: ({ context }) => context.itemCount === 0,
    // Forward to the last step reached (spec section 2), a thin call of the domain rule.
    lastStepIsCart: (_, { progress }: StepParams) => forwardToLastStepReached(progress) === 'cart',
    lastStepIsAddress: (_, { progress }: StepParams) => forwardToLastStepReached(progress) === 'address',
    lastStepIsPayment: (_, { progress }: StepParams) => forwardToLastStepReached(progress) === 'payment',
  },
  actions: {
    takeSessionCode: assign({
      sessionCode: ({ event }) => (event.type === 'ROUTE.ENTERED' ? readSessionCode(event.query) : null),
    }),
    notifyInvalidLink: emit({ type: 'notify' as const, notice: SESSION_NOTICES.invalidRestoreLink }),
    /** A code the server does not know (any more) gets the invalid-link notice, any other failure the generic one. */
    notifyRestoreFailed: emit((_, params: { error: unknown }) => ({
      type: 'notify' as const,
      notice: isUnknownCodeError(params.error)
        ? SESSION_NOTICES.invalidRestoreLink
        : SESSION_NOTICES.somethingWentWrong,
    })),
    /** Shows the notices of a call (kept across the redirect that follows) and remembers one is pending. */
    notifyAll: enqueueActions(({ enqueue }, params: { notices: readonly Notice[] }) => {
      for (const notice of params.notices) {
        enqueue.emit({ type: 'notify', notice: keptAcrossRedirect(notice) });
      }
      if (params.notices.length > 0) enqueue.assign({ hasPendingNotification: true });
    }),
    takeCheckoutData: assign((_, data: CheckoutData) => ({
      customer:
        data.customerNumber === null && data.basicInfo === null && data.address === null
          ? null
          : {
              customer_number: data.customerNumber,
              basicInfo: data.basicInfo,
              address: data.address,
              validated: false,
            },
      paymentOption: data.paymentOption,
      customerNumber: data.customerNumber,
      hasAddress: data.address !== null,
      hasPaymentOption: data.paymentOption !== null,
    })),
  },
}).createMachine({
  id: 'sessionRestore',
  context: ({ input }) => ({
    sessionCode: null,
    itemCount: input.itemCount,
    cart: null,
    customer: null,
    paymentOption: null,
    orderDraftId: null,
    hasPendingNotification: input.hasPendingNotification ?? false,
    customerNumber: null,
    hasAddress: false,
    hasPaymentOption: false,
  }),
  initial: 'idle',
  // A restored session hands its cart, customer and payment option to the next area; a failed one
  // hands over nothing but the route (the visitor's own session is unchanged).
  output: ({ context, event }) => ({
    ...handoverOf(event.output),
    ...(context.cart
      ? {
          cart: context.cart,
          customer: context.customer,
          paymentOption: context.paymentOption,
          // A draft's session code opens the draft (a sales agent preparing it).
          draft: { hasDraftSession: context.orderDraftId !== null, orderDraftId: context.orderDraftId },
        }
      : {}),
  }),
  on: {
    // The way in, also while a restore runs (the link opened again, maybe with another code): start over.
    'ROUTE.ENTERED': [
      { guard: 'isOtherRoute' },
      { guard: 'linkHasSessionCode', target: '.restoring', actions: 'takeSessionCode' },
      // No usable code: the visitor's own session is unchanged (their cart, or categories when empty).
      { guard: 'cartIsEmpty', target: '.toCategories', actions: 'notifyInvalidLink' },
      { target: '.toCart', actions: 'notifyInvalidLink' },
    ],
  },
  states: {
    /** Waiting for the router to report /session-restore. */
    idle: {},
    restoring: {
      meta: view('sessionRestore', 'session_restore.title'),
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ context }) => ({ sessionCode: context.sessionCode ?? '' }),
        onDone: {
          target: 'loadingCheckoutData',
          actions: [
            assign({
              itemCount: ({ event }) => event.output.itemCount,
              cart: ({ event }) => event.output.cart,
              orderDraftId: ({ event }) => event.output.orderDraftId,
            }),
            { type: 'notifyAll', params: ({ event }) => ({ notices: event.output.notices }) },
          ],
        },
        // The visitor's own session is unchanged: their cart, or the categories when it is empty.
        onError: [
          {
            guard: 'cartIsEmpty',
            target: 'toCategories',
            actions: { type: 'notifyRestoreFailed', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'toCart',
            actions: { type: 'notifyRestoreFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadingCheckoutData: {
      meta: view('sessionRestore', 'session_restore.title'),
      invoke: {
        id: 'loadCheckoutData',
        src: 'loadCheckoutData',
        // Forward to the last step reached, with what was just loaded.
        onDone: [
          { guard: { type: 'lastStepIsCart', params: progressOfLoad }, target: 'toCart', actions: loaded },
          {
            guard: { type: 'lastStepIsAddress', params: progressOfLoad },
            target: 'toAddress',
            actions: loaded,
          },
          {
            guard: { type: 'lastStepIsPayment', params: progressOfLoad },
            target: 'toPayment',
            actions: loaded,
          },
          { target: 'toConfirm', actions: loaded },
        ],
        // Fetch failures are only logged (spec section 8); the restored cart is the safe stop.
        onError: { target: 'toCart' },
      },
    },
    toCart: { type: 'final', output: handover({ route: 'cart' }) },
    toAddress: { type: 'final', output: handover({ route: 'address' }) },
    toPayment: { type: 'final', output: handover({ route: 'payment' }) },
    toConfirm: { type: 'final', output: handover({ route: 'confirm' }) },
    toCategories: { type: 'final', output: handover({ route: 'categories' }) },
  },
});
