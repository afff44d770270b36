import {
  sanitizeDomainParam,
  sanitizedParam,
  sanitizeInteger,
  sanitizeItemId,
  sanitizeOauthValue,
  sanitizePaymentRedirectValue,
  sanitizePromoCode,
  sanitizeReferrer,
  sanitizeSlug,
} from '@domain/validation/sanitize';
import { z } from 'zod/mini';

/**
 * Search params of the routes, cleaned by the spec's sanitisers (src/domain) instead of rejected:
 * whatever is left after cleaning is used, a parameter with nothing left is dropped, and invalid
 * input never fails the route.
 */
const positiveInteger = (value: unknown) => {
  const number = sanitizeInteger(typeof value === 'boolean' ? undefined : value);
  return number !== undefined && number > 0 ? number : undefined;
};

/** The first value of a query parameter (a repeated parameter arrives as a list). */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** `p`: the postponed-fields flag, `y` or `n`; anything else is dropped. */
const yesNo = (value: unknown): 'y' | 'n' | undefined => {
  const first = firstValue(value);
  return first === 'y' || first === 'n' ? first : undefined;
};

/** Flags such as `returnToCart` (`1`, `true`, ...): letters and digits, as text for the machines. */
const flag = (value: unknown) => sanitizeItemId(typeof value === 'boolean' ? String(value) : value);

/** OAuth `data`: base64 or base64url JSON, so its alphabet (and padding) is kept. */
const base64Value = (value: unknown): string | undefined => {
  const first = firstValue(value);
  const kept = typeof first === 'string' ? first.replace(/[^A-Za-z0-9+/=_-]/g, '') : '';
  return kept === '' ? undefined : kept;
};

const domainTerm = sanitizedParam(sanitizeDomainParam);
const itemId = sanitizedParam(sanitizeItemId);
const integer = sanitizedParam(positiveInteger);

/** `/categories?d=&tid=` */
export const categoriesSearch = z.object({
  d: domainTerm,
  tid: itemId,
});
export type CategoriesSearch = z.output<typeof categoriesSearch>;

/** `/products/$slug?chooseProduct=&addons=&referrer=&promocode=&d=&tid=&webcard_demo_reference=` */
export const productsSearch = z.object({
  chooseProduct: integer,
  addons: integer,
  referrer: sanitizedParam(sanitizeReferrer),
  promocode: sanitizedParam(sanitizePromoCode),
  d: domainTerm,
  tid: itemId,
  webcard_demo_reference: sanitizedParam(sanitizeSlug),
});
export type ProductsSearch = z.output<typeof productsSearch>;

/**
 * Product-selection step screens (fields, addons, upsells, periods, addon reselection):
 * `?id=&rowId=&addonId=&upsellProductId=&set=&p=&returnToCart=&d=`.
 */
export const stepSearch = z.object({
  id: itemId,
  rowId: itemId,
  addonId: integer,
  upsellProductId: integer,
  set: integer,
  p: sanitizedParam(yesNo),
  returnToCart: sanitizedParam(flag),
  d: domainTerm,
});

/**
 * The product-fields screen also takes what product selection applies when its fields are saved
 * (catalogue spec, /additional-product-fields): the temporary domain row, a chosen addon, the
 * webcard demo reference and a promo code.
 */
export const productFieldsSearch = z.extend(stepSearch, {
  tid: itemId,
  addons: integer,
  webcard_demo_reference: sanitizedParam(sanitizeSlug),
  promocode: sanitizedParam(sanitizePromoCode),
});

/** Domain screens: `?id=&d=&tid=&p=&returnToCart=&referrer=`. */
export const domainSearch = z.object({
  id: itemId,
  d: domainTerm,
  tid: itemId,
  p: sanitizedParam(yesNo),
  returnToCart: sanitizedParam(flag),
  referrer: sanitizedParam(sanitizeReferrer),
});

/** Postfill screens: `?p=&id=`. */
export const postfillSearch = z.object({
  id: itemId,
  p: sanitizedParam(yesNo),
});

/** Customer steps: `?returnToConfirm=`. */
export const customerSearch = z.object({
  returnToConfirm: sanitizedParam(flag),
});

/** Confirm and PayPal cancel: the payment providers' redirect values. */
export const paymentReturnSearch = z.object({
  redirectResult: sanitizedParam(sanitizePaymentRedirectValue),
  subscription_id: sanitizedParam(sanitizePaymentRedirectValue),
});

/** `/session-restore?session_code=`, `/continue-preconfigured-order?session_code=`. */
export const sessionCodeSearch = z.object({
  session_code: itemId,
});

/** `/oauth/callback?code=&state=&data=` */
export const oauthSearch = z.object({
  code: sanitizedParam(sanitizeOauthValue),
  state: sanitizedParam(sanitizeOauthValue),
  data: sanitizedParam(base64Value),
});

/** Routes without query parameters of their own. */
export const noSearch = z.object({});

/** Category slug of `/products/$slug`. */
export const sanitiseSlug = (slug: string): string => sanitizeSlug(slug) ?? '';

/** Path ids (`$transferId`, `$orderCode`, `$orderId`): letters and digits only. */
export const sanitisePathId = (value: string | undefined): string => sanitizeItemId(value) ?? '';
