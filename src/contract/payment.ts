import { z } from 'zod';
import { BoundedText, BoundedToken, EmptyBody, HttpUrl } from './common';

/** Card-provider (Adyen) methods: `adyen-` followed by the provider's method type, e.g. `adyen-scheme`. */
export const AdyenPaymentSlug = z.templateLiteral(['adyen-', z.string().regex(/^[a-z0-9_]+$/)]);
export type AdyenPaymentSlug = z.infer<typeof AdyenPaymentSlug>;

/** Slugs of the payment types that need no provider data. */
export const SimplePaymentSlug = z.enum(['credit-card', 'bank-transfer']);
export const PaypalPaymentSlug = z.enum(['paypal', 'paypal-integration']);

/**
 * Payment type slugs: sepa, paypal, paypal-integration, adyen-*, credit-card, bank-transfer.
 * The spec spells the payment option's `type` differently (paypalintegration, banktransfer,
 * creditcard); our choice: the option uses these slugs too, so there is one vocabulary.
 */
export const PaymentTypeSlug = z.union([
  z.literal('sepa'),
  PaypalPaymentSlug,
  SimplePaymentSlug,
  AdyenPaymentSlug,
]);
export type PaymentTypeSlug = z.infer<typeof PaymentTypeSlug>;

/** Payment type offered by the brand (`GET /api/v2/payment-types`). */
export const PaymentType = z.object({
  is_active: z.boolean(),
  name: z.string(),
  slug: PaymentTypeSlug,
  sms_validation_required: z.boolean(),
});
export type PaymentType = z.infer<typeof PaymentType>;
export const PaymentTypesResponse = z.object({ data: z.array(PaymentType) });

/** The payment option stored in the session (`GET /api/v2/session/payment`). */
export const PaymentOption = z.object({
  type: PaymentTypeSlug,
  bank: z.string().nullable(),
  bic: z.string().nullable(),
  holder: z.string().nullable(),
  iban: z.string().nullable(),
  permission: z.boolean(),
  psp_reference: z.string().nullable(),
  recurring_reference: z.string().nullable(),
  paypal_reference: z.string().nullable(),
  /** Whether the order must be validated by SMS because of this option (computed by the server). */
  sms_validation: z.boolean(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;
export const PaymentOptionResponse = z.object({ data: PaymentOption.nullable() });
export const SavePaymentOptionResponse = z.object({ data: PaymentOption });

/**
 * Requested flag only: the server derives the effective `sms_validation` from the payment type and
 * the cart and never trusts this value.
 */
const SmsValidationFlag = z.boolean().optional();

/**
 * SEPA direct debit. Holder min 3, IBAN/BIC patterns, bank required per brand flag and "permission
 * must be accepted" are src/domain rules; text caps are server-protection limits.
 */
export const SepaPaymentBody = z.object({
  type: z.literal('sepa'),
  holder: BoundedText,
  iban: BoundedText,
  bic: BoundedText,
  bank: z.nullable(BoundedText),
  permission: z.boolean(),
  sms_validation: SmsValidationFlag,
});
export type SepaPaymentBody = z.infer<typeof SepaPaymentBody>;

/** Card provider: references are null until the provider authorised (Authorised, Pending, Received). */
export const AdyenPaymentBody = z.object({
  type: AdyenPaymentSlug,
  permission: z.literal(true),
  psp_reference: z.optional(z.nullable(BoundedText)),
  recurring_reference: z.optional(z.nullable(BoundedText)),
  sms_validation: SmsValidationFlag,
});
export type AdyenPaymentBody = z.infer<typeof AdyenPaymentBody>;

export const PaypalPaymentBody = z.object({
  type: PaypalPaymentSlug,
  permission: z.literal(true),
  /** Our addition: the approved subscription id, once known. */
  paypal_reference: z.optional(z.nullable(BoundedText)),
  sms_validation: SmsValidationFlag,
});
export type PaypalPaymentBody = z.infer<typeof PaypalPaymentBody>;

export const SimplePaymentBody = z.object({
  type: SimplePaymentSlug,
  permission: z.literal(true),
  sms_validation: SmsValidationFlag,
});
export type SimplePaymentBody = z.infer<typeof SimplePaymentBody>;

/**
 * `PUT /api/v2/session/payment` (also `payment` of the confirm payload): one shape per type.
 * A plain union, because `adyen-*` is a pattern a discriminated union cannot key on.
 */
export const SessionPaymentBody = z.union([
  SepaPaymentBody,
  AdyenPaymentBody,
  PaypalPaymentBody,
  SimplePaymentBody,
]);
export type SessionPaymentBody = z.infer<typeof SessionPaymentBody>;

// --- Card provider (Adyen) -------------------------------------------------------------------

export const AdyenPaymentMethodsBody = z.object({ countryCode: z.string().regex(/^[A-Z]{2}$/) });

/** One method of the provider's list as the drop-in expects it; extra provider keys pass through. */
export const AdyenPaymentMethod = z.looseObject({
  type: z.string(),
  name: z.string(),
  brands: z.array(z.string()).optional(),
});
export type AdyenPaymentMethod = z.infer<typeof AdyenPaymentMethod>;

/** `sandbox` is our addition: the local sandbox provider that speaks the same contract. */
export const AdyenEnvironment = z.enum([
  'test',
  'live',
  'live-us',
  'live-au',
  'live-apse',
  'live-in',
  'sandbox',
]);

export const AdyenPaymentMethodsResponse = z.object({
  client_key: z.string(),
  environment: AdyenEnvironment,
  /** Our choice: the plain list (the drop-in gets `{ paymentMethods: methods }`). */
  methods: z.array(AdyenPaymentMethod),
});
export type AdyenPaymentMethodsResponse = z.infer<typeof AdyenPaymentMethodsResponse>;

/**
 * `paymentMethod` from the drop-in's state: a `type` plus encrypted card fields or method details.
 * Values are bounded (server protection); nested objects are not accepted.
 */
export const AdyenPaymentMethodData = z
  .object({ type: z.string().min(1).max(100) })
  .catchall(z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]));

export const AdyenCreatePaymentBody = z.object({
  paymentMethod: AdyenPaymentMethodData,
  /** Must be the brand's own origin; the server checks it. */
  origin: HttpUrl,
  returnUrl: HttpUrl,
  /** The spec writes "channel web"; the server sends Adyen's `Web`. */
  channel: z.literal('web'),
  shopperEmail: z.email().max(254),
});
export type AdyenCreatePaymentBody = z.infer<typeof AdyenCreatePaymentBody>;

export const AdyenPaymentDetailsBody = z.object({
  details: z.object({ redirectResult: BoundedToken }),
});
export type AdyenPaymentDetailsBody = z.infer<typeof AdyenPaymentDetailsBody>;

export const AdyenResultCode = z.enum([
  'AuthenticationFinished',
  'AuthenticationNotRequired',
  'Authorised',
  'Cancelled',
  'ChallengeShopper',
  'Error',
  'IdentifyShopper',
  'PartiallyAuthorised',
  'Pending',
  'PresentToShopper',
  'Received',
  'RedirectShopper',
  'Refused',
]);
export type AdyenResultCode = z.infer<typeof AdyenResultCode>;

/** Further action for the drop-in (redirect, 3-D Secure, ...); passed on as the provider sent it. */
export const AdyenAction = z.looseObject({
  type: z.string(),
  paymentMethodType: z.string().optional(),
  url: z.string().optional(),
  method: z.string().optional(),
});

/**
 * Answer of create-payment and payment-details (not shown in the spec beyond "action" and the
 * references; our choice): Authorised, Pending and Received carry the references.
 */
export const AdyenPaymentResponse = z.object({
  resultCode: AdyenResultCode,
  action: AdyenAction.nullable(),
  psp_reference: z.string().nullable(),
  recurring_reference: z.string().nullable(),
  refusal_reason: z.string().nullable(),
});
export type AdyenPaymentResponse = z.infer<typeof AdyenPaymentResponse>;

// --- PayPal subscriptions ---------------------------------------------------------------------

export const PaypalLink = z.object({
  /** The browser goes to the link whose rel is `approve`; without one it shows a payment error. */
  rel: z.string(),
  href: z.url(),
  method: z.string().optional(),
});
export type PaypalLink = z.infer<typeof PaypalLink>;

/**
 * Not shown in the spec; our choice: no payload. The server builds the return URL (confirm with
 * subscription_id) and the cancel URL (/cancel-paypal-subscription/{order_code}) from the brand's
 * fqdn, so no redirect target comes from the browser.
 */
export const PaypalCreateSubscriptionBody = EmptyBody;

export const PaypalCreateSubscriptionResponse = z.object({
  /** Our addition: PayPal's subscription id. */
  subscription_id: z.string(),
  links: z.array(PaypalLink),
});
export type PaypalCreateSubscriptionResponse = z.infer<typeof PaypalCreateSubscriptionResponse>;

/** Not shown in the spec; our choice: the subscription to cancel, answered with `OkResponse`. */
export const PaypalCancelSubscriptionBody = z.object({
  subscription_id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/),
});
export type PaypalCancelSubscriptionBody = z.infer<typeof PaypalCancelSubscriptionBody>;
