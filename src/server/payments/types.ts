import type { LocaleCode } from '@contract/common';
import type { AdyenEnvironment, AdyenPaymentMethod, AdyenResultCode, PaypalLink } from '@contract/payment';
import type { z } from 'zod';

/** What a card provider answered about one payment (create or details). */
export interface CardPaymentResult {
  resultCode: AdyenResultCode;
  /** A further action for the drop-in (redirect, 3-D Secure), passed on as the provider sent it. */
  action: ({ type: string } & Record<string, unknown>) | null;
  /** Our reference the provider echoes (Adyen's merchantReference). */
  merchantReference: string | null;
  pspReference: string | null;
  recurringReference: string | null;
  refusalReason: string | null;
}

export interface CardPaymentMethods {
  clientKey: string;
  environment: z.infer<typeof AdyenEnvironment>;
  methods: AdyenPaymentMethod[];
}

export interface CreateCardPayment {
  /** Our reference (the order code the order placed with this payment gets). */
  reference: string;
  amountCents: number;
  currency: string;
  /** The drop-in's payment method data (type plus encrypted fields), passed through unread. */
  paymentMethod: { type: string } & Record<string, string | number | boolean | null>;
  /** Where the provider sends the shopper back (checked: our origin, `/confirm`). */
  returnUrl: string;
  origin: string;
  shopperEmail: string;
  /** Stable per shopper for the stored (recurring) payment method. */
  shopperReference: string;
  locale: LocaleCode;
}

/**
 * Card payments (checkout spec: card provider). Adyen in production, the local sandbox by default;
 * both speak the contract of `/api/v2/adyen/*`.
 */
export interface CardPaymentProvider {
  readonly name: 'sandbox' | 'adyen';
  paymentMethods(input: {
    countryCode: string;
    amountCents: number;
    currency: string;
    locale: LocaleCode;
  }): Promise<CardPaymentMethods>;
  createPayment(input: CreateCardPayment): Promise<CardPaymentResult>;
  /**
   * The provider's decision for a redirect result, asked server to server; null when the provider
   * does not know it (forged, or not for this merchant).
   */
  paymentDetails(input: { redirectResult: string }): Promise<CardPaymentResult | null>;
}

/** PayPal subscription status, reduced to what the confirm needs. */
export type SubscriptionStatus = 'approval_pending' | 'approved' | 'active' | 'cancelled' | 'other';

export interface CreatedSubscription {
  subscriptionId: string;
  status: SubscriptionStatus;
  links: PaypalLink[];
}

/** PayPal subscriptions: PayPal's REST API, or the local sandbox approve page by default. */
export interface PaypalProvider {
  readonly name: 'sandbox' | 'paypal';
  createSubscription(input: {
    reference: string;
    amountCents: number;
    currency: string;
    /** `/confirm` of our origin; PayPal appends `subscription_id`. */
    returnUrl: string;
    /** `/cancel-paypal-subscription/{order_code}` of our origin. */
    cancelUrl: string;
    /** Our origin, for the sandbox's own approve page. */
    origin: string;
    brandName: string;
    locale: LocaleCode;
  }): Promise<CreatedSubscription>;
  /** The provider's status of the subscription; null when it does not exist there. */
  subscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus | null>;
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/** A provider call failed (network, 5xx, bad credentials): answered 502, never a decision. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
