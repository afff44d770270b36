import { addons } from './addons';
import { brands, DEFAULT_BRAND_SLUG } from './brands';
import { categories } from './categories';
import { countries } from './countries';
import { cloudProducts } from './products/cloud';
import { domainProducts } from './products/domains';
import { postalProducts } from './products/postal';
import { sslProducts } from './products/ssl';
import { contractTransfers, transferProducts } from './products/transfer';
import { upsells } from './products/upsells';
import { webhostingProducts } from './products/webhosting';
import { promotions } from './promotions';
import { registrySeed } from './registry';
import { domainGroups, tlds } from './tlds';
import type { Seed, SeedBrand, SeedPromotion } from './types';
import { validateSeed } from './validate';
import { zipCodes } from './zipcodes';

export { vatRateFor } from './countries';
export { EXISTS_FIELD_KEYS, fieldOptionExists } from './exists';
export { AddonGroupId, BrandId, CategoryId, ProductId, TldGroupId } from './ids';
export {
  localize,
  localizeAddonGroup,
  localizeAddonLink,
  localizeBrand,
  localizeCategory,
  localizeCountry,
  localizeDomainGroup,
  localizeNullable,
  localizeProduct,
  localizePromotion,
  localizeTld,
} from './localize';
export { LINUX_DISTROS, WINDOWS_VERSIONS } from './products/cloud';
export { normalizeDomainName, registryEntries, registrySeed, seededDomainStatus } from './registry';
export type * from './types';
export { SEED_LOCALES } from './types';
export {
  integrityProblems,
  SeedValidationError,
  schemaProblems,
  VALIDATION_RULE_NAMES,
  validateSeed,
} from './validate';

/** The demo seed as written, not yet validated. Prefer `loadSeed()`. */
export const rawSeed: Seed = {
  brands,
  categories,
  products: [
    ...webhostingProducts,
    ...cloudProducts,
    ...sslProducts,
    ...domainProducts,
    ...postalProducts,
    ...transferProducts,
    ...upsells,
    ...addons,
  ],
  tlds,
  domainGroups,
  promotions,
  countries,
  zipCodes,
  registry: registrySeed,
  contractTransfers,
  defaultBrandSlug: DEFAULT_BRAND_SLUG,
};

/**
 * The whole demo seed, validated: every entity parses with its contract schema in both locales
 * and all references resolve (throws `SeedValidationError` listing every problem otherwise).
 * Returns a deep copy, so callers may change it without touching the module's data.
 */
export function loadSeed(): Seed {
  validateSeed(rawSeed);
  return structuredClone(rawSeed);
}

/** Promotions offered by the brand `slug`. */
export function promotionsForBrand(seed: Seed, slug: string): SeedPromotion[] {
  return seed.promotions.filter((promotion) => promotion.brands.includes(slug));
}

/** The brand served on `host` (port ignored, case-insensitive), else the default brand. */
export function brandForHost(seed: Seed, host: string | undefined): SeedBrand {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const brand =
    seed.brands.find((entry) => entry.fqdn === name) ??
    seed.brands.find((entry) => entry.slug === seed.defaultBrandSlug);
  if (!brand) throw new Error(`The seed has no default brand ${seed.defaultBrandSlug}`);
  return brand;
}

/** The product carrying domain-only orders (the only product of type `domain`). */
export function domainOnlyProduct(seed: Seed) {
  const product = seed.products.find((entry) => entry.type === 'domain');
  if (!product) throw new Error('The seed has no product of type "domain"');
  return product;
}
