import type { Brand, BrandProperties, MailAttachment, SupportContact } from '@contract/brand';
import type {
  AdditionalFieldDefinition,
  AddonGroup,
  Category,
  Product,
  ProductAddonLink,
} from '@contract/catalogue';
import type { LocaleCode } from '@contract/common';
import type { Country } from '@contract/customer';
import type { DomainGroup, Tld } from '@contract/domains';
import type { Promotion } from '@contract/promotions';
import type { z } from 'zod';

/**
 * Seed-side shapes. Each one is its contract entity with every translatable text replaced by a
 * `Localized` record, so a change of the contract shows up here as a type error. The `localize*`
 * functions in localize.ts turn them into contract entities for one locale.
 */

export type Locale = LocaleCode;
export const SEED_LOCALES = ['de-DE', 'en-GB'] as const satisfies readonly Locale[];

/** A text in every locale the shop speaks. */
export interface Localized {
  readonly 'de-DE': string;
  readonly 'en-GB': string;
}

export type SeedCategory = Omit<
  Category,
  'name' | 'description' | 'description2' | 'description_footer' | 'description_summary' | 'product_notice'
> & {
  name: Localized;
  description: Localized | null;
  description2: Localized | null;
  description_footer: Localized | null;
  description_summary: Localized | null;
  product_notice: Localized | null;
};

export type SeedAddonGroup = Omit<AddonGroup, 'display_name' | 'display_description'> & {
  display_name: Localized | null;
  display_description: Localized | null;
};

export type SeedAddonLink = Omit<ProductAddonLink, 'groups'> & { groups: SeedAddonGroup[] };

export type SeedField = Omit<AdditionalFieldDefinition, 'label' | 'headline'> & {
  label: Localized;
  headline: Localized | null;
};

/** A line of product information ("Storage: 50 GB"): label and value are both shown. */
export interface SeedInformation {
  key: Localized;
  value: Localized;
}

type ProductTextKey =
  | 'name'
  | 'description'
  | 'tagline'
  | 'category'
  | 'additionalFields'
  | 'additionalinformations'
  | 'addons'
  | 'info'
  | 'upsell_headline'
  | 'advantages_headline'
  | 'advantages'
  | 'advantages_button_text'
  | 'disadvantages_headline'
  | 'disadvantages'
  | 'disadvantages_button_text';

export type SeedProduct = Omit<Product, ProductTextKey> & {
  name: Localized;
  description: Localized | null;
  tagline: Localized | null;
  /** Copy of the category's slug and name (checked against `category_id` by the loader). */
  category: { slug: string; name: Localized };
  additionalFields: SeedField[];
  additionalinformations: SeedInformation[];
  addons: SeedAddonLink[];
  info: Localized | null;
  upsell_headline: Localized | null;
  advantages_headline: Localized | null;
  advantages: Localized[];
  advantages_button_text: Localized | null;
  disadvantages_headline: Localized | null;
  disadvantages: Localized[];
  disadvantages_button_text: Localized | null;
};

export type SeedTld = Omit<Tld, 'group_name' | 'notice' | 'article_name'> & {
  /** Copy of the group's name (checked against `group_id` by the loader). */
  group_name: Localized;
  notice: Localized | null;
  article_name: Localized | null;
};

/** A numeric TLD group; `tldsInGroup` is derived from the TLDs whose `group_id` is this id. */
export type SeedDomainGroup = Omit<DomainGroup, 'id' | 'name' | 'tldsInGroup' | 'fetching'> & {
  id: number;
  name: Localized;
};

export type SeedPromotion = Omit<Promotion, 'discount_label'> & {
  discount_label: Localized | null;
  /** Slugs of the brands offering this promotion. */
  brands: string[];
};

export type SeedCountry = Omit<Country, 'name'> & {
  name: Localized;
  /** VAT percent charged to private persons living in this country (see countries.ts). */
  vat_rate: number;
  /** Member of the European Union (VAT area). */
  is_eu: boolean;
};

type SupportContactShape = z.infer<typeof SupportContact>;
export type SeedSupportContact = Omit<SupportContactShape, 'working_days'> & { working_days: Localized };

export type SeedMailAttachment = Omit<MailAttachment, 'file_name'> & { file_name: Localized };

export type SeedBrand = Omit<Brand, 'properties'> & {
  properties: Omit<BrandProperties, 'support' | 'customer_support' | 'mail_attachments'> & {
    support: SeedSupportContact;
    customer_support: SeedSupportContact;
    mail_attachments: SeedMailAttachment[];
  };
};

export interface SeedZipCode {
  code: string;
  city: string;
}

/** Registry statuses the sandbox registry reports for seeded names; every other name is free (0). */
export interface RegistrySeed {
  /** Status 1: taken, transferable with an authcode. */
  transferable: string[];
  /** Status 2: unavailable (reserved, blocked). */
  unavailable: string[];
  /** Status 4: already owned (registered with us). */
  owned: string[];
  /** Our status 9: the sandbox registry should act as if it did not answer in time. */
  timeout: string[];
}

/** A contract that can be taken over through `/contract-transfer/{transferId}`. */
export interface SeedContractTransfer {
  transfer_id: string;
  /** The product whose contract is taken over. */
  product_id: number;
  holder: string;
}

export interface Seed {
  brands: SeedBrand[];
  categories: SeedCategory[];
  /** Every product, including addons (products of addon categories) and upsells. */
  products: SeedProduct[];
  tlds: SeedTld[];
  domainGroups: SeedDomainGroup[];
  promotions: SeedPromotion[];
  countries: SeedCountry[];
  /** Zip codes by ISO country code; only countries with a picker have an entry. */
  zipCodes: Record<string, SeedZipCode[]>;
  registry: RegistrySeed;
  contractTransfers: SeedContractTransfer[];
  /** Slug of the brand used when a request's host matches no brand. */
  defaultBrandSlug: string;
}
