import type { Brand } from '@contract/brand';
import { Category, Product } from '@contract/catalogue';
import type { LocaleCode } from '@contract/common';
import { Country } from '@contract/customer';
import { DomainGroup, Tld } from '@contract/domains';
import { Promotion } from '@contract/promotions';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import { domainGroupsAtVat, productsAtVat, tldsAtVat } from '@domain/prices/catalogue-at-vat';
import { z } from 'zod';
import {
  localizeCategory,
  localizeCountry,
  localizeDomainGroup,
  localizeProduct,
  localizePromotion,
  localizeTld,
} from '../seed/localize';
import type { SeedCountry } from '../seed/types';
import type { CatalogueDocuments } from './documents';

/** What one brand shows in one locale: the answers of the catalogue calls and the rules' context. */
export interface CatalogueView {
  brand: Brand;
  categories: Category[];
  products: Product[];
  tlds: Tld[];
  domainGroups: DomainGroup[];
  promotions: Promotion[];
  countries: Country[];
  /** VAT percent and EU membership per country code, for `GET /api/v2/session/vat`. */
  vatByCountry: Map<string, Pick<SeedCountry, 'vat_rate' | 'is_eu'>>;
  context: CatalogueContext;
}

/**
 * Builds the view and checks it against the contract once, so every later answer from the cache is
 * known to match the schemas without re-validating per request.
 */
export function buildCatalogueView(
  documents: CatalogueDocuments,
  brand: { id: number; view: Brand },
  locale: LocaleCode,
): CatalogueView {
  const categories = z
    .array(Category)
    .parse(documents.categories.map((entry) => localizeCategory(entry, locale)));
  const products = z.array(Product).parse(documents.products.map((entry) => localizeProduct(entry, locale)));
  const tlds = z.array(Tld).parse(documents.tlds.map((entry) => localizeTld(entry, locale)));
  const domainGroups = z
    .array(DomainGroup)
    .parse(documents.domainGroups.map((entry) => localizeDomainGroup(entry, documents.tlds, locale)));
  const promotions = z
    .array(Promotion)
    .parse((documents.promotions.get(brand.id) ?? []).map((entry) => localizePromotion(entry, locale)));
  const countries = z
    .array(Country)
    .parse(documents.countries.map((entry) => localizeCountry(entry, locale)))
    .sort((a, b) => a.order - b.order);
  const vatByCountry = new Map(
    documents.countries.map((entry) => [entry.code, { vat_rate: entry.vat_rate, is_eu: entry.is_eu }]),
  );
  const context = buildCatalogueContext({ products, tlds, promotions, brand: brand.view.properties });
  return {
    brand: brand.view,
    categories,
    products,
    tlds,
    domainGroups,
    promotions,
    countries,
    vatByCountry,
    context,
  };
}

/**
 * A view whose prices carry another VAT percent (that of a customer's country other than the
 * brand's): products, TLDs and domain groups at that percent, and the rules' context built from them.
 */
export function catalogueViewAtVat(view: CatalogueView, percent: number): CatalogueView {
  const products = productsAtVat(view.products, percent);
  const tlds = tldsAtVat(view.tlds, percent);
  return {
    ...view,
    products,
    tlds,
    domainGroups: domainGroupsAtVat(view.domainGroups, percent),
    context: buildCatalogueContext({
      products,
      tlds,
      promotions: view.promotions,
      brand: view.brand.properties,
    }),
  };
}
