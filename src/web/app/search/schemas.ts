import { z } from 'zod';
import { keepDigits, keepDomainChars, keepIdChars, keepSlugChars } from './sanitise';

/**
 * Search params arrive parsed by the router (`?id=12` becomes the number 12, `?x=true` a boolean),
 * so every field takes a primitive, is sanitised, and becomes undefined when nothing is left or the value is
 * of any other shape. Invalid input never fails the route.
 */
const raw = z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined);

const sanitisedText = (clean: (value: string) => string) =>
  raw.transform((value) => {
    if (value === undefined) return undefined;
    const cleaned = clean(String(value));
    return cleaned === '' ? undefined : cleaned;
  });

const sanitisedInteger = raw.transform((value) => {
  if (value === undefined) return undefined;
  const digits = keepDigits(String(value));
  if (digits === '') return undefined;
  const number = Number(digits);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
});

const domainTerm = sanitisedText(keepDomainChars);
const itemId = sanitisedText(keepIdChars);

/** `/categories?d=&tid=` */
export const categoriesSearch = z.object({
  d: domainTerm,
  tid: itemId,
});
export type CategoriesSearch = z.output<typeof categoriesSearch>;

/** `/products/$slug?chooseProduct=&addons=&referrer=&promocode=&d=&tid=&webcard_demo_reference=` */
export const productsSearch = z.object({
  chooseProduct: sanitisedInteger,
  addons: sanitisedInteger,
  referrer: sanitisedText(keepIdChars),
  promocode: sanitisedText(keepSlugChars),
  d: domainTerm,
  tid: itemId,
  webcard_demo_reference: sanitisedText(keepSlugChars),
});
export type ProductsSearch = z.output<typeof productsSearch>;

/** Category slug of `/products/$slug`. */
export const sanitiseSlug = (slug: string): string => keepSlugChars(slug);
