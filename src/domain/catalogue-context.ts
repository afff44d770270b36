import type { BrandProperties } from '@contract/brand';
import type { Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import type { Promotion } from '@contract/promotions';

/**
 * Everything a rule needs to know about the shop's offer, indexed once. Built by the server from
 * the database and by the browser from the catalogue calls; rules never fetch. Plain data (records,
 * not Maps), so the machines that hold it have snapshots that survive JSON unchanged.
 */
export interface CatalogueContext {
  productsById: Readonly<Record<number, Product>>;
  /** Keyed by the full TLD without dot (`de`, `co.uk`); read it with `tldByName`. */
  tldsByName: Readonly<Record<string, Tld>>;
  tldsById: Readonly<Record<number, Tld>>;
  promotions: readonly Promotion[];
  brand: BrandProperties;
  /** The product that carries domains ordered without a hosting product (type `domain`). */
  domainOnlyProductId: number;
}

export function buildCatalogueContext(input: {
  products: readonly Product[];
  tlds: readonly Tld[];
  promotions: readonly Promotion[];
  brand: BrandProperties;
}): CatalogueContext {
  const domainOnly = input.products.find((product) => product.type === 'domain');
  if (!domainOnly) throw new Error('The catalogue needs a product of type "domain" for domain-only orders.');
  return {
    productsById: Object.fromEntries(input.products.map((product) => [product.id, product])),
    tldsByName: Object.fromEntries(input.tlds.map((tld) => [tld.tld, tld])),
    tldsById: Object.fromEntries(input.tlds.map((tld) => [tld.id, tld])),
    promotions: input.promotions,
    brand: input.brand,
    domainOnlyProductId: domainOnly.id,
  };
}

/** The TLD of that name (the name is typed by visitors, so only the record's own entries count). */
export const tldByName = (ctx: Pick<CatalogueContext, 'tldsByName'>, name: string): Tld | undefined =>
  Object.hasOwn(ctx.tldsByName, name) ? ctx.tldsByName[name] : undefined;
