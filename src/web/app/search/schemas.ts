import {
  sanitizeDomainParam,
  sanitizedParam,
  sanitizeInteger,
  sanitizeItemId,
  sanitizePromoCode,
  sanitizeReferrer,
  sanitizeSlug,
} from '@domain/validation/sanitize';
import { z } from 'zod';

/**
 * Search params of the routes, cleaned by the spec's sanitisers (src/domain) instead of rejected:
 * whatever is left after cleaning is used, a parameter with nothing left is dropped, and invalid
 * input never fails the route.
 */
const positiveInteger = (value: unknown) => {
  const number = sanitizeInteger(typeof value === 'boolean' ? undefined : value);
  return number !== undefined && number > 0 ? number : undefined;
};

const domainTerm = sanitizedParam(sanitizeDomainParam);
const itemId = sanitizedParam(sanitizeItemId);

/** `/categories?d=&tid=` */
export const categoriesSearch = z.object({
  d: domainTerm,
  tid: itemId,
});
export type CategoriesSearch = z.output<typeof categoriesSearch>;

/** `/products/$slug?chooseProduct=&addons=&referrer=&promocode=&d=&tid=&webcard_demo_reference=` */
export const productsSearch = z.object({
  chooseProduct: sanitizedParam(positiveInteger),
  addons: sanitizedParam(positiveInteger),
  referrer: sanitizedParam(sanitizeReferrer),
  promocode: sanitizedParam(sanitizePromoCode),
  d: domainTerm,
  tid: itemId,
  webcard_demo_reference: sanitizedParam(sanitizeSlug),
});
export type ProductsSearch = z.output<typeof productsSearch>;

/** Category slug of `/products/$slug`. */
export const sanitiseSlug = (slug: string): string => sanitizeSlug(slug) ?? '';
