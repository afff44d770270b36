import { z } from 'zod';
import { CloudPanelOrderType } from './auth';
import { Cart } from './cart';
import { ApiError, BoundedText, IdParam } from './common';
import { AddressInfoBody, BasicInfoBody } from './customer';
import { KnownFrom } from './feedback';
import { SessionPaymentBody } from './payment';
import { VatIdCheck, VatTreatment } from './vat';

export { KnownFrom, OrderFeedback } from './feedback';

/** Agreements the visitor must accept: required when a product or addon has the attribute 'true'. */
export const RequiredAgreements = z.object({ mca: z.boolean(), eult: z.boolean(), gtc: z.boolean() });
export type RequiredAgreements = z.infer<typeof RequiredAgreements>;

/** Order data of the browser's order state (defaults: terms true, mca_agreement and newsletter false). */
export const OrderData = z.object({
  advertisedcustomer: z.string().nullable(),
  referral_id: z.string().nullable(),
  knownfrom: z.nullable(KnownFrom),
  otherknownfrom: z.string().nullable(),
  comment: z.string().nullable(),
  generalbusinessterm: z.boolean(),
  privacyterm: z.boolean(),
  mca_agreement: z.boolean(),
  newsletter: z.boolean(),
});
export type OrderData = z.infer<typeof OrderData>;

export const OrderState = z.object({
  order_code: z.string().nullable(),
  order_id: z.number().int().positive().nullable(),
  order_draft_id: z.number().int().positive().nullable(),
  order_type: z.nullable(CloudPanelOrderType),
  order_data: OrderData,
});
export type OrderState = z.infer<typeof OrderState>;

/**
 * Our addition: a key the browser generates once per confirm attempt (e.g. `crypto.randomUUID()`)
 * and repeats on retries; the server places at most one order per key.
 */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9-]{16,128}$/);

/**
 * `POST /api/v2/orders`. Feedback rules (2-20 characters, comment max 500, ...) are src/domain
 * rules; text caps here are server-protection limits. `basic_info`, `address_info` and `payment`
 * come with new customers only. The server checks `cart` against the session's cart.
 */
export const ConfirmOrderBody = z.object({
  idempotency_key: IdempotencyKey,
  advertised_customer: z.nullable(BoundedText),
  referral_id: z.nullable(BoundedText),
  known_from: z.nullable(KnownFrom),
  other_known_from: z.nullable(BoundedText),
  comment: z.nullable(BoundedText),
  allowed_newsletter: z.boolean(),
  mca_agreement: z.boolean(),
  eult_agreement: z.boolean(),
  gtc_agreement: z.boolean(),
  cart: Cart,
  basic_info: BasicInfoBody.optional(),
  address_info: AddressInfoBody.optional(),
  payment: SessionPaymentBody.optional(),
});
export type ConfirmOrderBody = z.infer<typeof ConfirmOrderBody>;

/** Our choice (spec: "get order by id", shape not shown). */
export const OrderStatus = z.enum(['awaiting_sms_validation', 'placed']);

/**
 * The placed order. `status` is our addition: `awaiting_sms_validation` when the order waits for its
 * SMS code (the browser goes to SMS validation), else `placed`.
 */
export const ConfirmOrderResponse = z.object({
  order_code: z.string().min(1),
  order_id: z.number().int().positive(),
  status: OrderStatus,
});
export type ConfirmOrderResponse = z.infer<typeof ConfirmOrderResponse>;

export const OrderIdParam = IdParam;

/**
 * One priced element of an order (our choice): its article (the product, addon or upsell id; for a
 * domain its TLD's article), its name (for a domain its TLD, such as `.de`, never the name the
 * visitor chose) and what its first bill costs (monthly price for the months one bill covers, plus
 * the setup fee), net and gross in euros, as the server priced it when the order was placed.
 */
export const OrderPurchaseLine = z.object({
  article_id: z.number().int(),
  kind: z.enum(['product', 'addon', 'upsell', 'domain']),
  name: z.string(),
  net: z.number().nonnegative(),
  gross: z.number().nonnegative(),
});
export type OrderPurchaseLine = z.infer<typeof OrderPurchaseLine>;

/**
 * What the order costs in euros (our choice): the first bill of all its lines, net and gross, so
 * order tracking reports the server's prices and never computes them in the browser.
 */
export const OrderPurchase = z.object({
  currency: z.literal('EUR'),
  net: z.number().nonnegative(),
  gross: z.number().nonnegative(),
  lines: z.array(OrderPurchaseLine),
});
export type OrderPurchase = z.infer<typeof OrderPurchase>;

/** Our choice of fields: what the SMS and success screens (and order tracking) need. */
export const Order = z.object({
  id: z.number().int().positive(),
  order_code: z.string().min(1),
  status: OrderStatus,
  order_type: z.nullable(CloudPanelOrderType),
  sms_validation_required: z.boolean(),
  /** The SMS screen asks for a phone number only when the customer has none. */
  customer_has_phone: z.boolean(),
  created_at: z.iso.datetime(),
  /**
   * The VAT the order was priced with (`reverse_charge`: net, the customer accounts for the VAT)
   * and the VIES check of the company VAT id it rests on, with its time; null without one.
   */
  vat: z.object({ treatment: VatTreatment, vat_id_check: z.nullable(VatIdCheck) }),
  purchase: OrderPurchase,
});
export type Order = z.infer<typeof Order>;
export const OrderResponse = z.object({ data: Order });
/** `GET /api/v2/session/order` (ours): the session's latest order, null when there is none. */
export const CurrentOrderResponse = z.object({ data: Order.nullable() });

/**
 * `POST /api/v2/orders/:id/validate`. The five-character code alphabet and "phone required when
 * the customer has none" are src/domain rules; the caps protect the server.
 */
export const SmsValidateBody = z.object({
  method: z.literal('sms'),
  phoneNo: z.string().max(64).optional(),
  smsCode: z.string().min(1).max(16),
});
export type SmsValidateBody = z.infer<typeof SmsValidateBody>;

/** Our choice (not shown): the validated order. */
export const SmsValidateResponse = z.object({
  validated: z.literal(true),
  order_id: z.number().int().positive(),
  order_code: z.string().min(1),
});
export type SmsValidateResponse = z.infer<typeof SmsValidateResponse>;

/** 4xx of SMS validation: `ApiError` whose field errors are only `phoneNo` and `smsCode`. */
export const SmsValidationError = z.object({
  ...ApiError.shape,
  errors: z
    .object({
      phoneNo: z.array(z.string()).optional(),
      smsCode: z.array(z.string()).optional(),
    })
    .default({}),
});
export type SmsValidationError = z.infer<typeof SmsValidationError>;
