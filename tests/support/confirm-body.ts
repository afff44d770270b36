import type { Cart } from '@contract/cart';
import type { ConfirmOrderBody } from '@contract/orders';

/**
 * The confirm body the app sends for a new customer who leaves the feedback section empty and
 * needs no agreements: `cart` with the idempotency key `key`, and `overrides` on top.
 */
export function confirmBody(
  cart: Cart,
  key: string,
  overrides: Partial<ConfirmOrderBody> = {},
): ConfirmOrderBody {
  return {
    idempotency_key: key,
    advertised_customer: null,
    referral_id: null,
    known_from: null,
    other_known_from: null,
    comment: null,
    allowed_newsletter: false,
    mca_agreement: false,
    eult_agreement: false,
    gtc_agreement: false,
    cart,
    ...overrides,
  };
}
