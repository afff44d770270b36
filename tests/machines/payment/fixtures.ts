import type { ConfirmOrderResponse } from '@contract/orders';
import type {
  AdyenPaymentResponse,
  PaymentOption,
  PaypalCreateSubscriptionResponse,
} from '@contract/payment';
import type { ConfirmInput } from '@machines/payment/confirm.machine';
import { cartItem, cartOf, catalogue, product, promotion } from '../../domain/cart/fixtures';
import { paymentOption, sepa } from '../checkout/fixtures';

/** Catalogue and carts for the confirm machine (seed-independent builders of the domain tests). */
const plain = product(10);
const smsProduct = product(12, { sms_validation: 'true' });
const mcaProduct = product(11, { attributes: { mca_agreement: 'true' } });

export const shop = catalogue({ products: [plain, smsProduct, mcaProduct] });
/** A brand that shows the promo code input on confirm. */
export const shopWithPromoInput = catalogue({
  products: [plain, smsProduct, mcaProduct],
  brand: {
    display: { ...shop.brand.display, promocode_input_on_confirm_page: true },
  },
});
/** A promotion for every product, and one that needs a product the cart does not have. */
export const tenOff = promotion('TENOFF');
export const needsOtherProduct = promotion('BUNDLE', { requires: [999] });
export const plainCart = cartOf(cartItem(plain, 12, 12));
export const smsCart = cartOf(cartItem(smsProduct, 12, 12));
export const mcaCart = cartOf(cartItem(mcaProduct, 12, 12));

export const card = paymentOption('adyen-scheme');
export const paypalIntegration = paymentOption('paypal-integration');
export const smsSepa: PaymentOption = { ...sepa, sms_validation: true };
export { sepa };

/** Deterministic id source: the app would draw a random UUID here. */
export const KEY_PREFIX = '0d9c6a52-6f0e-4c4e-9a57-3b1f2a8c7d10';

export function confirmInput(overrides: Partial<ConfirmInput> = {}): ConfirmInput {
  return {
    cart: plainCart,
    catalogue: shop,
    paymentOption: sepa,
    existingCustomer: false,
    hasCustomer: true,
    storedFeedback: null,
    storedAgreements: null,
    idempotencyKeyPrefix: KEY_PREFIX,
    ...overrides,
  };
}

/** The drop-in's encrypted card data. */
export const cardData = { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$abc', holderName: 'Erika' };

export function cardResult(
  resultCode: AdyenPaymentResponse['resultCode'],
  overrides: Partial<AdyenPaymentResponse> = {},
): AdyenPaymentResponse {
  const authorised = ['Authorised', 'Pending', 'Received'].includes(resultCode);
  return {
    resultCode,
    action: null,
    psp_reference: authorised ? 'PSP-8815' : null,
    recurring_reference: authorised ? 'REC-4711' : null,
    refusal_reason: resultCode === 'Refused' ? 'Not enough balance' : null,
    ...overrides,
  };
}

export const PROVIDER_URL = 'https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect?MD=xyz';

export const cardRedirect = cardResult('RedirectShopper', {
  action: { type: 'redirect', url: PROVIDER_URL, method: 'GET', paymentMethodType: 'scheme' },
});

/** An action the drop-in would have to handle in place (no URL to go to). */
export const cardInPlaceAction = cardResult('ChallengeShopper', {
  action: { type: 'threeDS2', paymentMethodType: 'scheme' },
});

export const APPROVE_URL = 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1';

export const subscription: PaypalCreateSubscriptionResponse = {
  subscription_id: 'I-BW452GLLEP1G',
  links: [
    {
      rel: 'self',
      href: 'https://api.sandbox.paypal.com/v1/billing/subscriptions/I-BW452GLLEP1G',
      method: 'GET',
    },
    { rel: 'approve', href: APPROVE_URL, method: 'GET' },
  ],
};

export const subscriptionWithoutApprove: PaypalCreateSubscriptionResponse = {
  subscription_id: 'I-BW452GLLEP1G',
  links: [{ rel: 'self', href: 'https://api.sandbox.paypal.com/v1/billing/subscriptions/I-BW452GLLEP1G' }],
};

/** The server placed the order: it needs no SMS code (or has it already). */
export const placed: ConfirmOrderResponse = { order_code: 'ORD-2024-0001', order_id: 4711, status: 'placed' };
/** The server placed the order and waits for its SMS code. */
export const placedAwaitingSms: ConfirmOrderResponse = { ...placed, status: 'awaiting_sms_validation' };
