import type { Database } from '../db/client';
import {
  brands,
  categories,
  contractTransfers,
  countries,
  products,
  promotions,
  tldGroups,
  tlds,
} from '../db/schema';
import type {
  SeedBrand,
  SeedCategory,
  SeedContractTransfer,
  SeedCountry,
  SeedDomainGroup,
  SeedProduct,
  SeedPromotion,
  SeedTld,
} from '../seed/types';

/** The stored catalogue documents, every text in every locale. Validated when seeded. */
export interface CatalogueDocuments {
  brands: { document: SeedBrand; isDefault: boolean }[];
  categories: SeedCategory[];
  products: SeedProduct[];
  tlds: SeedTld[];
  domainGroups: SeedDomainGroup[];
  /** Promotions per brand id. */
  promotions: Map<number, SeedPromotion[]>;
  countries: SeedCountry[];
  contractTransfers: SeedContractTransfer[];
}

export async function readCatalogueDocuments(db: Database): Promise<CatalogueDocuments> {
  const [brandRows, categoryRows, productRows, tldRows, groupRows, promotionRows, countryRows, transferRows] =
    await Promise.all([
      db.select().from(brands),
      db.select().from(categories),
      db.select().from(products),
      db.select().from(tlds),
      db.select().from(tldGroups),
      db.select().from(promotions),
      db.select().from(countries),
      db.select().from(contractTransfers),
    ]);
  const promotionsByBrand = new Map<number, SeedPromotion[]>();
  for (const row of promotionRows) {
    const list = promotionsByBrand.get(row.brandId) ?? [];
    list.push(row.document as SeedPromotion);
    promotionsByBrand.set(row.brandId, list);
  }
  return {
    brands: brandRows.map((row) => ({ document: row.document as SeedBrand, isDefault: row.isDefault })),
    categories: categoryRows.map((row) => row.document as SeedCategory),
    products: productRows.map((row) => row.document as SeedProduct),
    tlds: tldRows.map((row) => row.document as SeedTld),
    domainGroups: groupRows.map((row) => row.document as SeedDomainGroup),
    promotions: promotionsByBrand,
    countries: countryRows.map((row) => row.document as SeedCountry),
    contractTransfers: transferRows.map((row) => row.document as SeedContractTransfer),
  };
}
