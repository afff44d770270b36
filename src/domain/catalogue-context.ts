import type { BrandProperties } from '@contract/brand';
import type { Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import type { Promotion } from '@contract/promotions';

/**
 * Everything a rule needs to know about the shop's offer, indexed once. Built by the server from
 * the database and by the browser from the catalogue calls; rules never fetch.
 */
export interface CatalogueContext {
  productsById: ReadonlyMap<number, Product>;
  /** Keyed by the full TLD without dot (`de`, `co.uk`). */
  tldsByName: ReadonlyMap<string, Tld>;
  tldsById: ReadonlyMap<number, Tld>;
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
    productsById: new Map(input.products.map((product) => [product.id, product])),
    tldsByName: new Map(input.tlds.map((tld) => [tld.tld, tld])),
    tldsById: new Map(input.tlds.map((tld) => [tld.id, tld])),
    promotions: input.promotions,
    brand: input.brand,
    domainOnlyProductId: domainOnly.id,
  };
}
