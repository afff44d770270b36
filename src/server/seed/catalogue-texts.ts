import { type Localized, SEED_LOCALES, type Seed } from './types';

/**
 * An amount of money in a text: a euro sign, "EUR" or "Euro". Catalogue texts sit beside prices
 * the rules compute (with or without VAT, promoted, per month or per 12 months), so a figure
 * written into a text would contradict them sooner or later.
 */
const MONEY = /€|\bEUR\b|\bEuros?\b/i;

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  SEED_LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string');

/** Every localised text in a seed entity, however deeply nested. */
function localizedTexts(value: unknown): Localized[] {
  if (isLocalized(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(localizedTexts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(localizedTexts);
  return [];
}

/** Catalogue texts (categories, products, TLDs, promotions) that name an amount of money. */
export function moneyInTextProblems(seed: Seed): string[] {
  const entities: [string, unknown][] = [
    ...seed.categories.map((category): [string, unknown] => [`Category ${category.id}`, category]),
    ...seed.products.map((product): [string, unknown] => [`Product ${product.id}`, product]),
    ...seed.tlds.map((tld): [string, unknown] => [`TLD ${tld.tld}`, tld]),
    ...seed.promotions.map((promotion): [string, unknown] => [`Promotion ${promotion.code}`, promotion]),
  ];
  return entities.flatMap(([where, entity]) =>
    localizedTexts(entity).flatMap((text) =>
      SEED_LOCALES.filter((locale) => MONEY.test(text[locale])).map(
        (locale) =>
          `${where}: the text "${text[locale]}" (${locale}) names an amount of money; prices come from the price rules`,
      ),
    ),
  );
}
