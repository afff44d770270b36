import type { CartItem } from '@contract/cart';
import type { LocaleCode } from '@contract/common';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import {
  loadSeed,
  localizeBrand,
  localizeProduct,
  localizePromotion,
  localizeTld,
  promotionsForBrand,
} from '@server/seed';

const seed = loadSeed();

/**
 * The demo seed's catalogue for one brand and locale, as the server builds the rules' context from
 * it, so that rules are tested against the offer a visitor sees in the demo.
 */
export function seedCatalogue(brandSlug = 'hostwerk', locale: LocaleCode = 'en-GB'): CatalogueContext {
  const brand = seed.brands.find((entry) => entry.slug === brandSlug);
  if (!brand) throw new Error(`no brand ${brandSlug}`);
  return buildCatalogueContext({
    products: seed.products.map((product) => localizeProduct(product, locale)),
    tlds: seed.tlds.map((tld) => localizeTld(tld, locale)),
    promotions: promotionsForBrand(seed, brandSlug).map((promotion) => localizePromotion(promotion, locale)),
    brand: localizeBrand(brand, locale).properties,
  });
}

/** A row of the demo catalogue on the term with these months (as a visitor would choose it). */
export function seedRow(
  ctx: CatalogueContext,
  productId: number,
  term: { maturity: number; interval: number; promotion?: string | null; seed?: string },
): CartItem {
  const product = ctx.productsById[productId];
  const maturity = product?.paymentMaturities.find((entry) => entry.months === term.maturity);
  const interval = maturity?.paymentIntervals.find((entry) => entry.months === term.interval);
  if (!maturity || !interval) throw new Error(`product ${productId} has no term ${JSON.stringify(term)}`);
  return {
    row_id: (term.seed ?? 'r').repeat(32).slice(0, 32),
    product: {
      id: productId,
      maturity_id: maturity.id,
      interval_id: interval.id,
      promotion: term.promotion ?? null,
      additional_fields: [],
      informations: [],
    },
    addons: [],
    upsells: [],
    domains: [],
    is_preconfigured: false,
  };
}
