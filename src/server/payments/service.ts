import type { LocaleCode } from '@contract/common';
import type {
  AdyenCreatePaymentBody,
  AdyenPaymentMethodsResponse,
  AdyenPaymentResponse,
  AdyenResultCode,
  PaymentOption,
  PaypalCreateSubscriptionResponse,
} from '@contract/payment';
import type { CatalogueContext } from '@domain/catalogue-context';
import { sanitizePaymentRedirectValue } from '@domain/validation/sanitize';
import { and, eq, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { HttpError } from '../http/api-error';
import { checkoutCart } from '../orders/checkout-cart';
import { cartHash, newOrderCode, sha256 } from '../orders/identifiers';
import { priceCart } from '../orders/pricing';
import type { SessionRecord, SessionStore } from '../sessions/store';
import { sessionVatDecision } from '../vat/session-vat';
import { LazyAdyenCardProvider } from './lazy-adyen';
import { PaypalApiProvider } from './paypal';
import { SandboxCardProvider } from './sandbox-card';
import { SandboxPaypalProvider } from './sandbox-paypal';
import { boundedCardProvider, boundedPaypalProvider } from './time-budget';
import {
  type CardPaymentProvider,
  type CardPaymentResult,
  type PaypalProvider,
  ProviderError,
  type SubscriptionStatus,
} from './types';

export type PaymentRow = typeof payments.$inferSelect;

const CURRENCY = 'EUR';

/** Card results that carry the provider's confirmation (spec: Authorised, Pending, Received). */
const CONFIRMED_CARD_STATUSES = new Set(['authorised', 'pending', 'received']);
/** Subscription states in which the visitor has approved the subscription at PayPal. */
const APPROVED_SUBSCRIPTIONS = new Set<SubscriptionStatus>(['approved', 'active']);

/** Our status of a card payment for a provider result code. */
function cardStatus(resultCode: AdyenResultCode): string {
  switch (resultCode) {
    case 'Authorised':
    case 'Pending':
    case 'Received':
    case 'Refused':
    case 'Cancelled':
    case 'Error':
      return resultCode.toLowerCase();
    case 'RedirectShopper':
      return 'redirect_shopper';
    default:
      // IdentifyShopper, ChallengeShopper, PresentToShopper, ...: the drop-in still has to act.
      return 'action_pending';
  }
}

/** The browser's answer: references only with the provider's confirmation. */
function answer(result: CardPaymentResult): AdyenPaymentResponse {
  const confirmed = CONFIRMED_CARD_STATUSES.has(cardStatus(result.resultCode));
  return {
    resultCode: result.resultCode,
    action: result.action,
    psp_reference: confirmed ? result.pspReference : null,
    recurring_reference: confirmed ? result.recurringReference : null,
    refusal_reason: result.refusalReason,
  };
}

function recordedAnswer(row: PaymentRow): AdyenPaymentResponse {
  return answer({
    resultCode: (row.resultCode ?? 'Error') as AdyenResultCode,
    action: null,
    merchantReference: row.reference,
    pspReference: row.providerReference,
    recurringReference: row.recurringReference,
    refusalReason: row.refusalReason,
  });
}

const refuseDetails = (): never => {
  throw new HttpError(422, 'payment_details_invalid');
};

function providerFailure(error: unknown): never {
  if (error instanceof ProviderError) throw new HttpError(502, 'payment_provider_error');
  throw error;
}

/** A payment the order may rely on: the provider has confirmed it for this session and cart. */
export interface VerifiedPayment {
  paymentId: number | null;
  /** See `orders.payment_status`. */
  paymentStatus: 'awaiting_collection' | 'authorised' | 'pending' | 'subscription_active';
  /** The option with the references from our records (never the browser's). */
  option: PaymentOption;
  /** The order code reserved by the payment (its merchant reference), if any. */
  reservedOrderCode: string | null;
}

/** What of a payment option points at a provider payment. */
export type PaymentReferences = { type: string } & Partial<
  Pick<PaymentOption, 'psp_reference' | 'paypal_reference'>
>;

export interface CheckoutInput {
  session: SessionRecord | null;
  brandId: number;
  locale: LocaleCode;
  context: CatalogueContext;
}

/**
 * Card payments and PayPal subscriptions behind their providers, with our own record of every
 * payment (`payments`): the amount comes from the session's cart priced by the server, every step
 * is bound to the session that started the payment, and a result is only ever what the provider
 * answered server to server (the sandbox's records for the sandbox), never what a browser claims.
 */
export class PaymentService {
  readonly card: CardPaymentProvider;
  readonly paypal: PaypalProvider;
  /** The sandbox providers, for their pages (null when a real provider is configured). */
  readonly sandboxCard: SandboxCardProvider | null;
  readonly sandboxPaypal: SandboxPaypalProvider | null;

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    config: Pick<Config, 'cardPayments' | 'paypal' | 'paymentProviderTimeoutMs'>,
  ) {
    this.sandboxCard = config.cardPayments.kind === 'adyen' ? null : new SandboxCardProvider(db);
    this.sandboxPaypal = config.paypal.kind === 'paypal' ? null : new SandboxPaypalProvider(db);
    const card =
      config.cardPayments.kind === 'adyen'
        ? new LazyAdyenCardProvider(config.cardPayments)
        : this.sandboxCard;
    const paypal =
      config.paypal.kind === 'paypal' ? new PaypalApiProvider(config.paypal) : this.sandboxPaypal;
    if (!card || !paypal) throw new Error('no payment provider');
    // Every provider call is bounded, whatever the adapter does: a hanging provider is a 502.
    this.card = boundedCardProvider(card, config.paymentProviderTimeoutMs);
    this.paypal = boundedPaypalProvider(paypal, config.paymentProviderTimeoutMs);
  }

  async paymentMethods(input: CheckoutInput & { countryCode: string }): Promise<AdyenPaymentMethodsResponse> {
    const cart = input.session?.cart;
    const amountCents =
      cart && cart.items.length > 0
        ? priceCart(cart, input.context, sessionVatDecision(input.session?.state, input.context.brand))
            .firstBillGrossCents
        : 0;
    try {
      const methods = await this.card.paymentMethods({
        countryCode: input.countryCode,
        amountCents,
        currency: CURRENCY,
        locale: input.locale,
      });
      return { client_key: methods.clientKey, environment: methods.environment, methods: methods.methods };
    } catch (error) {
      return providerFailure(error);
    }
  }

  /** A new payment row for the session's current cart; its reference is the order code to be. */
  private async startPayment(
    input: CheckoutInput,
    kind: 'card' | 'paypal',
    provider: string,
    method: string | null,
  ) {
    const session = input.session;
    const { cart } = await checkoutCart(this.sessions, session, input.context);
    if (!session) throw new HttpError(422, 'cart_empty');
    const priced = priceCart(cart, input.context, sessionVatDecision(session.state, input.context.brand));
    const [row] = await this.db
      .insert(payments)
      .values({
        reference: newOrderCode(),
        sessionIdHash: session.idHash,
        brandId: input.brandId,
        kind,
        provider,
        method,
        amountCents: kind === 'card' ? priced.firstBillGrossCents : priced.monthlyGrossCents,
        currency: CURRENCY,
        cartHash: cartHash(cart),
        status: 'created',
      })
      .returning();
    if (!row) throw new Error('payment insert returned no row');
    return row;
  }

  private async recordCardResult(id: number, result: CardPaymentResult, redirectResultHash?: string) {
    await this.db
      .update(payments)
      .set({
        status: cardStatus(result.resultCode),
        resultCode: result.resultCode,
        providerReference: result.pspReference,
        recurringReference: result.recurringReference,
        refusalReason: result.refusalReason,
        ...(redirectResultHash ? { redirectResultHash } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, id));
  }

  async createCardPayment(
    input: CheckoutInput & { body: AdyenCreatePaymentBody; origin: string; returnUrl: string },
  ): Promise<AdyenPaymentResponse> {
    const row = await this.startPayment(input, 'card', this.card.name, input.body.paymentMethod.type);
    let result: CardPaymentResult;
    try {
      result = await this.card.createPayment({
        reference: row.reference,
        amountCents: row.amountCents,
        currency: row.currency,
        paymentMethod: input.body.paymentMethod,
        returnUrl: input.returnUrl,
        origin: input.origin,
        shopperEmail: input.body.shopperEmail,
        shopperReference: `shopper-${sha256(`shopper:${row.sessionIdHash}`).slice(0, 32)}`,
        locale: input.locale,
      });
    } catch (error) {
      await this.db
        .update(payments)
        .set({ status: 'error', updatedAt: new Date() })
        .where(eq(payments.id, row.id));
      return providerFailure(error);
    }
    await this.recordCardResult(row.id, result);
    return answer(result);
  }

  /**
   * `payment-details`: the provider decides, server to server; the payment it names must be one
   * this session started. The same redirect result again from the same session (a reload of the
   * return URL, a retry after a lost answer) gets the recorded decision, without asking again; from
   * any other session, or never issued, it is refused.
   */
  async submitCardDetails(
    session: SessionRecord | null,
    redirectResult: string,
  ): Promise<AdyenPaymentResponse> {
    if (!session) return refuseDetails();
    const hash = sha256(redirectResult);
    const [known] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.redirectResultHash, hash))
      .limit(1);
    if (known && known.sessionIdHash !== session.idHash) return refuseDetails();
    if (known && known.resultCode !== null && known.status !== 'redirect_shopper')
      return recordedAnswer(known);

    let result: CardPaymentResult | null;
    try {
      result = await this.card.paymentDetails({ redirectResult });
    } catch (error) {
      return providerFailure(error);
    }
    if (!result?.merchantReference) return refuseDetails();
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.reference, result.merchantReference),
          eq(payments.kind, 'card'),
          eq(payments.provider, this.card.name),
        ),
      )
      .limit(1);
    if (!row || row.sessionIdHash !== session.idHash) return refuseDetails();
    if (row.redirectResultHash !== null && row.redirectResultHash !== hash) return refuseDetails();
    await this.recordCardResult(row.id, result, hash);
    return answer(result);
  }

  async createSubscription(
    input: CheckoutInput & { origin: string; brandName: string },
  ): Promise<PaypalCreateSubscriptionResponse> {
    const row = await this.startPayment(input, 'paypal', this.paypal.name, null);
    try {
      const created = await this.paypal.createSubscription({
        reference: row.reference,
        amountCents: row.amountCents,
        currency: row.currency,
        returnUrl: `${input.origin}/confirm`,
        cancelUrl: `${input.origin}/cancel-paypal-subscription/${row.reference}`,
        origin: input.origin,
        brandName: input.brandName,
        locale: input.locale,
      });
      await this.db
        .update(payments)
        .set({
          status: created.status,
          providerReference: created.subscriptionId,
          redirectReference: sanitizePaymentRedirectValue(created.subscriptionId) ?? null,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, row.id));
      return { subscription_id: created.subscriptionId, links: created.links };
    } catch (error) {
      await this.db
        .update(payments)
        .set({ status: 'error', updatedAt: new Date() })
        .where(eq(payments.id, row.id));
      return providerFailure(error);
    }
  }

  /**
   * This session's subscription by the id the browser brings back: as PayPal wrote it, or as the
   * app's redirect sanitiser left it (PayPal's `I-…` ids lose their hyphen on the way).
   */
  async findSubscription(sessionIdHash: string, id: string): Promise<PaymentRow | null> {
    const sanitized = sanitizePaymentRedirectValue(id) ?? id;
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.sessionIdHash, sessionIdHash),
          eq(payments.kind, 'paypal'),
          eq(payments.provider, this.paypal.name),
          or(eq(payments.providerReference, id), eq(payments.redirectReference, sanitized)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async cancelSubscription(
    session: SessionRecord | null,
    subscriptionId: string,
    usedByOrder: (paymentId: number) => Promise<boolean>,
  ) {
    const row = session ? await this.findSubscription(session.idHash, subscriptionId) : null;
    if (!row?.providerReference) throw new HttpError(404, 'payment_not_found');
    if (await usedByOrder(row.id)) throw new HttpError(409, 'subscription_in_use');
    try {
      await this.paypal.cancelSubscription(row.providerReference);
    } catch (error) {
      providerFailure(error);
    }
    await this.db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(payments.id, row.id));
  }

  /**
   * The payment row an order's payment option points at (card: the psp reference; PayPal: the
   * subscription id), among this session's payments; null for types without a provider payment
   * or when nothing matches.
   */
  async paymentOfOption(sessionIdHash: string, option: PaymentReferences): Promise<PaymentRow | null> {
    if (option.type.startsWith('adyen-')) {
      if (!option.psp_reference) return null;
      const [row] = await this.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.sessionIdHash, sessionIdHash),
            eq(payments.kind, 'card'),
            eq(payments.provider, this.card.name),
            eq(payments.providerReference, option.psp_reference),
          ),
        )
        .limit(1);
      return row ?? null;
    }
    if (option.type === 'paypal-integration') {
      return option.paypal_reference ? this.findSubscription(sessionIdHash, option.paypal_reference) : null;
    }
    return null;
  }

  /**
   * Whether the order may rely on the payment option: card payments must be confirmed by the
   * provider (Authorised, Pending, Received) for this session and this very cart; a PayPal
   * subscription is asked for its status at PayPal now and must be approved or active. Other types
   * (SEPA, bank transfer, ...) are collected after the order. Refusals are 4xx with `payment` errors.
   */
  async verifyForOrder(input: {
    sessionIdHash: string;
    option: PaymentOption;
    cartHash: string;
    locale: LocaleCode;
    message: (key: 'payment_not_authorised' | 'subscription_not_active' | 'payment_cart_mismatch') => string;
  }): Promise<VerifiedPayment> {
    const { option } = input;
    const isCard = option.type.startsWith('adyen-');
    if (!isCard && option.type !== 'paypal-integration') {
      return { paymentId: null, paymentStatus: 'awaiting_collection', option, reservedOrderCode: null };
    }
    const missing = isCard ? 'payment_not_authorised' : 'subscription_not_active';
    const refuse = (key: typeof missing): never => {
      throw new HttpError(422, key, { payment: [input.message(key)] });
    };
    const row = await this.paymentOfOption(input.sessionIdHash, option);
    if (!row) return refuse(missing);
    if (row.cartHash !== input.cartHash) {
      throw new HttpError(409, 'payment_cart_mismatch', {
        payment: [input.message('payment_cart_mismatch')],
      });
    }
    if (isCard) {
      if (!CONFIRMED_CARD_STATUSES.has(row.status)) return refuse(missing);
      return {
        paymentId: row.id,
        paymentStatus: row.status === 'authorised' ? 'authorised' : 'pending',
        option: {
          ...option,
          psp_reference: row.providerReference,
          recurring_reference: row.recurringReference,
        },
        reservedOrderCode: row.reference,
      };
    }
    let status: SubscriptionStatus | null;
    try {
      status = row.providerReference ? await this.paypal.subscriptionStatus(row.providerReference) : null;
    } catch (error) {
      return providerFailure(error);
    }
    if (status && status !== row.status) {
      await this.db.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, row.id));
    }
    if (!status || !APPROVED_SUBSCRIPTIONS.has(status)) return refuse(missing);
    return {
      paymentId: row.id,
      paymentStatus: 'subscription_active',
      option: { ...option, paypal_reference: row.providerReference },
      reservedOrderCode: row.reference,
    };
  }
}
