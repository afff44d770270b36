import type { Cart } from '@contract/cart';
import type { ConfirmOrderResponse } from '@contract/orders';
import type { AdyenPaymentResponse, PaypalCreateSubscriptionResponse } from '@contract/payment';
import type { Promotion } from '@contract/promotions';
import type { OrderFeedbackFormInput } from '@domain/validation/checkout/order-feedback';
import {
  type CardPaymentMethod,
  type ConfirmEmitted,
  type ConfirmInput,
  type ConfirmOrderRequest,
  confirmMachine,
} from '@machines/payment/confirm.machine';
import type { RouteTarget } from '@machines/shared/routes';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { entered, fieldErrors, networkError } from '../checkout/fixtures';
import { routeOf } from '../checkout/model';
import {
  APPROVE_URL,
  card,
  cardData,
  cardRedirect,
  cardResult,
  confirmInput,
  KEY_PREFIX,
  mcaCart,
  needsOtherProduct,
  PROVIDER_URL,
  paypalIntegration,
  placed,
  placedAwaitingSms,
  shopWithPromoInput,
  smsCart,
  smsSepa,
  subscription,
  subscriptionWithoutApprove,
  tenOff,
} from './fixtures';

type Answer<T> = () => Promise<T>;

interface Calls {
  createCardPayment?: Answer<AdyenPaymentResponse>;
  submitPaymentDetails?: Answer<AdyenPaymentResponse>;
  createPaypalSubscription?: Answer<PaypalCreateSubscriptionResponse>;
  saveReferral?: Answer<void>;
  confirmOrder?: Answer<ConfirmOrderResponse>;
  lookUpPromotion?: Answer<Promotion | null>;
}

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected`));

/** The confirm screen with the app's calls faked; records what was called and what was emitted. */
function confirmScreen(input: ConfirmInput, answers: Calls = {}) {
  const log: string[] = [];
  const orders: ConfirmOrderRequest[] = [];
  const emitted: ConfirmEmitted[] = [];
  const machine = confirmMachine.provide({
    actors: {
      createCardPayment: fromPromise<
        AdyenPaymentResponse,
        { paymentMethod: CardPaymentMethod; returnTo: RouteTarget }
      >(({ input: call }) => {
        log.push(`createCardPayment ${call.paymentMethod.type} → ${JSON.stringify(call.returnTo)}`);
        return (answers.createCardPayment ?? unexpected('createCardPayment'))();
      }),
      submitPaymentDetails: fromPromise<AdyenPaymentResponse, { redirectResult: string }>(
        ({ input: call }) => {
          log.push(`submitPaymentDetails ${call.redirectResult}`);
          return (answers.submitPaymentDetails ?? unexpected('submitPaymentDetails'))();
        },
      ),
      createPaypalSubscription: fromPromise<PaypalCreateSubscriptionResponse>(() => {
        log.push('createPaypalSubscription');
        return (answers.createPaypalSubscription ?? unexpected('createPaypalSubscription'))();
      }),
      saveReferral: fromPromise<void, { id: string }>(({ input: call }) => {
        log.push(`saveReferral ${call.id}`);
        return (answers.saveReferral ?? unexpected('saveReferral'))();
      }),
      lookUpPromotion: fromPromise<Promotion | null, { code: string }>(({ input: call }) => {
        log.push(`lookUpPromotion ${call.code}`);
        return (answers.lookUpPromotion ?? unexpected('lookUpPromotion'))();
      }),
      saveCart: fromPromise<Cart, Cart>(async ({ input: cart }) => {
        log.push(`saveCart ${cart.items.map((item) => item.product.promotion ?? '-').join(',')}`);
        return cart;
      }),
      confirmOrder: fromPromise<ConfirmOrderResponse, ConfirmOrderRequest>(({ input: call }) => {
        log.push('confirmOrder');
        orders.push(call);
        return (answers.confirmOrder ?? unexpected('confirmOrder'))();
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    log,
    orders,
    emitted,
    screen: () => routeOf(actor.getSnapshot()),
    context: () => actor.getSnapshot().context,
    settled: () =>
      waitFor(actor, (snapshot) => snapshot.matches({ confirm: 'ready' }) || snapshot.status === 'done'),
  };
}

/** A promise the test resolves when it wants the call to answer. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const feedback: OrderFeedbackFormInput = {
  referral_id: 'friend_42',
  comment: 'Found you on a forum',
  newsletter: true,
};

describe('order confirm with the card provider', () => {
  it('refused card payment shows payment refused and stays on confirm', async () => {
    const screen = confirmScreen(confirmInput({ paymentOption: card }), {
      createCardPayment: async () => cardResult('Refused'),
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED', paymentMethod: cardData });
    await screen.settled();
    expect(screen.screen()).toBe('confirm');
    expect(screen.context()).toMatchObject({ paymentError: 'payment.refused', paymentModalOpen: true });
    expect(screen.log).toEqual(['createCardPayment scheme → {"route":"confirm"}']);
  });

  it('any other result than Authorised, Pending or Received counts as refused', async () => {
    const screen = confirmScreen(confirmInput({ paymentOption: card }), {
      createCardPayment: async () => cardResult('Error'),
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED', paymentMethod: cardData });
    await screen.settled();
    expect(screen.context().paymentError).toBe('payment.refused');
  });

  it('pending card payment confirms the order', async () => {
    const screen = confirmScreen(confirmInput({ paymentOption: card }), {
      createCardPayment: async () => cardResult('Pending'),
      confirmOrder: async () => placed,
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED', paymentMethod: cardData });
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.screen()).toBe('success');
    expect(screen.orders[0]?.paymentOption).toMatchObject({
      type: 'adyen-scheme',
      psp_reference: 'PSP-8815',
      recurring_reference: 'REC-4711',
    });
    expect(screen.actor.getSnapshot().output).toEqual({
      next: { route: 'success', params: { orderId: '4711' } },
      order: { code: 'ORD-2024-0001', id: 4711 },
    });
  });

  it('a redirect leaves for the provider; the return restores the feedback, submits the details and confirms', async () => {
    const before = confirmScreen(confirmInput({ paymentOption: card }), {
      createCardPayment: async () => cardRedirect,
    });
    before.actor.send({ type: 'FEEDBACK.CHANGED', feedback });
    before.actor.send({ type: 'ORDER.SUBMITTED', paymentMethod: cardData });
    await waitFor(before.actor, (snapshot) => snapshot.matches({ confirm: { card: 'awaitingRedirect' } }));
    expect(before.emitted).toEqual([
      { type: 'persistOrderForm', feedback, agreements: { mca: false, eult: false, gtc: false } },
      { type: 'leave', url: PROVIDER_URL },
    ]);

    // The browser comes back to a fresh app with the persisted feedback.
    const after = confirmScreen(confirmInput({ paymentOption: card, storedFeedback: feedback }), {
      submitPaymentDetails: async () => cardResult('Authorised'),
      saveReferral: async () => {},
      confirmOrder: async () => placed,
    });
    after.actor.send(entered('confirm', { redirectResult: 'Ab02b4c0!BQABAgCW5sxB4e/==' }));
    await waitFor(after.actor, (snapshot) => snapshot.status === 'done');
    expect(after.log).toEqual(['submitPaymentDetails Ab02b4c0!BQABAgCW5sxB4e/==', 'confirmOrder']);
    expect(after.orders[0]?.feedback).toMatchObject({
      referral_id: 'friend_42',
      comment: 'Found you on a forum',
    });
    expect(after.screen()).toBe('success');
  });

  it('the agreements ticked before leaving for the provider count on return: the order is placed', async () => {
    const before = confirmScreen(confirmInput({ cart: mcaCart, paymentOption: card }), {
      createCardPayment: async () => cardRedirect,
    });
    before.actor.send({ type: 'FEEDBACK.CHANGED', feedback });
    before.actor.send({ type: 'AGREEMENT.TOGGLED', agreement: 'mca', accepted: true });
    before.actor.send({ type: 'ORDER.SUBMITTED', paymentMethod: cardData });
    await waitFor(before.actor, (snapshot) => snapshot.matches({ confirm: { card: 'awaitingRedirect' } }));
    const accepted = { mca: true, eult: false, gtc: false };
    expect(before.emitted).toEqual([
      { type: 'persistOrderForm', feedback, agreements: accepted },
      { type: 'leave', url: PROVIDER_URL },
    ]);

    const after = confirmScreen(
      confirmInput({
        cart: mcaCart,
        paymentOption: card,
        storedFeedback: feedback,
        storedAgreements: accepted,
      }),
      {
        submitPaymentDetails: async () => cardResult('Authorised'),
        confirmOrder: async () => placed,
      },
    );
    after.actor.send(entered('confirm', { redirectResult: 'Ab02b4c0!BQABAgCW5sxB4e/==' }));
    await waitFor(after.actor, (snapshot) => snapshot.status === 'done');
    expect(after.orders[0]?.agreements).toEqual(accepted);
    expect(after.context().agreementsAccepted).toEqual(accepted);
    expect(after.screen()).toBe('success');
  });

  it('a card provider failure gives something went wrong', async () => {
    const screen = confirmScreen(confirmInput({ paymentOption: card }), {
      createCardPayment: () => Promise.reject(networkError),
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED', paymentMethod: cardData });
    await screen.settled();
    expect(screen.context().paymentError).toBe('error.something_went_wrong');
  });

  it('without the drop-in data the payment modal opens with payment data missing', () => {
    const screen = confirmScreen(confirmInput({ paymentOption: card }));
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    expect(screen.context()).toMatchObject({
      paymentModalOpen: true,
      paymentError: 'payment.payment_data_missing',
    });
    expect(screen.log).toEqual([]);
  });
});

describe('order confirm with the PayPal integration', () => {
  it('PayPal without approve link shows the payment error', async () => {
    const screen = confirmScreen(confirmInput({ paymentOption: paypalIntegration }), {
      createPaypalSubscription: async () => subscriptionWithoutApprove,
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    expect(screen.screen()).toBe('confirm');
    expect(screen.emitted).toContainEqual({
      type: 'notify',
      notice: {
        type: 'error',
        title: 'payment.error',
        message: 'error.something_went_wrong',
        values: {},
        preserveRouteChange: false,
      },
    });
    expect(screen.emitted.some((event) => event.type === 'leave')).toBe(false);
  });

  it('goes to the approve link; the return with subscription_id confirms the order', async () => {
    const before = confirmScreen(confirmInput({ paymentOption: paypalIntegration }), {
      createPaypalSubscription: async () => subscription,
    });
    before.actor.send({ type: 'ORDER.SUBMITTED' });
    await waitFor(before.actor, (snapshot) => snapshot.matches({ confirm: { paypal: 'awaitingApproval' } }));
    expect(before.emitted).toContainEqual({ type: 'leave', url: APPROVE_URL });

    const after = confirmScreen(confirmInput({ paymentOption: paypalIntegration }), {
      confirmOrder: async () => placed,
    });
    after.actor.send(entered('confirm', { subscription_id: 'I-BW452GLLEP1G' }));
    await waitFor(after.actor, (snapshot) => snapshot.status === 'done');
    expect(after.orders[0]?.paymentOption?.paypal_reference).toBe('I-BW452GLLEP1G');
    expect(after.screen()).toBe('success');
  });

  it('the agreements ticked before PayPal count on return and after a cancel', async () => {
    const accepted = { mca: true, eult: false, gtc: false };
    const before = confirmScreen(confirmInput({ cart: mcaCart, paymentOption: paypalIntegration }), {
      createPaypalSubscription: async () => subscription,
    });
    before.actor.send({ type: 'AGREEMENT.TOGGLED', agreement: 'mca', accepted: true });
    before.actor.send({ type: 'ORDER.SUBMITTED' });
    await waitFor(before.actor, (snapshot) => snapshot.matches({ confirm: { paypal: 'awaitingApproval' } }));
    expect(before.emitted).toContainEqual({ type: 'persistOrderForm', feedback: {}, agreements: accepted });

    const returned = confirmInput({
      cart: mcaCart,
      paymentOption: paypalIntegration,
      storedAgreements: accepted,
    });
    const after = confirmScreen(returned, { confirmOrder: async () => placed });
    after.actor.send(entered('confirm', { subscription_id: 'I-BW452GLLEP1G' }));
    await waitFor(after.actor, (snapshot) => snapshot.status === 'done');
    expect(after.orders[0]?.agreements).toEqual(accepted);
    expect(after.screen()).toBe('success');

    const cancelled = confirmScreen(returned);
    cancelled.actor.send(entered('cancelPaypalSubscription', {}, { orderCode: 'ORD-2024-0001' }));
    expect(cancelled.context().agreementsAccepted).toEqual(accepted);
  });

  it('the cancel route leads back to confirm', () => {
    const screen = confirmScreen(
      confirmInput({ paymentOption: paypalIntegration, storedFeedback: feedback }),
    );
    screen.actor.send(entered('cancelPaypalSubscription', {}, { orderCode: 'ORD-2024-0001' }));
    expect(screen.screen()).toBe('confirm');
    expect(screen.emitted).toEqual([
      {
        type: 'navigate',
        target: { route: 'confirm', params: { orderCode: 'ORD-2024-0001' }, replace: true },
      },
    ]);
    expect(screen.context().feedback).toEqual(feedback);
  });
});

describe('order confirm with other methods', () => {
  it('saves the referral id, confirms the order and announces it', async () => {
    const screen = confirmScreen(confirmInput(), {
      saveReferral: async () => {},
      confirmOrder: async () => placed,
    });
    screen.actor.send({ type: 'FEEDBACK.CHANGED', feedback: { ...feedback, referral_id: '  friend_42 ' } });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.log).toEqual(['saveReferral friend_42', 'confirmOrder']);
    expect(screen.orders[0]).toMatchObject({
      idempotencyKey: `${KEY_PREFIX}-1`,
      feedback: { referral_id: 'friend_42', comment: 'Found you on a forum', newsletter: true },
    });
    // The app refreshes the cart and clears the oauth data on this.
    expect(screen.emitted).toContainEqual({
      type: 'orderPlaced',
      order: { code: 'ORD-2024-0001', id: 4711 },
    });
    expect(screen.actor.getSnapshot().context.order).toEqual({ code: 'ORD-2024-0001', id: 4711 });
  });

  it('a referral save error is shown under the referral id; the next buy-now confirms without saving it again', async () => {
    const screen = confirmScreen(confirmInput(), {
      saveReferral: () => Promise.reject(fieldErrors({ id: ['The referral id is unknown.'] })),
      confirmOrder: async () => placed,
    });
    screen.actor.send({ type: 'FEEDBACK.CHANGED', feedback });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    expect(screen.context()).toMatchObject({
      referrerError: 'The referral id is unknown.',
      fieldErrors: { referral_id: 'The referral id is unknown.' },
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.log).toEqual(['saveReferral friend_42', 'confirmOrder']);
  });

  it('an invalid feedback form or a missing agreement blocks buy now', () => {
    const screen = confirmScreen(confirmInput({ cart: mcaCart }));
    screen.actor.send({ type: 'FEEDBACK.CHANGED', feedback: { referral_id: 'x', comment: 'ok' } });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    expect(screen.context().fieldErrors).toEqual({
      referral_id: 'confirm.form_validation.referral_id_min_length',
      mca_agreement: 'confirm.form_validation.mca_agreement_required',
    });
    expect(screen.log).toEqual([]);
    expect(screen.screen()).toBe('confirm');
  });

  it('ticking a required agreement answers its message; unticking brings no message back until buy now', () => {
    const screen = confirmScreen(confirmInput({ cart: mcaCart }));
    screen.actor.send({ type: 'FEEDBACK.CHANGED', feedback: { referral_id: 'x' } });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    screen.actor.send({ type: 'AGREEMENT.TOGGLED', agreement: 'mca', accepted: true });
    expect(screen.context().fieldErrors).toEqual({
      referral_id: 'confirm.form_validation.referral_id_min_length',
    });
    screen.actor.send({ type: 'AGREEMENT.TOGGLED', agreement: 'mca', accepted: false });
    expect(screen.context().fieldErrors).not.toHaveProperty('mca_agreement');
  });

  it('existing customers have no feedback section: only the agreements are checked', async () => {
    const screen = confirmScreen(confirmInput({ existingCustomer: true }), {
      confirmOrder: async () => placed,
    });
    screen.actor.send({ type: 'FEEDBACK.CHANGED', feedback: { referral_id: 'x' } });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.orders[0]?.feedback.referral_id).toBeUndefined();
  });

  it('existing customers pay as on file: no payment option needed, no provider call', async () => {
    for (const paymentOption of [null, card]) {
      const screen = confirmScreen(confirmInput({ existingCustomer: true, paymentOption }), {
        confirmOrder: async () => placed,
      });
      screen.actor.send({ type: 'ORDER.SUBMITTED' });
      await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
      expect(screen.log).toEqual(['confirmOrder']);
      expect(screen.context().paymentModalOpen).toBe(false);
    }
  });

  it('goes to SMS validation when the placed order waits for its SMS code', async () => {
    const screen = confirmScreen(confirmInput({ cart: smsCart }), {
      confirmOrder: async () => placedAwaitingSms,
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.screen()).toBe('smsValidation');
    expect(screen.actor.getSnapshot().output).toEqual({
      next: { route: 'smsValidation' },
      order: { code: 'ORD-2024-0001', id: 4711 },
    });
  });

  it('the server’s answer decides, not the browser’s copy of the payment option: an order placed without SMS goes to success', async () => {
    // A customer who logged in with a payment option left over from before: the server placed the
    // order as on file, without an SMS code.
    for (const input of [
      confirmInput({ paymentOption: smsSepa }),
      confirmInput({ existingCustomer: true, paymentOption: smsSepa }),
    ]) {
      const screen = confirmScreen(input, { confirmOrder: async () => placed });
      screen.actor.send({ type: 'ORDER.SUBMITTED' });
      await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
      expect(screen.screen()).toBe('success');
      expect(screen.actor.getSnapshot().output).toEqual({
        next: { route: 'success', params: { orderId: '4711' } },
        order: { code: 'ORD-2024-0001', id: 4711 },
      });
    }
  });

  it('a failed confirm maps field errors (first message) or shows the order error, and scrolls to it', async () => {
    const withFields = confirmScreen(confirmInput(), {
      confirmOrder: () =>
        Promise.reject(fieldErrors({ comment: ['confirm.form_validation.comment_max_length', 'second'] })),
    });
    withFields.actor.send({ type: 'ORDER.SUBMITTED' });
    await withFields.settled();
    expect(withFields.context()).toMatchObject({
      fieldErrors: { comment: 'confirm.form_validation.comment_max_length' },
      orderError: null,
    });
    expect(withFields.emitted).toContainEqual({ type: 'scrollToError' });

    const rejected = confirmScreen(confirmInput(), {
      confirmOrder: () =>
        Promise.reject({
          status: 409,
          body: { error: 'cart_changed', message: 'Your cart has changed.', errors: {} },
        }),
    });
    rejected.actor.send({ type: 'ORDER.SUBMITTED' });
    await rejected.settled();
    expect(rejected.context().orderError).toEqual({
      title: 'confirm.order_not_completed',
      detail: 'Your cart has changed.',
      fallback: 'error.generic',
      messages: [],
    });
    expect(rejected.emitted).toContainEqual({ type: 'scrollToError' });
    expect(rejected.screen()).toBe('confirm');
  });
});

describe('field errors no field on the screen shows', () => {
  const refusedWith = (errors: Record<string, string[]>) => () => Promise.reject(fieldErrors(errors));

  it('go into the order error area, each once, in the server’s words; shown fields keep theirs', async () => {
    const screen = confirmScreen(confirmInput({ cart: mcaCart }), {
      confirmOrder: refusedWith({
        'payment.type': ['This payment method is not available.'],
        'basic_info.first_name': ['Please enter your first name.', 'second'],
        cart: ['Some items in your cart still need information. Please complete them first.'],
        comment: ['The comment may have at most 500 characters.'],
        mca_agreement: ['Please accept the Microsoft Customer Agreement.'],
      }),
    });
    screen.actor.send({ type: 'AGREEMENT.TOGGLED', agreement: 'mca', accepted: true });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    expect(screen.context().fieldErrors).toEqual({
      comment: 'The comment may have at most 500 characters.',
      mca_agreement: 'Please accept the Microsoft Customer Agreement.',
    });
    expect(screen.context().orderError).toEqual({
      title: 'confirm.order_not_completed',
      detail: null,
      fallback: 'error.generic',
      messages: [
        'This payment method is not available.',
        'Please enter your first name.',
        'Some items in your cart still need information. Please complete them first.',
      ],
    });
    expect(screen.emitted).toContainEqual({ type: 'scrollToError' });
  });

  it('the payload’s feedback names are the form’s fields: shown under them while the field is shown', async () => {
    const screen = confirmScreen(confirmInput(), {
      confirmOrder: refusedWith({
        known_from: ['Too short.'],
        other_known_from: ['Tell us where, please.'],
        advertised_customer: ['Who was it?'],
      }),
    });
    screen.actor.send({
      type: 'FEEDBACK.CHANGED',
      feedback: { knownfrom: 'other', otherknownfrom: 'Radio' },
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    expect(screen.context().fieldErrors).toEqual({
      knownfrom: 'Too short.',
      otherknownfrom: 'Tell us where, please.',
    });
    expect(screen.context().orderError?.messages).toEqual(['Who was it?']);
  });

  it('existing customers see no feedback section and agreements only when required: those go to the area too', async () => {
    const screen = confirmScreen(confirmInput({ existingCustomer: true }), {
      confirmOrder: refusedWith({
        comment: ['The comment may have at most 500 characters.'],
        gtc_agreement: ['Please accept the general terms and conditions.'],
      }),
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    expect(screen.context().fieldErrors).toEqual({});
    expect(screen.context().orderError?.messages).toEqual([
      'The comment may have at most 500 characters.',
      'Please accept the general terms and conditions.',
    ]);
  });
});

describe('no answer to buy now', () => {
  it('says in the visitor’s words that the shop could not be reached, never the browser’s or server’s', async () => {
    const screen = confirmScreen(confirmInput(), { confirmOrder: () => Promise.reject(networkError) });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    expect(screen.context().orderError).toEqual({
      title: 'confirm.order_unanswered',
      detail: null,
      fallback: 'confirm.order_unanswered_hint',
      messages: [],
    });
    expect(screen.context().fieldErrors).toEqual({});
    expect(screen.screen()).toBe('confirm');
  });
});

describe('exactly once', () => {
  it('double click on buy now confirms once', async () => {
    const answer = deferred<ConfirmOrderResponse>();
    const screen = confirmScreen(confirmInput(), { confirmOrder: () => answer.promise });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    expect(screen.log).toEqual(['confirmOrder']);
    answer.resolve(placed);
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.log).toEqual(['confirmOrder']);
    expect(screen.screen()).toBe('success');
  });

  it('a retry after no answer repeats the idempotency key; after a decided failure the next attempt gets a new one', async () => {
    const answers = [
      () => Promise.reject(networkError),
      () => Promise.reject(fieldErrors({ comment: ['confirm.form_validation.comment_max_length'] })),
      async () => placed,
    ];
    let call = 0;
    const screen = confirmScreen(confirmInput(), {
      confirmOrder: () => (answers[call++] ?? answers[2] ?? (async () => placed))(),
    });
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await screen.settled();
    screen.actor.send({ type: 'ORDER.SUBMITTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.orders.map((order) => order.idempotencyKey)).toEqual([
      `${KEY_PREFIX}-1`,
      `${KEY_PREFIX}-1`,
      `${KEY_PREFIX}-2`,
    ]);
  });

  describe('promo code on confirm', () => {
    const notices = (screen: ReturnType<typeof confirmScreen>) =>
      screen.emitted.flatMap((event) => (event.type === 'notify' ? [event.notice.message] : []));

    it('redeems a found code on the cart, saves it and says so', async () => {
      const screen = confirmScreen(confirmInput({ catalogue: shopWithPromoInput }), {
        lookUpPromotion: async () => tenOff,
      });
      screen.actor.send({ type: 'PROMO.SUBMITTED', code: ' tenoff ' });
      expect(screen.actor.getSnapshot().hasTag('busy')).toBe(true);
      await screen.settled();
      expect(screen.log).toEqual(['lookUpPromotion tenoff', 'saveCart TENOFF']);
      expect(screen.context().cart.items[0]?.product.promotion).toBe('TENOFF');
      expect(screen.context().catalogue.promotions.map((known) => known.code)).toContain('TENOFF');
      expect(notices(screen)).toEqual(['confirm.manual_promotion_applied']);
    });

    it.each([
      ['an unknown code', 'XMAS', async () => null, 'promotion_not_found'],
      [
        'a code for products not in the cart',
        'BUNDLE',
        async () => needsOtherProduct,
        'promotion_not_applicable',
      ],
      ['a failed lookup', 'XMAS', () => Promise.reject(networkError), 'error.generic'],
    ])('%s leaves the cart as it was, with a notice', async (_, code, lookUpPromotion, message) => {
      const screen = confirmScreen(confirmInput({ catalogue: shopWithPromoInput }), { lookUpPromotion });
      const before = screen.context().cart;
      screen.actor.send({ type: 'PROMO.SUBMITTED', code });
      await screen.settled();
      expect(screen.context().cart).toBe(before);
      expect(screen.log).toEqual([`lookUpPromotion ${code}`]);
      expect(notices(screen)[0]).toContain(message);
    });

    it('does nothing where the brand does not show the input', () => {
      const screen = confirmScreen(confirmInput());
      screen.actor.send({ type: 'PROMO.SUBMITTED', code: 'TENOFF' });
      expect(screen.log).toEqual([]);
      expect(screen.actor.getSnapshot().matches({ confirm: 'ready' })).toBe(true);
    });
  });
});
