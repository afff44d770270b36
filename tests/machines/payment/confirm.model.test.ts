import { type ConfirmContext, type ConfirmInput, confirmMachine } from '@machines/payment/confirm.machine';
import type { RouteId } from '@machines/shared/routes';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { done, entered, failed, fieldErrors, networkError, serverError } from '../checkout/fixtures';
import { type SeenState, topState, walkEveryTransition } from '../checkout/model';
import { catalogueRefreshed } from '../support/catalogue-refresh';
import { CoverageRecorder } from '../support/coverage';
import {
  card,
  cardData,
  cardInPlaceAction,
  cardRedirect,
  cardResult,
  confirmInput,
  mcaCart,
  needsOtherProduct,
  paypalIntegration,
  placed,
  placedAwaitingSms,
  plainCart,
  sepa,
  shop,
  shopWithPromoInput,
  smsCart,
  subscription,
  subscriptionWithoutApprove,
  tenOff,
} from './fixtures';

const SCREEN: Record<string, RouteId | undefined> = {
  root: 'categories',
  confirm: 'confirm',
  smsValidation: 'smsValidation',
  success: 'success',
};

const cardOutcomes = [
  cardRedirect,
  cardInPlaceAction,
  cardResult('Authorised'),
  cardResult('Pending'),
  cardResult('Received'),
  cardResult('Refused'),
  cardResult('Error'),
];

const events: AnyEventObject[] = [
  { type: 'FEEDBACK.CHANGED', feedback: { referral_id: 'friend_42', comment: 'Thanks' } },
  { type: 'FEEDBACK.CHANGED', feedback: { referral_id: 'x' } },
  { type: 'FEEDBACK.CHANGED', feedback: {} },
  { type: 'AGREEMENT.TOGGLED', agreement: 'mca', accepted: true },
  { type: 'ORDER.SUBMITTED' },
  { type: 'ORDER.SUBMITTED', paymentMethod: cardData },
  { type: 'PAYMENT.CHANGED', paymentOption: sepa },
  { type: 'PAYMENT_MODAL.CLOSED' },
  catalogueRefreshed(shop),
  { type: 'PROMO.SUBMITTED', code: ' tenoff ' },
  { type: 'PROMO.SUBMITTED', code: '  ' },
  done('lookUpPromotion', tenOff),
  done('lookUpPromotion', needsOtherProduct),
  done('lookUpPromotion', null),
  failed('lookUpPromotion', networkError),
  done('saveCart', plainCart),
  failed('saveCart', serverError),
  entered('confirm'),
  entered('confirm', { redirectResult: 'Ab02b4c0!BQABAgCW5sxB4e/==' }),
  entered('confirm', { subscription_id: 'I-BW452GLLEP1G' }),
  entered('cancelPaypalSubscription', {}, { orderCode: 'ORD-2024-0001' }),
  ...cardOutcomes.map((result) => done('createCardPayment', result)),
  failed('createCardPayment', serverError),
  ...cardOutcomes.map((result) => done('submitPaymentDetails', result)),
  failed('submitPaymentDetails', networkError),
  done('createPaypalSubscription', subscription),
  done('createPaypalSubscription', subscriptionWithoutApprove),
  failed('createPaypalSubscription', serverError),
  done('saveReferral', undefined),
  failed('saveReferral', fieldErrors({ id: ['The referral id is unknown.'] })),
  done('confirmOrder', placed),
  done('confirmOrder', placedAwaitingSms),
  failed('confirmOrder', fieldErrors({ comment: ['confirm.form_validation.comment_max_length'] })),
  failed('confirmOrder', fieldErrors({})),
  failed('confirmOrder', fieldErrors({ 'payment.type': ['This payment method is not available.'] })),
  failed('confirmOrder', networkError),
];

const buyers = {
  'a new customer paying by SEPA': confirmInput(),
  'a new customer paying by card': confirmInput({ paymentOption: card }),
  'a new customer paying by PayPal subscription': confirmInput({ paymentOption: paypalIntegration }),
  'an existing customer (card on file)': confirmInput({ existingCustomer: true, paymentOption: card }),
  'a customer whose cart needs SMS validation': confirmInput({ cart: smsCart }),
  'a customer whose cart needs the mca agreement': confirmInput({ cart: mcaCart }),
  'a customer of a brand with the promo code input on confirm': confirmInput({
    catalogue: shopWithPromoInput,
  }),
};

const serialize = ({ value, context }: SeenState<ConfirmContext>) =>
  JSON.stringify([
    value,
    context.feedback,
    context.agreementsAccepted.mca,
    context.referrerError !== null,
    context.paymentOption?.type ?? null,
    context.promoFound?.code ?? null,
  ]);

describe('confirm machine, model-based', () => {
  const recorder = new CoverageRecorder('confirm', confirmMachine);
  const walk = (input: ConfirmInput) =>
    walkEveryTransition<ConfirmContext>({
      machine: confirmMachine,
      recorder,
      events,
      input,
      serialize,
      expectedRoute: (snapshot) => SCREEN[topState(snapshot)],
    });

  for (const [buyer, input] of Object.entries(buyers)) {
    it(`walks every transition for ${buyer} and shows the right screen at each step`, {
      timeout: 180_000,
    }, () => {
      const walked = walk(input);
      expect(walked.states).toBeGreaterThan(1);
    });
  }

  /** The route guard: these visitors never see the confirm screen. */
  const refused = {
    'a new customer without payment option': confirmInput({ paymentOption: null }),
    'a visitor without customer data': confirmInput({ hasCustomer: false }),
    // The cart emptied elsewhere, or by the order just placed (a replayed payment return).
    'a visitor with an empty cart': confirmInput({ cart: { ...plainCart, items: [] } }),
    'an existing customer with an empty cart': confirmInput({
      existingCustomer: true,
      cart: { ...plainCart, items: [] },
    }),
  };
  for (const [visitor, input] of Object.entries(refused)) {
    it(`sends ${visitor} to the root, replacing the URL`, () => {
      const walked = walk(input);
      expect(walked.states).toBe(1);
      const actor = createActor(confirmMachine, { input }).start();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({
        next: { route: 'categories', replace: true },
        order: null,
      });
    });
  }

  it('admits an existing customer without payment option or customer data', () => {
    const input = confirmInput({ existingCustomer: true, hasCustomer: false, paymentOption: null });
    expect(createActor(confirmMachine, { input }).start().getSnapshot().value).toEqual({ confirm: 'ready' });
  });

  it('covers every transition, guard outcome and state', () => {
    const report = recorder.save();
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
  });
});
