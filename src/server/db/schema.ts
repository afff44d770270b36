import type { PricePeriod } from '@domain/prices/shown-price';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Catalogue tables keep the seed's documents (with texts in every locale) as jsonb next to the
 * columns we look up by; the API localises them per request. Products are deep documents
 * (maturities, intervals, addon links, fields) that are always read whole, so one row each.
 */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  fqdn: text('fqdn').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  document: jsonb('document').notNull(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  document: jsonb('document').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    type: text('type').notNull(),
    document: jsonb('document').notNull(),
  },
  (table) => [index('products_category_idx').on(table.categoryId)],
);

export const tldGroups = pgTable('tld_groups', {
  id: integer('id').primaryKey(),
  document: jsonb('document').notNull(),
});

export const tlds = pgTable('tlds', {
  id: integer('id').primaryKey(),
  tld: text('tld').notNull().unique(),
  document: jsonb('document').notNull(),
});

export const promotions = pgTable(
  'promotions',
  {
    brandId: integer('brand_id').notNull(),
    code: text('code').notNull(),
    document: jsonb('document').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.code] })],
);

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  document: jsonb('document').notNull(),
});

export const zipcodes = pgTable(
  'zipcodes',
  {
    countryCode: text('country_code').notNull(),
    code: text('code').notNull(),
    city: text('city').notNull(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.code, table.city] })],
);

/** Names the local sandbox registry reports as not free (status 1, 2 or 4). */
export const registryDomains = pgTable('registry_domains', {
  name: text('name').primaryKey(),
  status: integer('status').notNull(),
});

/**
 * One visitor session. The cookie holds a random token; only its SHA-256 hash is stored, so a
 * database leak does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    brandId: integer('brand_id').notNull(),
    locale: text('locale').notNull(),
    cart: jsonb('cart').notNull().default(sql`'{"items":[]}'::jsonb`),
    cartVersion: integer('cart_version').notNull().default(0),
    /** Customer data, payment choice, referral, order draft and the session's other facts. */
    state: jsonb('state').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_idx').on(table.expiresAt)],
);

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Contracts that can be taken over through `/contract-transfer/{transferId}`. */
export const contractTransfers = pgTable('contract_transfers', {
  transferId: text('transfer_id').primaryKey(),
  productId: integer('product_id').notNull(),
  document: jsonb('document').notNull(),
});

/**
 * Fixed-window counters of the rate limiters (src/server/rate-limit). One row per limited key
 * (stored as a hash, so no session id or IP address lands here in clear); counting is one atomic
 * upsert, so every API process in front of one database shares the same budget.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    keyHash: text('key_hash').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    /** End of the current window; rows past it are pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_expires_idx').on(table.expiresAt)],
);

/**
 * A payment attempt with a provider (card provider or PayPal subscription), before and after it
 * backs an order. `reference` is our merchant reference and the order code the order placed with
 * this payment gets; `session_id_hash` binds every step (redirect page, payment details, confirm)
 * to the session that started it. Which order a payment backs is `orders.payment_id` (unique).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    sessionIdHash: text('session_id_hash').notNull(),
    brandId: integer('brand_id').notNull(),
    /** `card` (create-payment / payment-details) or `paypal` (subscription). */
    kind: text('kind').notNull(),
    /** Adapter that holds the payment: `sandbox`, `adyen`, `paypal`. */
    provider: text('provider').notNull(),
    /** The card method type asked for (e.g. `scheme`); null for PayPal. */
    method: text('method'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** SHA-256 of the canonical cart the amount was computed from; the order must have the same cart. */
    cartHash: text('cart_hash').notNull(),
    /**
     * Our status, from the provider's answers only: `redirect_shopper`, `authorised`, `pending`,
     * `received`, `refused`, `error`, `cancelled` (card); `approval_pending`, `active`, `cancelled` (PayPal).
     */
    status: text('status').notNull(),
    resultCode: text('result_code'),
    /** The provider's id: Adyen's pspReference, PayPal's subscription id. */
    providerReference: text('provider_reference'),
    /** The provider id as the browser brings it back (the redirect sanitiser keeps [A-Za-z0-9_!+/=]). */
    redirectReference: text('redirect_reference'),
    recurringReference: text('recurring_reference'),
    refusalReason: text('refusal_reason'),
    /** SHA-256 of the redirectResult that decided this payment: a replay from another session is refused. */
    redirectResultHash: text('redirect_result_hash'),
    /** What the adapter keeps about the payment (the sandbox: its decision and issued redirect result). */
    providerState: jsonb('provider_state').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payments_reference_unique').on(table.reference),
    unique('payments_provider_reference_unique').on(table.provider, table.providerReference),
    unique('payments_redirect_result_unique').on(table.redirectResultHash),
    index('payments_session_idx').on(table.sessionIdHash),
    index('payments_redirect_reference_idx').on(table.redirectReference),
  ],
);

/**
 * A placed order. Exactly once per confirm attempt: `(session_id_hash, idempotency_key)` is unique,
 * and so is `payment_id` (one payment backs at most one order). Prices are the server's own
 * (src/domain), in cents; the lines are `order_lines`.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderCode: text('order_code').notNull(),
    sessionIdHash: text('session_id_hash').notNull(),
    brandId: integer('brand_id').notNull(),
    locale: text('locale').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical cart confirmed: the same key with another cart is refused. */
    cartHash: text('cart_hash').notNull(),
    /** The session's cart version the order was placed from. */
    cartVersion: integer('cart_version').notNull(),
    /** `awaiting_sms_validation` or `placed` (contract `OrderStatus`). */
    status: text('status').notNull(),
    orderType: text('order_type'),
    /** Existing customer's number, null for new customers. */
    customerNumber: text('customer_number'),
    /** Basic info and address of a new customer (null for existing customers). */
    customer: jsonb('customer'),
    /** Phone the SMS code goes to (the address phone, or the one given on the SMS screen). */
    phone: text('phone'),
    /** Payment type slug, null for existing customers who pay as on file. */
    paymentType: text('payment_type'),
    /** The payment option as confirmed (SEPA data, provider references). */
    payment: jsonb('payment'),
    paymentId: integer('payment_id').references(() => payments.id),
    /**
     * `on_file`, `awaiting_collection` (SEPA, bank transfer, ...), `authorised`, `pending` (card
     * Pending/Received) or `subscription_active`: only the provider's confirmation sets the last four.
     */
    paymentStatus: text('payment_status').notNull(),
    feedback: jsonb('feedback').notNull(),
    agreements: jsonb('agreements').notNull(),
    /** The cart as confirmed (after the server's re-validation). */
    cart: jsonb('cart').notNull(),
    /** Total of the lines priced per month, as the cart showed it. */
    monthlyNetCents: integer('monthly_net_cents').notNull(),
    monthlyGrossCents: integer('monthly_gross_cents').notNull(),
    /** Total of the domains, priced per 12 months. */
    yearlyNetCents: integer('yearly_net_cents').notNull().default(0),
    yearlyGrossCents: integer('yearly_gross_cents').notNull().default(0),
    setupNetCents: integer('setup_net_cents').notNull(),
    setupGrossCents: integer('setup_gross_cents').notNull(),
    /**
     * First bill, gross: each monthly line for the months of its interval, each domain's 12 months,
     * and what is charged once.
     */
    firstBillGrossCents: integer('first_bill_gross_cents').notNull(),
    currency: text('currency').notNull(),
    smsValidationRequired: boolean('sms_validation_required').notNull(),
    /** `standard` or `reverse_charge` (contract VatTreatment): the VAT the lines were priced with. */
    vatTreatment: text('vat_treatment').notNull().default('standard'),
    /** The company VAT id VIES was asked about, its answer (valid, invalid, unavailable) and when. */
    vatId: text('vat_id'),
    vatIdCheckStatus: text('vat_id_check_status'),
    vatIdCheckedAt: timestamp('vat_id_checked_at', { withTimezone: true }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('orders_order_code_unique').on(table.orderCode),
    unique('orders_session_idempotency_unique').on(table.sessionIdHash, table.idempotencyKey),
    unique('orders_payment_unique').on(table.paymentId),
    // Look-ups by session use the (session_id_hash, idempotency_key) index.
    index('orders_created_idx').on(table.createdAt),
  ],
);

/** One priced element of an order: a product, addon, upsell or domain of a cart row. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    rowId: text('row_id').notNull(),
    /** `product`, `addon`, `upsell` or `domain`. */
    kind: text('kind').notNull(),
    /** Product id; for domains the TLD's article id. */
    articleId: integer('article_id').notNull(),
    /** Product name in the order's locale, or the domain name. */
    name: text('name').notNull(),
    maturityId: integer('maturity_id'),
    intervalId: integer('interval_id'),
    maturityMonths: integer('maturity_months').notNull(),
    billingMonths: integer('billing_months').notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    promotionCode: text('promotion_code'),
    /**
     * What one amount of the line covers: `month`, `year` (12 months: domains) or `once` (a one-time
     * element, whose amount is in the setup columns). The amount columns below are per this period.
     */
    pricePeriod: text('price_period').$type<PricePeriod>().notNull().default('month'),
    /** Months the promoted amount lasts before the regular one applies; null without a promotion. */
    promotionMonths: integer('promotion_months'),
    /** Regular amount per period before the promotion (0 for `once`). */
    regularMonthlyNetCents: integer('regular_monthly_net_cents').notNull(),
    /** Amount per period as ordered (0 for `once`). */
    monthlyNetCents: integer('monthly_net_cents').notNull(),
    monthlyGrossCents: integer('monthly_gross_cents').notNull(),
    setupNetCents: integer('setup_net_cents').notNull(),
    setupGrossCents: integer('setup_gross_cents').notNull(),
    /** Additional field values (and auth code of a domain transfer) as confirmed. */
    details: jsonb('details').notNull(),
  },
  (table) => [unique('order_lines_order_position_unique').on(table.orderId, table.position)],
);

/**
 * The SMS code of an order awaiting validation: one row per order, replaced on resend. Only a
 * salted scrypt hash is stored; `attempts` counts tries of the current code (at most 5).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('sms_codes_expires_idx').on(table.expiresAt)],
);

/**
 * Messages of the local SMS outbox gateway (the default when no SMS gateway is configured): what
 * would have been sent, for tests and support. Never served to visitors in production.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_outbox_order_idx').on(table.orderId),
    index('sms_outbox_created_idx').on(table.createdAt),
  ],
);

/**
 * Short references a visitor reads out to support (help and contact modal), one per session; support
 * turns one into a restore link. Only the session's id hash is kept, never its cookie token.
 */
export const supportReferences = pgTable(
  'support_references',
  {
    reference: text('reference').primaryKey(),
    sessionIdHash: text('session_id_hash').notNull().unique(),
    brandId: integer('brand_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_references_expires_idx').on(table.expiresAt)],
);

/**
 * Session-restore links (`/session-restore?session_code=…`): the code is 128 random bits or more,
 * stored as its SHA-256 hash; a link expires and can be revoked. Opening it copies the source
 * session's cart and checkout data (never payment secrets) into a new session for the opener.
 */
export const sessionRestoreCodes = pgTable(
  'session_restore_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull().unique(),
    sourceSessionIdHash: text('source_session_id_hash').notNull(),
    brandId: integer('brand_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('session_restore_codes_expires_idx').on(table.expiresAt)],
);

/**
 * Staff accounts (sales agents, support, admins): sign-in with e-mail and password, separate from
 * visitor sessions. The password is stored as a salted scrypt hash (`scrypt$N$salt$hash`).
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** AdminRole values (`sales-agent`, `support`, `admin`). */
  roles: jsonb('roles').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in staff: the staff cookie's token hash, its account and expiry. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Order drafts a sales agent prepares for a customer: the cart as the agent saved it and the code
 * of the customer's continue link (`/continue-preconfigured-order?session_code=…`).
 */
export const orderDrafts = pgTable('order_drafts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: integer('brand_id').notNull(),
  sessionCode: text('session_code').notNull().unique(),
  cart: jsonb('cart').notNull(),
  createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/**
 * The transactional outbox of e-mails: a row is written in the same transaction as the order it
 * confirms (or by support's resend) and delivered after commit by the mail worker
 * (src/server/mail/worker.ts), which retries with backoff. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`claimed_until`, the database's clock), so several server
 * processes on one database never deliver a row twice; a claim whose process died runs out and
 * the row is taken again.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    locale: text('locale').notNull(),
    /** The customer's e-mail address. */
    recipient: text('recipient').notNull(),
    /** `placed` (written with the order) or `resend` (support asked for it again). */
    reason: text('reason').notNull(),
    /** The staff member who asked for a resend. */
    requestedBy: integer('requested_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** What the mail says, as facts of the order (src/server/mail/confirmation-facts.ts); rendered when sent. */
    content: jsonb('content').notNull(),
    /** `pending` (to deliver), `sent` or `failed` (given up: permanent refusal or too many attempts). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim of the worker delivering it now, and until when that claim holds. */
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Why the last attempt failed: an error code, never the server's reply (it may quote the address). */
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_mails_order_idx').on(table.orderId),
    index('order_mails_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Messages of the local mail outbox (the default when no SMTP server is configured): what would have
 * been sent, for tests and support (`GET /api/v2/support/mail-outbox`). One row per delivered
 * outbox mail (`mail_id` is unique, so a delivery repeated after a crash adds nothing).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => orderMails.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** `[{ file_name, content_type, size }]` of the attached files. */
    attachments: jsonb('attachments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('mail_outbox_mail_unique').on(table.mailId),
    index('mail_outbox_order_idx').on(table.orderId),
  ],
);
