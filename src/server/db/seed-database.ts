import { eq, sql } from 'drizzle-orm';
import type { Seed } from '../seed/types';
import type { Database } from './client';
import {
  brands,
  categories,
  contractTransfers,
  countries,
  meta,
  products,
  promotions,
  registryDomains,
  tldGroups,
  tlds,
  zipcodes,
} from './schema';

const SEEDED_KEY = 'seeded_at';
/** Arbitrary constant: serialises first-start seeding when several processes share one PostgreSQL. */
const SEED_LOCK_ID = 727_001;

function registryRows(seed: Seed) {
  const { registry } = seed;
  return [
    ...registry.transferable.map((name) => ({ name, status: 1 })),
    ...registry.unavailable.map((name) => ({ name, status: 2 })),
    ...registry.owned.map((name) => ({ name, status: 4 })),
    ...registry.timeout.map((name) => ({ name, status: 9 })),
  ];
}

/** Fills an empty database with the demo seed once; later starts keep whatever is stored. */
export async function seedDatabaseOnce(db: Database, seed: Seed): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const done = await tx.select().from(meta).where(eq(meta.key, SEEDED_KEY)).limit(1);
    if (done.length > 0) return false;

    await tx.insert(brands).values(
      seed.brands.map((brand) => ({
        id: brand.id,
        slug: brand.slug,
        fqdn: brand.fqdn,
        isDefault: brand.slug === seed.defaultBrandSlug,
        document: brand,
      })),
    );
    await tx
      .insert(categories)
      .values(
        seed.categories.map((category) => ({ id: category.id, slug: category.slug, document: category })),
      );
    await tx.insert(products).values(
      seed.products.map((product) => ({
        id: product.id,
        categoryId: product.category_id,
        type: product.type,
        document: product,
      })),
    );
    await tx.insert(tldGroups).values(seed.domainGroups.map((group) => ({ id: group.id, document: group })));
    await tx.insert(tlds).values(seed.tlds.map((tld) => ({ id: tld.id, tld: tld.tld, document: tld })));
    const brandIds = new Map(seed.brands.map((brand) => [brand.slug, brand.id]));
    const promotionRows = seed.promotions.flatMap((promotion) =>
      promotion.brands.flatMap((slug) => {
        const brandId = brandIds.get(slug);
        return brandId === undefined ? [] : [{ brandId, code: promotion.code, document: promotion }];
      }),
    );
    if (promotionRows.length > 0) await tx.insert(promotions).values(promotionRows);
    await tx
      .insert(countries)
      .values(seed.countries.map((country) => ({ code: country.code, document: country })));
    const zipRows = Object.entries(seed.zipCodes).flatMap(([countryCode, list]) =>
      list.map((zip) => ({ countryCode, code: zip.code, city: zip.city })),
    );
    if (zipRows.length > 0) await tx.insert(zipcodes).values(zipRows).onConflictDoNothing();
    const registry = registryRows(seed);
    if (registry.length > 0) await tx.insert(registryDomains).values(registry).onConflictDoNothing();
    if (seed.contractTransfers.length > 0) {
      await tx.insert(contractTransfers).values(
        seed.contractTransfers.map((transfer) => ({
          transferId: transfer.transfer_id,
          productId: transfer.product_id,
          document: transfer,
        })),
      );
    }
    await tx.insert(meta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
}
