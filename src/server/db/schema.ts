import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Customer, payment choice, referral, order draft and wizard snapshot, by later features. */
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
