import { CloudPanelOrderType } from '@contract/auth';
import { Cart } from '@contract/cart';
import type { ApiError, LocaleCode } from '@contract/common';
import type { AddressInfo, BasicInfo } from '@contract/customer';
import type { ConfirmOrderBody, Order } from '@contract/orders';
import type { PaymentOption, PaymentType } from '@contract/payment';
import { type VatIdCheck, VatIdCheckStatus, VatTreatment } from '@contract/vat';
import { findMissingRequirements } from '@domain/cart/requirements';
import { requiredAgreements } from '@domain/roles/agreements';
import { smsValidationRequired } from '@domain/roles/sms';
import { OrderFeedbackForm } from '@domain/validation/checkout/order-feedback';
import { paymentKey } from '@domain/validation/checkout/order-message-keys';
import type { VatDecision } from '@domain/vat/applicable-vat';
import { and, eq, sql } from 'drizzle-orm';
import { orderableCart } from '../cart/orderable';
import type { CatalogueView } from '../catalogue/views';
import { checkAddress, lookUpZipCode } from '../customer/address';
import { checkBasicInfo, VAT_ID_INVALID_KEY } from '../customer/basic-info';
import { paymentCustomer, readCheckout, supportedCountries } from '../customer/checkout-state';
import { type FieldKeys, localizeFieldKeys } from '../customer/field-errors';
import {
  ORDER_STATE_KEY,
  ORDER_TYPE_STATE_KEY,
  storedPaymentOption,
  storedVatIdCheck,
} from '../customer/state';
import type { Database } from '../db/client';
import { orderLines, orders, sessions as sessionsTable } from '../db/schema';
import { HttpError } from '../http/api-error';
import { orderMessage } from '../i18n/order-messages';
import type { OrderConfirmations } from '../mail/order-confirmations';
import { checkPaymentOption } from '../payment/payment-option';
import { selectablePaymentType } from '../payment/payment-types';
import type { PaymentReferences, PaymentService, VerifiedPayment } from '../payments/service';
import {
  mergeReferralSources,
  orderReferral,
  type ReferralSources,
  storedReferralSources,
} from '../sessions/referral';
import type { SessionRecord, SessionStore } from '../sessions/store';
import { checkOfBasicInfo, vatDecisionFor } from '../vat/session-vat';
import type { VatIdChecker } from '../vat/vat-id-checker';
import { canonicalJson, cartHash, newOrderCode } from './identifiers';
import { priceCart } from './pricing';
import { purchaseOf } from './purchase';
import { referralFeedback } from './referral';

export type OrderRow = typeof orders.$inferSelect;

export interface ConfirmInput {
  session: SessionRecord | null;
  brandId: number;
  locale: LocaleCode;
  view: CatalogueView;
  body: ConfirmOrderBody;
  /** The cart version the browser last saw (`If-Match`), when it sent one. */
  expectedCartVersion: number | undefined;
  /** The referral sources the order call itself shows (its cookies and Referer). */
  referralSources: ReferralSources;
}

export interface ConfirmOutcome {
  order: OrderRow;
  /** False for a repeated confirm (same key, or the same payment again): nothing new was placed. */
  created: boolean;
}

/** The VIES check an order records, as the contract shows it (null when none was made). */
function recordedVatIdCheck(row: OrderRow): VatIdCheck | null {
  const status = VatIdCheckStatus.safeParse(row.vatIdCheckStatus);
  if (!row.vatId || !status.success || !row.vatIdCheckedAt) return null;
  return { vat_id: row.vatId, status: status.data, checked_at: row.vatIdCheckedAt.toISOString() };
}

export type OrderLineRow = typeof orderLines.$inferSelect;

/** The contract's order (`GET /api/v2/orders/:id`) with its stored lines. */
export function orderView(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  const orderType = CloudPanelOrderType.safeParse(row.orderType);
  const treatment = VatTreatment.safeParse(row.vatTreatment);
  return {
    id: row.id,
    order_code: row.orderCode,
    status: row.status === 'awaiting_sms_validation' ? 'awaiting_sms_validation' : 'placed',
    order_type: orderType.success ? orderType.data : null,
    sms_validation_required: row.smsValidationRequired,
    customer_has_phone: Boolean(row.phone),
    created_at: row.createdAt.toISOString(),
    vat: {
      treatment: treatment.success ? treatment.data : 'standard',
      vat_id_check: recordedVatIdCheck(row),
    },
    purchase: purchaseOf(lines),
  };
}

/** Feedback fields of the confirm payload, under the names of the domain form. */
const FEEDBACK_FIELDS = {
  advertisedcustomer: 'advertised_customer',
  referral_id: 'referral_id',
  knownfrom: 'known_from',
  otherknownfrom: 'other_known_from',
  comment: 'comment',
} as const;

const AGREEMENTS = ['mca', 'eult', 'gtc'] as const;

/** Whether a database error is a unique violation (PostgreSQL and PGlite alike). */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** What a confirm has checked and will store; built before the transaction. */
interface PreparedOrder {
  cart: Cart;
  cartHash: string;
  cartVersion: number;
  customerNumber: string | null;
  basicInfo: BasicInfo | null;
  address: AddressInfo | null;
  paymentType: PaymentType | null;
  payment: VerifiedPayment | null;
  feedback: Record<string, unknown>;
  agreements: Record<string, boolean>;
  smsRequired: boolean;
  orderType: string | null;
  /** The VAT the lines are priced with, and the VIES check it rests on. */
  vat: VatDecision;
  vatIdCheck: VatIdCheck | null;
  /** Whom the confirmation mail greets and goes to: a new customer's basic info, else the login's. */
  contact: BasicInfo | null;
  /** The session's support reference, named in the confirmation mail. */
  supportReference: string | null;
}

/**
 * Orders. Confirming is exactly once per attempt: the browser sends an idempotency key per confirm
 * attempt (`{prefix}-{n}`, repeated on retries), unique per session in the database; the same
 * key again answers the order it placed (a double click, a retry after a lost answer), the same
 * key with another cart is refused. A payment (card payment or PayPal subscription) backs at most
 * one order, so a replayed payment redirect (a new attempt with the same payment) answers the
 * order that payment already placed. Confirms of one session are serialised on the session row.
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    private readonly payments: PaymentService,
    private readonly vatIds: VatIdChecker,
    private readonly confirmations: OrderConfirmations,
  ) {}

  async findForSession(id: number, sessionIdHash: string | undefined): Promise<OrderRow | null> {
    if (!sessionIdHash) return null;
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.sessionIdHash, sessionIdHash)))
      .limit(1);
    return row ?? null;
  }

  /** The order's priced lines as stored when it was placed. */
  async linesOf(orderId: number): Promise<OrderLineRow[]> {
    return this.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  }

  async paymentUsed(paymentId: number): Promise<boolean> {
    const rows = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
    return rows.length > 0;
  }

  /**
   * An order this request repeats: the same key (same cart: that order; another cart: refused), or
   * the payment of the option already placed an order (same cart: that order; else refused).
   */
  private async repeated(
    session: SessionRecord,
    body: ConfirmOrderBody,
    hash: string,
    option: PaymentReferences | null,
  ): Promise<OrderRow | null> {
    const [byKey] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.sessionIdHash, session.idHash), eq(orders.idempotencyKey, body.idempotency_key)))
      .limit(1);
    if (byKey) {
      if (byKey.cartHash !== hash) throw new HttpError(422, 'idempotency_key_reused');
      return byKey;
    }
    const payment = option ? await this.payments.paymentOfOption(session.idHash, option) : null;
    if (!payment) return null;
    const [byPayment] = await this.db.select().from(orders).where(eq(orders.paymentId, payment.id)).limit(1);
    if (!byPayment) return null;
    if (byPayment.cartHash !== hash || byPayment.sessionIdHash !== session.idHash) {
      throw new HttpError(409, 'payment_already_used');
    }
    return byPayment;
  }

  /** The session row as it is now (not as the request started), locked when in a transaction. */
  private async freshSession(db: Database, idHash: string, lock: boolean) {
    const query = db.select().from(sessionsTable).where(eq(sessionsTable.idHash, idHash)).limit(1);
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  }

  /**
   * The cart the visitor saw must be the session's cart now: the same version (`If-Match`, when
   * sent) and the same content. Otherwise 409 `cart_changed`: the cart moved on in another tab or
   * was corrected by the server, and the visitor has to look at it again.
   */
  private checkSameCart(
    row: { cart: unknown; cartVersion: number } | null,
    input: ConfirmInput,
    hash: string,
  ): void {
    if (!row) throw new HttpError(409, 'cart_changed');
    if (input.expectedCartVersion !== undefined && input.expectedCartVersion !== row.cartVersion) {
      throw new HttpError(409, 'cart_changed');
    }
    const stored = Cart.safeParse(row.cart);
    if (!stored.success || cartHash(stored.data) !== hash) throw new HttpError(409, 'cart_changed');
  }

  async confirm(input: ConfirmInput): Promise<ConfirmOutcome> {
    const { session, body } = input;
    // Without a session the server's cart is empty: nothing the visitor saw can be ordered.
    if (!session && body.cart.items.length === 0) throw new HttpError(422, 'cart_empty');
    if (!session) throw new HttpError(409, 'cart_changed');
    const hash = cartHash(body.cart);
    // The payment the confirm names (payload, else the session's option), for the repeat check.
    const option: PaymentReferences | null = body.payment ?? storedPaymentOption(session.state);
    const early = await this.repeated(session, body, hash, option);
    if (early) return { order: early, created: false };

    let prepared: PreparedOrder;
    try {
      prepared = await this.prepare(input, session, hash);
    } catch (error) {
      // A parallel request with the same key (or payment) may have placed the order meanwhile and
      // emptied the cart: that order is the answer, not the refusal its empty cart causes here.
      const placed = await this.repeated(session, body, hash, option);
      if (placed) return { order: placed, created: false };
      throw error;
    }
    try {
      const outcome = await this.place(input, session, prepared);
      if (outcome.created) this.confirmations.committed();
      return outcome;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const placed = await this.repeated(session, body, hash, prepared.payment?.option ?? option);
      if (placed) return { order: placed, created: false };
      throw error;
    }
  }

  /** Every check of the confirm, in the order the visitor should hear about problems. */
  private async prepare(input: ConfirmInput, session: SessionRecord, hash: string): Promise<PreparedOrder> {
    const { body, view, locale, referralSources } = input;
    const context = view.context;

    // 1. The cart: the one the visitor saw, still valid under today's catalogue, complete.
    const current = await this.freshSession(this.db, session.idHash, false);
    this.checkSameCart(current, input, hash);
    if (!current) throw new HttpError(409, 'cart_changed');
    const cart = body.cart;
    if (cart.items.length === 0) throw new HttpError(422, 'cart_empty');
    const { revalidated } = await this.revalidate(current, view);
    if (!revalidated) throw new HttpError(409, 'cart_changed');
    if (findMissingRequirements(cart, context).length > 0) {
      throw new HttpError(422, 'cart_incomplete', { cart: [orderMessage(locale, 'cart_incomplete')] });
    }

    // 2. Agreements, feedback, customer and payment: every field problem in one answer.
    const errors: ApiError['errors'] = {};
    const required = requiredAgreements(cart, context);
    const agreements = { mca: body.mca_agreement, eult: body.eult_agreement, gtc: body.gtc_agreement };
    for (const agreement of AGREEMENTS) {
      if (required[agreement] && !agreements[agreement]) {
        errors[`${agreement}_agreement`] = [orderMessage(locale, `${agreement}_agreement_required`)];
      }
    }

    const feedback = OrderFeedbackForm.safeParse({
      advertisedcustomer: body.advertised_customer,
      referral_id: body.referral_id,
      knownfrom: body.known_from,
      otherknownfrom: body.other_known_from,
      comment: body.comment,
      newsletter: body.allowed_newsletter,
    });
    if (!feedback.success) {
      const keys: FieldKeys = {};
      for (const issue of feedback.error.issues) {
        const field = FEEDBACK_FIELDS[issue.path[0] as keyof typeof FEEDBACK_FIELDS];
        if (field) keys[field] ??= issue.message;
      }
      Object.assign(errors, localizeFieldKeys(locale, keys));
    }

    const data = await readCheckout(
      session.idHash,
      current.state as Record<string, unknown>,
      view,
      locale,
      this.sessions,
    );
    const existing = data.customerNumber !== null;
    let basicInfo: BasicInfo | null = null;
    let address: AddressInfo | null = null;
    let paymentType: PaymentType | null = null;
    let option: PaymentOption | null = null;
    if (!existing) {
      // New customers: the payload's data when sent (what the visitor confirmed), else the session's.
      const prefixed = (prefix: string, keys: FieldKeys) =>
        Object.fromEntries(Object.entries(keys).map(([field, key]) => [`${prefix}.${field}`, key]));
      if (body.basic_info) {
        const checked = checkBasicInfo(body.basic_info, view.brand.properties);
        if (checked.ok) basicInfo = checked.data;
        else Object.assign(errors, localizeFieldKeys(locale, prefixed('basic_info', checked.keys)));
      } else basicInfo = data.basicInfo;
      if (body.address_info) {
        const checked = await checkAddress(body.address_info, {
          supportedCountries: supportedCountries(view),
          lookUpZipCode: (countryCode, code) => lookUpZipCode(this.db, countryCode, code),
        });
        if (checked.ok) address = checked.data;
        else Object.assign(errors, localizeFieldKeys(locale, prefixed('address_info', checked.keys)));
      } else if (data.address?.postal_code && data.address.city) address = data.address;
      if (!body.basic_info && !basicInfo)
        errors.basic_info = [orderMessage(locale, 'order_customer_missing')];
      if (!body.address_info && !address)
        errors.address_info = [orderMessage(locale, 'order_customer_missing')];

      const slug = body.payment?.type ?? data.payment?.type;
      const customer = paymentCustomer(view, basicInfo, address);
      paymentType = slug ? (selectablePaymentType(view.brand.slug, locale, customer, slug) ?? null) : null;
      if (!slug) errors.payment = [orderMessage(locale, 'payment_data_missing')];
      else if (!paymentType) {
        Object.assign(
          errors,
          localizeFieldKeys(locale, { 'payment.type': paymentKey('type', 'unavailable') }),
        );
      } else if (body.payment) {
        const checked = checkPaymentOption(body.payment, paymentType, {
          showBankField: view.brand.properties.display.bank_name_input,
        });
        if (checked.ok) option = checked.data;
        else Object.assign(errors, localizeFieldKeys(locale, prefixed('payment', checked.keys)));
      } else if (data.payment) {
        option = { ...data.payment, sms_validation: paymentType.sms_validation_required };
      }
    }
    // The VAT: the session's VIES check when it is for this VAT id (what the visitor was shown),
    // else a check now (a confirm whose payload names another VAT id than basic info saved).
    const sessionCheck = checkOfBasicInfo(
      basicInfo,
      storedVatIdCheck(current.state as Record<string, unknown>),
    );
    const vatId = basicInfo?.group === 0 ? basicInfo.company_vat_id : null;
    const vatIdCheck =
      sessionCheck ?? (vatId && !errors['basic_info.company_vat_id'] ? await this.vatIds.check(vatId) : null);
    if (vatIdCheck?.status === 'invalid') {
      Object.assign(errors, localizeFieldKeys(locale, { 'basic_info.company_vat_id': VAT_ID_INVALID_KEY }));
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
    const vat = existing
      ? ({ treatment: 'standard', reason: 'no_vat_id' } as const)
      : vatDecisionFor(view.brand.properties, basicInfo, vatIdCheck);

    // 3. The payment, as the provider confirms it for this session and cart (never the browser's word).
    const payment = option
      ? await this.payments.verifyForOrder({
          sessionIdHash: session.idHash,
          option,
          cartHash: hash,
          locale,
          message: (key) => orderMessage(locale, key),
        })
      : null;

    const orderType = CloudPanelOrderType.safeParse(
      (current.state as Record<string, unknown>)[ORDER_TYPE_STATE_KEY],
    );
    // The referral: the id typed on confirm, else the sources the session saw and this call shows,
    // in the spec's fallback order.
    const referral = orderReferral(
      mergeReferralSources(storedReferralSources(current.state as Record<string, unknown>), referralSources),
      feedback.data?.referral_id,
    );
    return {
      cart,
      cartHash: hash,
      cartVersion: current.cartVersion,
      customerNumber: data.customerNumber,
      basicInfo,
      address: address ?? data.address,
      paymentType,
      payment,
      feedback: {
        ...(feedback.success ? feedback.data : {}),
        ...referralFeedback(referral),
        newsletter: body.allowed_newsletter,
      },
      agreements,
      // Existing customers pay as on file: only the cart can ask for SMS validation then.
      smsRequired: smsValidationRequired(
        cart,
        context,
        paymentType ? { sms_validation: paymentType.sms_validation_required } : null,
      ),
      orderType: orderType.success ? orderType.data : null,
      vat,
      vatIdCheck: existing ? null : vatIdCheck,
      contact: basicInfo ?? data.basicInfo,
      supportReference: await this.confirmations.supportReference(session.idHash, input.brandId),
    };
  }

  /**
   * The stored cart under today's catalogue (src/domain rules) and the session's hosting contracts
   * (see orderableCart). A cart the rules change is saved
   * corrected (its version moves on) and the confirm is refused: the visitor must see it first.
   */
  private async revalidate(
    row: { idHash: string; cart: unknown; cartVersion: number; state: unknown },
    view: CatalogueView,
  ) {
    const stored = Cart.parse(row.cart);
    const checked = orderableCart(stored, row.state as Record<string, unknown>, view.context);
    if (!checked.changed) return { revalidated: true };
    await this.sessions.saveCart(row.idHash, checked.cart, row.cartVersion);
    return { revalidated: false };
  }

  /** Stores the order, its lines and the payment link, and empties the session's cart: one transaction. */
  private async place(
    input: ConfirmInput,
    session: SessionRecord,
    prepared: PreparedOrder,
  ): Promise<ConfirmOutcome> {
    const { body, view, locale } = input;
    const priced = priceCart(prepared.cart, view.context, prepared.vat);
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      // Confirms of one session wait for each other here; the one that comes second sees the first's order.
      const locked = await this.freshSession(db, session.idHash, true);
      const [byKey] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.sessionIdHash, session.idHash), eq(orders.idempotencyKey, body.idempotency_key)))
        .limit(1);
      if (byKey) {
        if (byKey.cartHash !== prepared.cartHash) throw new HttpError(422, 'idempotency_key_reused');
        return { order: byKey, created: false };
      }
      if (prepared.payment?.paymentId) {
        const [byPayment] = await db
          .select()
          .from(orders)
          .where(eq(orders.paymentId, prepared.payment.paymentId));
        if (byPayment) {
          if (byPayment.cartHash !== prepared.cartHash) throw new HttpError(409, 'payment_already_used');
          return { order: byPayment, created: false };
        }
      }
      this.checkSameCart(locked, input, prepared.cartHash);
      if (locked?.cartVersion !== prepared.cartVersion) throw new HttpError(409, 'cart_changed');

      const customer =
        prepared.customerNumber === null
          ? { basic_info: prepared.basicInfo, address: prepared.address }
          : null;
      const [order] = await db
        .insert(orders)
        .values({
          orderCode: prepared.payment?.reservedOrderCode ?? newOrderCode(),
          sessionIdHash: session.idHash,
          brandId: input.brandId,
          locale,
          idempotencyKey: body.idempotency_key,
          cartHash: prepared.cartHash,
          cartVersion: prepared.cartVersion,
          status: prepared.smsRequired ? 'awaiting_sms_validation' : 'placed',
          orderType: prepared.orderType,
          customerNumber: prepared.customerNumber,
          customer,
          phone: prepared.address?.phone || null,
          paymentType: prepared.payment?.option.type ?? null,
          payment: prepared.payment?.option ?? null,
          paymentId: prepared.payment?.paymentId ?? null,
          paymentStatus: prepared.payment?.paymentStatus ?? 'on_file',
          feedback: prepared.feedback,
          agreements: prepared.agreements,
          cart: JSON.parse(canonicalJson(prepared.cart)),
          monthlyNetCents: priced.monthlyNetCents,
          monthlyGrossCents: priced.monthlyGrossCents,
          yearlyNetCents: priced.yearlyNetCents,
          yearlyGrossCents: priced.yearlyGrossCents,
          setupNetCents: priced.setupNetCents,
          setupGrossCents: priced.setupGrossCents,
          firstBillGrossCents: priced.firstBillGrossCents,
          currency: priced.currency,
          smsValidationRequired: prepared.smsRequired,
          vatTreatment: prepared.vat.treatment,
          vatId: prepared.vatIdCheck?.vat_id ?? null,
          vatIdCheckStatus: prepared.vatIdCheck?.status ?? null,
          vatIdCheckedAt: prepared.vatIdCheck ? new Date(prepared.vatIdCheck.checked_at) : null,
        })
        .returning();
      if (!order) throw new Error('order insert returned no row');
      if (priced.lines.length > 0) {
        await db.insert(orderLines).values(priced.lines.map((line) => ({ orderId: order.id, ...line })));
      }
      // The confirmation mail is in the outbox exactly when the order exists; the worker sends it.
      await this.confirmations.record(db, {
        orderId: order.id,
        brandId: input.brandId,
        locale,
        recipient: prepared.contact?.email || null,
        orderCode: order.orderCode,
        placedAt: order.createdAt,
        cart: prepared.cart,
        view,
        contact: prepared.contact,
        customerNumber: prepared.customerNumber,
        paymentType: prepared.paymentType,
        payment: prepared.payment?.option ?? null,
        smsValidation: prepared.smsRequired,
        supportReference: prepared.supportReference,
      });
      // The order is placed: the session starts with an empty cart (its version moves on, so a stale
      // tab cannot order the same cart again) and remembers the order (spec: order state).
      await db
        .update(sessionsTable)
        .set({
          cart: { items: [] },
          cartVersion: sql`${sessionsTable.cartVersion} + 1`,
          state: sql`${sessionsTable.state} || ${JSON.stringify({
            [ORDER_STATE_KEY]: { order_code: order.orderCode, order_id: order.id },
          })}::jsonb`,
          updatedAt: new Date(),
        })
        .where(eq(sessionsTable.idHash, session.idHash));
      return { order, created: true };
    });
  }

  async markValidated(orderId: number): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(orders)
      .set({ status: 'placed', validatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_sms_validation')))
      .returning();
    return row ?? null;
  }

  async setPhone(orderId: number, phone: string): Promise<void> {
    await this.db.update(orders).set({ phone, updatedAt: new Date() }).where(eq(orders.id, orderId));
  }
}
