import type { Brand } from '@contract/brand';
import type { AddonGroup, Category, PaymentMaturity, Product, ProductAddonLink } from '@contract/catalogue';
import type { Country } from '@contract/customer';
import type { DomainGroup, Tld } from '@contract/domains';
import type { Promotion } from '@contract/promotions';
import type {
  Locale,
  Localized,
  SeedAddonGroup,
  SeedAddonLink,
  SeedBrand,
  SeedCategory,
  SeedCountry,
  SeedDomainGroup,
  SeedProduct,
  SeedPromotion,
  SeedSupportContact,
  SeedTld,
} from './types';

/**
 * Pure functions from seed entities to contract entities for one locale. They return fresh
 * objects (nothing shared with the seed), so callers may change the result freely.
 */

export const localize = (text: Localized, locale: Locale): string => text[locale];

export const localizeNullable = (text: Localized | null, locale: Locale): string | null =>
  text === null ? null : text[locale];

export function localizeCategory(seed: SeedCategory, locale: Locale): Category {
  return {
    ...seed,
    name: localize(seed.name, locale),
    description: localizeNullable(seed.description, locale),
    description2: localizeNullable(seed.description2, locale),
    description_footer: localizeNullable(seed.description_footer, locale),
    description_summary: localizeNullable(seed.description_summary, locale),
    product_notice: localizeNullable(seed.product_notice, locale),
  };
}

export function localizeAddonGroup(seed: SeedAddonGroup, locale: Locale): AddonGroup {
  return {
    id: seed.id,
    name: seed.name,
    display_name: localizeNullable(seed.display_name, locale),
    display_description: localizeNullable(seed.display_description, locale),
    rules: [...seed.rules],
  };
}

export function localizeAddonLink(seed: SeedAddonLink, locale: Locale): ProductAddonLink {
  return { ...seed, groups: seed.groups.map((group) => localizeAddonGroup(group, locale)) };
}

const copyMaturity = (maturity: PaymentMaturity): PaymentMaturity => ({
  ...maturity,
  paymentIntervals: maturity.paymentIntervals.map((interval) => ({ ...interval })),
});

export function localizeProduct(seed: SeedProduct, locale: Locale): Product {
  return {
    ...seed,
    name: localize(seed.name, locale),
    description: localizeNullable(seed.description, locale),
    tagline: localizeNullable(seed.tagline, locale),
    category: { slug: seed.category.slug, name: localize(seed.category.name, locale) },
    additionalFields: seed.additionalFields.map((field) => ({
      ...field,
      label: localize(field.label, locale),
      headline: localizeNullable(field.headline, locale),
    })),
    additionalinformations: seed.additionalinformations.map((entry) => ({
      key: localize(entry.key, locale),
      value: localize(entry.value, locale),
    })),
    addons: seed.addons.map((link) => localizeAddonLink(link, locale)),
    upsells: seed.upsells.map((link) => ({ ...link })),
    freeTlds: seed.freeTlds.map((free) => ({ ...free })),
    info: localizeNullable(seed.info, locale),
    attributes: { ...seed.attributes },
    upsell_headline: localizeNullable(seed.upsell_headline, locale),
    advantages_headline: localizeNullable(seed.advantages_headline, locale),
    advantages: seed.advantages.map((text) => localize(text, locale)),
    advantages_button_text: localizeNullable(seed.advantages_button_text, locale),
    disadvantages_headline: localizeNullable(seed.disadvantages_headline, locale),
    disadvantages: seed.disadvantages.map((text) => localize(text, locale)),
    disadvantages_button_text: localizeNullable(seed.disadvantages_button_text, locale),
    paymentMaturities: seed.paymentMaturities.map(copyMaturity),
  };
}

export function localizeTld(seed: SeedTld, locale: Locale): Tld {
  return {
    ...seed,
    group_name: localize(seed.group_name, locale),
    notice: localizeNullable(seed.notice, locale),
    article_name: localizeNullable(seed.article_name, locale),
  };
}

/** A numeric domain group with its TLDs (`tldsInGroup`: the TLDs whose `group_id` is the group's). */
export function localizeDomainGroup(
  seed: SeedDomainGroup,
  tlds: readonly SeedTld[],
  locale: Locale,
): DomainGroup {
  return {
    id: seed.id,
    name: localize(seed.name, locale),
    code: seed.code,
    is_active: seed.is_active,
    tlds: [...seed.tlds],
    tldsInGroup: tlds.filter((tld) => tld.group_id === seed.id).map((tld) => localizeTld(tld, locale)),
    fetching: false,
  };
}

const localizeSupport = (seed: SeedSupportContact, locale: Locale) => ({
  ...seed,
  working_days: localize(seed.working_days, locale),
});

export function localizeBrand(seed: SeedBrand, locale: Locale): Brand {
  const { properties } = seed;
  return {
    ...seed,
    locales: seed.locales.map((entry) => ({ ...entry })),
    properties: {
      ...properties,
      support: localizeSupport(properties.support, locale),
      customer_support: localizeSupport(properties.customer_support, locale),
      display: { ...properties.display },
      oauth: { ...properties.oauth },
      terms: { ...properties.terms },
      mail_theme: { ...properties.mail_theme, colors: { ...properties.mail_theme.colors } },
      mail_attachments: properties.mail_attachments.map((attachment) => ({
        ...attachment,
        file_name: localize(attachment.file_name, locale),
      })),
      colors: { ...properties.colors },
      tracking_ids: { ...properties.tracking_ids },
    },
  };
}

export function localizeCountry(seed: SeedCountry, locale: Locale): Country {
  return {
    id: seed.id,
    code: seed.code,
    name: localize(seed.name, locale),
    phone_prefix: seed.phone_prefix,
    order: seed.order,
  };
}

/** The contract promotion (without the seed's brand list). */
export function localizePromotion(seed: SeedPromotion, locale: Locale): Promotion {
  const { brands: _brands, ...promotion } = seed;
  return {
    ...promotion,
    requires: [...promotion.requires],
    discount_label: localizeNullable(promotion.discount_label, locale),
    applies_to: { type: promotion.applies_to.type, list: [...promotion.applies_to.list] },
    supported: {
      ...promotion.supported,
      maturity_months: [...promotion.supported.maturity_months],
      interval_months: [...promotion.supported.interval_months],
    },
  };
}
