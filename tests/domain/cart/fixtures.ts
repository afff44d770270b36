import type { BrandProperties } from '@contract/brand';
import type { Cart, CartDomain, CartElement, CartItem } from '@contract/cart';
import type {
  AdditionalFieldDefinition,
  AddonGroup,
  AddonGroupRule,
  PaymentInterval,
  PaymentMaturity,
  Product,
  ProductAddonLink,
} from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import type { Promotion } from '@contract/promotions';
import type { RandomBytes } from '@domain/cart/row-id';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import { baseProduct } from '../support/base-product';

type Months = PaymentMaturity['months'];

/** One maturity of a test product: months, monthly price and its intervals (by months). */
export interface TermSpec {
  months: Months;
  price?: number;
  intervals?: number[];
  /** Months of the interval flagged default (none flagged when omitted). */
  defaultInterval?: number;
  inactiveIntervals?: number[];
  active?: boolean;
}

/** Maturity ids are productId * 100 + position; interval ids maturityId * 10 + position. */
export function maturities(productId: number, specs: readonly TermSpec[]): PaymentMaturity[] {
  return specs.map((spec, index) => {
    const id = productId * 100 + index + 1;
    const intervals = spec.intervals ?? [spec.months];
    return {
      id,
      product_id: productId,
      months: spec.months,
      price: spec.price ?? 5,
      setup_fee: 0,
      cancelation_period: 30,
      is_active: spec.active ?? true,
      is_default: false,
      paymentIntervals: intervals.map(
        (months, position): PaymentInterval => ({
          id: id * 10 + position + 1,
          months,
          interval_vat: 19,
          is_active: !(spec.inactiveIntervals ?? []).includes(months),
          is_default: spec.defaultInterval === months,
        }),
      ),
    };
  });
}

export function product(id: number, overrides: Partial<Product> & { terms?: TermSpec[] } = {}): Product {
  const { terms, ...rest } = overrides;
  return {
    ...baseProduct(id),
    paymentMaturities: maturities(id, terms ?? [{ months: 12, intervals: [12] }]),
    ...rest,
  };
}

export const group = (id: number, rules: AddonGroupRule[]): AddonGroup => ({
  id,
  name: `group-${id}`,
  display_name: null,
  display_description: null,
  rules,
});

export const link = (
  productId: number,
  addonId: number,
  overrides: Partial<ProductAddonLink> = {},
): ProductAddonLink => ({
  id: productId * 1000 + addonId,
  product_id: productId,
  addon_id: addonId,
  is_recommended: false,
  recommended_addon_order: null,
  is_promoted: false,
  promoted_addon_order: null,
  groups: [],
  ...overrides,
});

export const field = (
  id: number,
  overrides: Partial<AdditionalFieldDefinition> = {},
): AdditionalFieldDefinition => ({
  id,
  key: `field_${id}`,
  label: `Field ${id}`,
  headline: null,
  order: id,
  input_component: 'text',
  validation_rules: 'required|string',
  is_postponed: false,
  prefilled_with: null,
  ...overrides,
});

export const tld = (id: number, name: string, overrides: Partial<Tld> = {}): Tld => ({
  id,
  tld: name,
  tld2: null,
  contractlength: 12,
  group_id: 1,
  group_name: 'Popular',
  is_active: true,
  interval_vat: 19,
  price: 1,
  privacy: false,
  setupfee: 0,
  sort_id: id,
  top_tld: false,
  notice: null,
  external_id: null,
  article_name: null,
  ...overrides,
});

export const promotion = (code: string, overrides: Partial<Promotion> = {}): Promotion => ({
  code,
  type: 'product',
  discount_type: 'percentage',
  value: 10,
  requires: [],
  is_recurring: false,
  recurs_for: 1,
  is_automatic: false,
  discount_label: null,
  applies_to: { type: 'all', list: [] },
  supported: { maturity_months: [], interval_months: [], for_addon: false, for_upsell: false },
  ...overrides,
});

const contact = { phone: '+49 1', email: 'help@example.com', working_days: 'Mon-Fri' };

export const brand = (overrides: Partial<BrandProperties> = {}): BrandProperties => ({
  address_details: '',
  allow_companies: true,
  allow_crm: true,
  allow_private_persons: true,
  automatic_promotions: false,
  manual_promotions: true,
  city: 'Berlin',
  country_code: 'DE',
  support: contact,
  customer_support: contact,
  display: {
    bank_name_input: false,
    coupon_hint_on_cart_page: false,
    interval_with_maturity: false,
    prices_on_interval_selection_in_modal: false,
    prices_with_vat: true,
    privacy_settings_link: false,
    promocode_input_on_cart_page: false,
    promocode_input_on_confirm_page: false,
    referral_id_input_on_confirmation: false,
    hide_zero_prices_in_cart: false,
    locale_switcher: false,
  },
  oauth: {
    authority: null,
    second_authority: null,
    client_id: null,
    provider_type: null,
    redirect_uri: null,
  },
  offer_newsletter: false,
  terms: {
    business: '',
    private: '',
    privacy: '',
    eult: null,
    gtc: null,
    mca: null,
    revocation: null,
    privacy_settings: null,
  },
  website_url: 'https://example.com',
  inclusive_domains_first_year_only: false,
  mail_theme: {
    sender_name: 'Example',
    sender_address: 'orders@example.com',
    logo: 'example/logo.png',
    colors: { header: '#000', accent: '#000', text: '#000', background: '#fff' },
  },
  mail_attachments: [],
  logo: '',
  fav_icon: '',
  colors: { primary: '#000', secondary: '#000', text: '#000', background: '#fff' },
  tracking_ids: {},
  copyright_year: 2020,
  owner: 'Example',
  phone: '+49 1',
  register_info: '',
  easymarketing_campaign_id: 1,
  show_locale_switcher: false,
  ...overrides,
});

/** The domain-only product every catalogue has (id 1, 12 months). */
export const DOMAIN_ONLY_ID = 1;
export const domainOnlyProduct = (overrides: Partial<Product> = {}): Product =>
  product(DOMAIN_ONLY_ID, { name: 'Domain', type: 'domain', is_domainrequired: 1, ...overrides });

export const DE = tld(501, 'de');
export const COM = tld(502, 'com');
export const CO_UK = tld(503, 'co.uk');
export const UK = tld(504, 'uk');
export const OLD = tld(505, 'old', { is_active: false });

export function catalogue(
  input: {
    products?: Product[];
    tlds?: Tld[];
    promotions?: Promotion[];
    brand?: Partial<BrandProperties>;
  } = {},
): CatalogueContext {
  const products = input.products ?? [];
  return buildCatalogueContext({
    products: products.some((p) => p.type === 'domain') ? products : [domainOnlyProduct(), ...products],
    tlds: input.tlds ?? [DE, COM, CO_UK, UK, OLD],
    promotions: input.promotions ?? [],
    brand: brand(input.brand),
  });
}

/** Id of the product's maturity with these months (first match). */
export function maturityId(p: Product, months: number): number {
  const found = p.paymentMaturities.find((m) => m.months === months);
  if (!found) throw new Error(`product ${p.id} has no ${months}-month maturity`);
  return found.id;
}

/** Id of the interval with `intervalMonths` in the product's maturity with `maturityMonths`. */
export function intervalId(p: Product, maturityMonths: number, intervalMonths: number): number {
  const found = p.paymentMaturities
    .find((m) => m.months === maturityMonths)
    ?.paymentIntervals.find((i) => i.months === intervalMonths);
  if (!found) throw new Error(`product ${p.id} has no ${maturityMonths}/${intervalMonths} term`);
  return found.id;
}

/** A cart element of product `p` on its maturity/interval with these months. */
export const element = (p: Product, maturityMonths: number, intervalMonths: number): CartElement => ({
  id: p.id,
  maturity_id: maturityId(p, maturityMonths),
  interval_id: intervalId(p, maturityMonths, intervalMonths),
  promotion: null,
  additional_fields: [],
});

export const rowId = (letter: string): string => letter.repeat(32);

export function cartItem(
  p: Product,
  maturityMonths: number,
  intervalMonths: number,
  overrides: Partial<CartItem> = {},
): CartItem {
  const { id, maturity_id, interval_id } = element(p, maturityMonths, intervalMonths);
  return {
    row_id: rowId('A'),
    product: { id, maturity_id, interval_id, promotion: null, additional_fields: [], informations: [] },
    addons: [],
    upsells: [],
    domains: [],
    is_preconfigured: false,
    ...overrides,
  };
}

export const domain = (name: string, tldId: number, overrides: Partial<CartDomain> = {}): CartDomain => ({
  id: tldId,
  name,
  inclusive: false,
  inclusive_first_year: false,
  auth_code: null,
  promotion_code: null,
  additional_fields: [],
  ...overrides,
});

export const cartOf = (...items: CartItem[]): Cart => ({ items });

/** A deterministic random source repeating the given bytes. */
export function fixedRandom(bytes: readonly number[]): RandomBytes {
  let position = 0;
  return (buffer) => {
    for (let index = 0; index < buffer.length; index++) {
      buffer[index] = bytes[position % bytes.length] ?? 0;
      position++;
    }
    return buffer;
  };
}

/** Deep-freezes test input so a rule that mutates it throws. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

export const addonIds = (item: CartItem): number[] => item.addons.map((addon) => addon.id);
