import { Brand } from '@contract/brand';
import { Category, Product } from '@contract/catalogue';
import { Country, ZipCode } from '@contract/customer';
import { DomainGroup, Tld } from '@contract/domains';
import { Promotion } from '@contract/promotions';
import { parseValidationRules } from '@domain/validation/additional-fields/rules';
import { z } from 'zod';
import { moneyInTextProblems } from './catalogue-texts';
import { EXISTS_FIELD_KEYS } from './exists';
import {
  localizeBrand,
  localizeCategory,
  localizeCountry,
  localizeDomainGroup,
  localizeProduct,
  localizePromotion,
  localizeTld,
} from './localize';
import { normalizeDomainName } from './registry';
import { SEED_LOCALES, type Seed, type SeedProduct } from './types';

/** Thrown by `validateSeed`; `problems` lists every finding, one sentence each. */
export class SeedValidationError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid seed:\n- ${problems.join('\n- ')}`);
    this.name = 'SeedValidationError';
    this.problems = problems;
  }
}

/** Rule names of catalogue spec section 5 (the part before `:`). */
export const VALIDATION_RULE_NAMES = [
  'required',
  'string',
  'integer',
  'boolean',
  'min',
  'max',
  'in',
  'persons',
  'fqdn',
  'secure_password',
  'alpha',
  'alpha_num',
  'alpha_dash',
  'email',
  'numeric',
  'ipv4',
  'ipv6',
  'exists',
  'sameAs',
] as const;

// ---------------------------------------------------------------------------------------------
// Schema checks: every entity, localised in every locale, parses with its contract schema.
// ---------------------------------------------------------------------------------------------

function parse(schema: z.core.$ZodType, value: unknown, what: string, problems: string[]): void {
  const result = z.safeParse(schema, value);
  if (!result.success) problems.push(`${what} does not match its schema: ${z.prettifyError(result.error)}`);
}

export function schemaProblems(seed: Seed): string[] {
  const problems: string[] = [];
  for (const locale of SEED_LOCALES) {
    for (const brand of seed.brands) {
      parse(Brand, localizeBrand(brand, locale), `Brand ${brand.slug} (${locale})`, problems);
    }
    for (const category of seed.categories) {
      parse(Category, localizeCategory(category, locale), `Category ${category.id} (${locale})`, problems);
    }
    for (const product of seed.products) {
      parse(Product, localizeProduct(product, locale), `Product ${product.id} (${locale})`, problems);
    }
    for (const tld of seed.tlds) {
      parse(Tld, localizeTld(tld, locale), `TLD ${tld.tld} (${locale})`, problems);
    }
    for (const group of seed.domainGroups) {
      const localized = localizeDomainGroup(group, seed.tlds, locale);
      parse(DomainGroup, localized, `Domain group ${group.id} (${locale})`, problems);
    }
    for (const promotion of seed.promotions) {
      const localized = localizePromotion(promotion, locale);
      parse(Promotion, localized, `Promotion ${promotion.code} (${locale})`, problems);
    }
    for (const country of seed.countries) {
      parse(Country, localizeCountry(country, locale), `Country ${country.code} (${locale})`, problems);
    }
  }
  for (const [code, list] of Object.entries(seed.zipCodes)) {
    parse(z.array(ZipCode), list, `Zip codes of ${code}`, problems);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Referential integrity
// ---------------------------------------------------------------------------------------------

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function unique<T>(kind: string, values: readonly T[], problems: string[]): void {
  for (const value of duplicates(values)) problems.push(`${kind} ${String(value)} is used more than once`);
}

/** Every rule string must parse with the same rule engine the browser and the server validate with. */
function checkRules(product: SeedProduct, problems: string[]): void {
  const keys = new Set(product.additionalFields.map((field) => field.key));
  for (const field of product.additionalFields) {
    const where = `Product ${product.id} field ${field.key}`;
    // An empty rule string is allowed: a field without rules (e.g. a composite component).
    const { rules, unknown } = parseValidationRules(field.validation_rules);
    for (const part of unknown.filter((text) => text !== '')) {
      problems.push(`${where} has an unknown or malformed validation rule "${part}"`);
    }
    for (const rule of rules) {
      if (rule.name === 'exists' && !(EXISTS_FIELD_KEYS as readonly string[]).includes(field.key)) {
        problems.push(`${where}: the seed knows no options for its "exists" rule`);
      }
      if (rule.name === 'sameAs' && !keys.has(rule.other)) {
        problems.push(`${where}: rule "sameAs:${rule.other}" names no field of the product`);
      }
    }
  }
}

export function integrityProblems(seed: Seed): string[] {
  const problems: string[] = [];
  const products = seed.products;
  const productsById = new Map(products.map((product) => [product.id, product]));
  const categoriesById = new Map(seed.categories.map((category) => [category.id, category]));
  const brandSlugs = new Set(seed.brands.map((brand) => brand.slug));
  const tldNames = new Set(seed.tlds.map((tld) => tld.tld));

  unique(
    'Brand id',
    seed.brands.map((brand) => brand.id),
    problems,
  );
  unique(
    'Brand slug',
    seed.brands.map((brand) => brand.slug),
    problems,
  );
  unique(
    'Brand fqdn',
    seed.brands.map((brand) => brand.fqdn),
    problems,
  );
  if (!brandSlugs.has(seed.defaultBrandSlug))
    problems.push(`Default brand ${seed.defaultBrandSlug} does not exist`);
  for (const brand of seed.brands) {
    if (brand.locales.filter((entry) => entry.is_default).length !== 1) {
      problems.push(`Brand ${brand.slug} needs exactly one default locale`);
    }
  }

  unique(
    'Category id',
    seed.categories.map((category) => category.id),
    problems,
  );
  unique(
    'Category slug',
    seed.categories.map((category) => category.slug),
    problems,
  );

  unique(
    'Product id',
    products.map((product) => product.id),
    problems,
  );
  const maturities = products.flatMap((product) => product.paymentMaturities);
  unique(
    'Payment maturity id',
    maturities.map((maturity) => maturity.id),
    problems,
  );
  unique(
    'Payment interval id',
    maturities.flatMap((maturity) => maturity.paymentIntervals.map((interval) => interval.id)),
    problems,
  );
  unique(
    'Addon link id',
    products.flatMap((product) => product.addons.map((link) => link.id)),
    problems,
  );
  unique(
    'Additional field id',
    products.flatMap((product) => product.additionalFields.map((field) => field.id)),
    problems,
  );

  const groupsById = new Map<number, string>();
  for (const product of products) {
    const where = `Product ${product.id}`;
    const owner = categoriesById.get(product.category_id);
    if (!owner) {
      problems.push(`${where} names unknown category ${product.category_id}`);
    } else if (
      owner.slug !== product.category.slug ||
      SEED_LOCALES.some((locale) => owner.name[locale] !== product.category.name[locale])
    ) {
      problems.push(`${where}: category slug/name do not match category ${owner.id}`);
    }
    if (product.paymentMaturities.length === 0) problems.push(`${where} has no payment maturity`);
    if (product.paymentMaturities.filter((maturity) => maturity.is_default).length > 1) {
      problems.push(`${where} has more than one default maturity`);
    }
    for (const maturity of product.paymentMaturities) {
      if (maturity.product_id !== product.id) {
        problems.push(`${where}: maturity ${maturity.id} names product ${maturity.product_id}`);
      }
      if (maturity.paymentIntervals.filter((interval) => interval.is_active).length === 0) {
        problems.push(`${where}: maturity ${maturity.id} has no active interval`);
      }
      if (maturity.paymentIntervals.filter((interval) => interval.is_default).length > 1) {
        problems.push(`${where}: maturity ${maturity.id} has more than one default interval`);
      }
    }
    unique(
      `${where} field key`,
      product.additionalFields.map((field) => field.key),
      problems,
    );
    checkRules(product, problems);
    unique(
      `${where} addon`,
      product.addons.map((link) => link.addon_id),
      problems,
    );
    for (const link of product.addons) {
      if (link.product_id !== product.id)
        problems.push(`${where}: addon link ${link.id} names product ${link.product_id}`);
      const target = productsById.get(link.addon_id);
      if (!target) {
        problems.push(`${where} links unknown addon ${link.addon_id}`);
      } else if (!categoriesById.get(target.category_id)?.is_addon) {
        problems.push(`${where} links addon ${link.addon_id}, which is not in an addon category`);
      }
      for (const group of link.groups) {
        const signature = JSON.stringify(group);
        const known = groupsById.get(group.id);
        if (known !== undefined && known !== signature) {
          problems.push(`Addon group ${group.id} is defined differently on two links`);
        }
        groupsById.set(group.id, signature);
      }
    }
    for (const { upsell_id } of product.upsells) {
      if (upsell_id === product.id) problems.push(`${where} lists itself as upsell`);
      else if (!productsById.has(upsell_id)) problems.push(`${where} names unknown upsell ${upsell_id}`);
    }
    for (const free of product.freeTlds) {
      if (!tldNames.has(free.tld)) problems.push(`${where} offers unknown free TLD ${free.tld}`);
    }
  }
  const domainProducts = products.filter((product) => product.type === 'domain');
  if (domainProducts.length !== 1) {
    problems.push(`Exactly one product of type "domain" is needed, found ${domainProducts.length}`);
  }

  unique(
    'TLD id',
    seed.tlds.map((tld) => tld.id),
    problems,
  );
  unique(
    'TLD',
    seed.tlds.map((tld) => tld.tld),
    problems,
  );
  unique(
    'Domain group id',
    seed.domainGroups.map((group) => group.id),
    problems,
  );
  const groupsByNumber = new Map(seed.domainGroups.map((group) => [group.id, group]));
  for (const tld of seed.tlds) {
    const owner = groupsByNumber.get(tld.group_id);
    if (!owner) {
      problems.push(`TLD ${tld.tld} names unknown group ${tld.group_id}`);
    } else {
      if (SEED_LOCALES.some((locale) => owner.name[locale] !== tld.group_name[locale])) {
        problems.push(`TLD ${tld.tld}: group_name does not match group ${owner.id}`);
      }
      if (!owner.tlds.includes(tld.tld)) problems.push(`TLD ${tld.tld} is missing from group ${owner.id}`);
    }
    const dot = tld.tld.indexOf('.');
    const expected = dot === -1 ? null : tld.tld.slice(0, dot);
    if (tld.tld2 !== expected) problems.push(`TLD ${tld.tld}: tld2 should be ${String(expected)}`);
  }
  for (const group of seed.domainGroups) {
    for (const name of group.tlds) {
      const tld = seed.tlds.find((entry) => entry.tld === name);
      if (!tld) problems.push(`Domain group ${group.id} lists unknown TLD ${name}`);
      else if (tld.group_id !== group.id)
        problems.push(`Domain group ${group.id} lists TLD ${name} of another group`);
    }
  }

  unique(
    'Promotion code',
    seed.promotions.map((promotion) => promotion.code.toUpperCase()),
    problems,
  );
  for (const promotion of seed.promotions) {
    const where = `Promotion ${promotion.code}`;
    if (promotion.brands.length === 0) problems.push(`${where} belongs to no brand`);
    for (const slug of promotion.brands) {
      if (!brandSlugs.has(slug)) problems.push(`${where} names unknown brand ${slug}`);
    }
    for (const id of promotion.requires) {
      if (!productsById.has(id)) problems.push(`${where} requires unknown product ${id}`);
    }
    const { type, list } = promotion.applies_to;
    if (type === 'all' && list.length > 0) problems.push(`${where}: applies_to "all" takes an empty list`);
    if (type !== 'all' && list.length === 0) problems.push(`${where}: applies_to ${type} needs a list`);
    for (const entry of list) {
      const known =
        type === 'product'
          ? typeof entry === 'number' && productsById.has(entry)
          : type === 'category'
            ? typeof entry === 'number' && categoriesById.has(entry)
            : type === 'tld'
              ? typeof entry === 'string' && tldNames.has(entry)
              : false;
      if (!known) problems.push(`${where} applies to unknown ${type} ${String(entry)}`);
    }
    if (promotion.type === 'domain' && type !== 'tld' && type !== 'all') {
      problems.push(`${where}: a domain promotion applies to TLDs`);
    }
    if (promotion.type !== 'domain' && type === 'tld')
      problems.push(`${where}: only domain promotions apply to TLDs`);
    if (promotion.discount_type === 'percentage' && promotion.value > 100) {
      problems.push(`${where}: a percentage above 100`);
    }
  }

  unique(
    'Country id',
    seed.countries.map((country) => country.id),
    problems,
  );
  unique(
    'Country code',
    seed.countries.map((country) => country.code),
    problems,
  );
  const countryCodes = new Set(seed.countries.map((country) => country.code));
  for (const code of Object.keys(seed.zipCodes)) {
    if (!countryCodes.has(code)) problems.push(`Zip codes for unknown country ${code}`);
  }
  for (const brand of seed.brands) {
    if (!countryCodes.has(brand.properties.country_code)) {
      problems.push(`Brand ${brand.slug} has unknown country ${brand.properties.country_code}`);
    }
  }

  const registryNames = [
    ...seed.registry.transferable,
    ...seed.registry.unavailable,
    ...seed.registry.owned,
    ...seed.registry.timeout,
  ];
  unique('Registry name', registryNames, problems);
  for (const name of registryNames) {
    if (normalizeDomainName(name) !== name) problems.push(`Registry name ${name} is not lower case Unicode`);
  }

  unique(
    'Contract transfer id',
    seed.contractTransfers.map((transfer) => transfer.transfer_id),
    problems,
  );
  for (const transfer of seed.contractTransfers) {
    if (!productsById.has(transfer.product_id)) {
      problems.push(`Contract transfer ${transfer.transfer_id} names unknown product ${transfer.product_id}`);
    }
  }
  problems.push(...moneyInTextProblems(seed));
  return problems;
}

/** Throws a `SeedValidationError` naming every problem; schema checks run in every locale. */
export function validateSeed(seed: Seed): void {
  const problems = [...schemaProblems(seed), ...integrityProblems(seed)];
  if (problems.length > 0) throw new SeedValidationError(problems);
}
