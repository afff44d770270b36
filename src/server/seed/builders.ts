import type {
  AddonGroupRule,
  InputComponent,
  MaturityMonths,
  PaymentInterval,
  PaymentMaturity,
} from '@contract/catalogue';
import type { z } from 'zod';
import type {
  Localized,
  SeedAddonGroup,
  SeedAddonLink,
  SeedCategory,
  SeedField,
  SeedInformation,
  SeedProduct,
} from './types';

/** A text in German and English. */
export const t = (de: string, en: string): Localized => ({ 'de-DE': de, 'en-GB': en });

/** The same text in both locales (brand names, technical terms). */
export const same = (text: string): Localized => t(text, text);

/** Product type slugs and their numeric type ids. */
export const PRODUCT_TYPES = {
  webhosting: 1,
  cloudserver: 2,
  certificate: 3,
  domain: 4,
  postal: 5,
  transfer: 6,
  addon: 7,
  nsa: 8,
  ppoa: 9,
  upsell: 10,
} as const;
export type ProductType = keyof typeof PRODUCT_TYPES;

/** VAT of every seeded interval (German VAT; the session's country VAT is applied by the server). */
export const DEFAULT_INTERVAL_VAT = 19;

// ---------------------------------------------------------------------------------------------
// Maturities and intervals
// ---------------------------------------------------------------------------------------------

export interface IntervalSpec {
  months: number;
  default?: boolean;
  active?: boolean;
  vat?: number;
}

export interface MaturitySpec {
  months: z.infer<typeof MaturityMonths>;
  /** Monthly price in euros without VAT. */
  price: number;
  setup?: number;
  /** Cancellation period in days; defaults by months (0 -> 0, 1 -> 30, else 90). */
  cancel?: number;
  default?: boolean;
  active?: boolean;
  /** Interval months, or full specs. A bare number is active, not default. */
  intervals: (number | IntervalSpec)[];
}

const defaultCancel = (months: number) => (months === 0 ? 0 : months === 1 ? 30 : 90);

/** Maturity ids are `productId * 100 + n`, interval ids `maturityId * 10 + n` (n from 1). */
export function maturities(productId: number, specs: MaturitySpec[]): PaymentMaturity[] {
  if (specs.length > 99) throw new Error(`Product ${productId}: too many maturities`);
  return specs.map((spec, index) => {
    const id = productId * 100 + index + 1;
    if (spec.intervals.length > 9) throw new Error(`Maturity ${id}: too many intervals`);
    const paymentIntervals: PaymentInterval[] = spec.intervals.map((entry, position) => {
      const interval: IntervalSpec = typeof entry === 'number' ? { months: entry } : entry;
      return {
        id: id * 10 + position + 1,
        months: interval.months,
        interval_vat: interval.vat ?? DEFAULT_INTERVAL_VAT,
        is_active: interval.active ?? true,
        is_default: interval.default ?? false,
      };
    });
    return {
      id,
      product_id: productId,
      months: spec.months,
      price: spec.price,
      setup_fee: spec.setup ?? 0,
      cancelation_period: spec.cancel ?? defaultCancel(spec.months),
      is_active: spec.active ?? true,
      is_default: spec.default ?? false,
      paymentIntervals,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Additional fields
// ---------------------------------------------------------------------------------------------

export interface FieldSpec {
  key: string;
  component: z.infer<typeof InputComponent>;
  /** Pipe-separated rules (catalogue spec section 5). */
  rules: string;
  label: Localized;
  headline?: Localized;
  postponed?: boolean;
  prefilledWith?: string;
}

/** Field ids are `productId * 100 + n`; `order` follows the list (10, 20, ...). */
export function fields(productId: number, specs: FieldSpec[]): SeedField[] {
  return specs.map((spec, index) => ({
    id: productId * 100 + index + 1,
    key: spec.key,
    label: spec.label,
    headline: spec.headline ?? null,
    order: (index + 1) * 10,
    input_component: spec.component,
    validation_rules: spec.rules,
    is_postponed: spec.postponed ?? false,
    prefilled_with: spec.prefilledWith ?? null,
  }));
}

export const info = (key: Localized, value: Localized): SeedInformation => ({ key, value });

// ---------------------------------------------------------------------------------------------
// Addon groups and links
// ---------------------------------------------------------------------------------------------

export function group(
  id: number,
  name: string,
  rules: z.infer<typeof AddonGroupRule>[],
  display?: { name: Localized; description?: Localized },
): SeedAddonGroup {
  return {
    id,
    name,
    display_name: display?.name ?? null,
    display_description: display?.description ?? null,
    rules,
  };
}

export interface LinkSpec {
  addon: number;
  groups?: SeedAddonGroup[];
  /** Order among recommended addons (sets is_recommended). */
  recommended?: number;
  /** Order among promoted addons (sets is_promoted). */
  promoted?: number;
}

/** Link ids are `productId * 100 + n`. */
export function links(productId: number, specs: LinkSpec[]): SeedAddonLink[] {
  return specs.map((spec, index) => ({
    id: productId * 100 + index + 1,
    product_id: productId,
    addon_id: spec.addon,
    is_recommended: spec.recommended !== undefined,
    recommended_addon_order: spec.recommended ?? null,
    is_promoted: spec.promoted !== undefined,
    promoted_addon_order: spec.promoted ?? null,
    groups: spec.groups ?? [],
  }));
}

// ---------------------------------------------------------------------------------------------
// Categories and products
// ---------------------------------------------------------------------------------------------

export type CategorySpec = Pick<SeedCategory, 'id' | 'slug' | 'name'> & Partial<SeedCategory>;

export function category(spec: CategorySpec): SeedCategory {
  return {
    icon: null,
    description: null,
    description2: null,
    description_footer: null,
    description_summary: null,
    is_addon: false,
    is_visible: true,
    product_notice: null,
    ...spec,
  };
}

export type ProductSpec = Pick<SeedProduct, 'id' | 'name'> &
  Partial<Omit<SeedProduct, 'type' | 'type_id' | 'category' | 'category_id' | 'paymentMaturities'>> & {
    type: ProductType;
    category: SeedCategory;
    maturities: MaturitySpec[];
    fields?: FieldSpec[];
    links?: LinkSpec[];
    upsellIds?: number[];
  };

export function product(spec: ProductSpec): SeedProduct {
  const {
    type,
    category: owner,
    maturities: maturitySpecs,
    fields: fieldSpecs,
    links: linkSpecs,
    upsellIds,
    ...rest
  } = spec;
  return {
    description: null,
    tagline: null,
    domain_capable: false,
    is_domainrequired: 0,
    is_hidden: false,
    is_active: true,
    hide_in_cart: false,
    is_highlight: false,
    order: 0,
    qty_max: null,
    external_product_id: null,
    additionalinformations: [],
    upsells: (upsellIds ?? []).map((upsell_id) => ({ upsell_id })),
    addonPrice: null,
    addonSetupFee: null,
    addonTime: null,
    freeTlds: [],
    info: null,
    sms_validation: 'false',
    attributes: {},
    upsell_headline: null,
    advantages_headline: null,
    advantages: [],
    advantages_button_text: null,
    disadvantages_headline: null,
    disadvantages: [],
    disadvantages_button_text: null,
    ...rest,
    type,
    type_id: PRODUCT_TYPES[type],
    category: { slug: owner.slug, name: owner.name },
    category_id: owner.id,
    additionalFields: fields(spec.id, fieldSpecs ?? []),
    addons: links(spec.id, linkSpecs ?? []),
    paymentMaturities: maturities(spec.id, maturitySpecs),
  };
}

/**
 * An addon or upsell: a product of an addon category. `addonPrice`, `addonSetupFee` and
 * `addonTime` summarise its default maturity (else its first) for the addon lists.
 */
export function addon(spec: ProductSpec): SeedProduct {
  const built = product(spec);
  const summary =
    built.paymentMaturities.find((maturity) => maturity.is_default) ?? built.paymentMaturities[0];
  return {
    ...built,
    addonPrice: spec.addonPrice ?? summary?.price ?? null,
    addonSetupFee: spec.addonSetupFee ?? summary?.setup_fee ?? null,
    addonTime: spec.addonTime ?? summary?.months ?? null,
  };
}
