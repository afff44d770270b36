import type { BrandProperties } from '@contract/brand';
import type { Cart, CartDomain, CartElement, CartItem } from '@contract/cart';
import type { PaymentInterval, PaymentMaturity, Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import type { Promotion } from '@contract/promotions';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import { baseProduct } from '../support/base-product';

/** A small catalogue for the price and promotion rules; ids are chosen to be readable. */

export function interval(
  id: number,
  months: number,
  overrides: Partial<PaymentInterval> = {},
): PaymentInterval {
  return { id, months, interval_vat: 19, is_active: true, is_default: true, ...overrides };
}

export function maturity(
  id: number,
  months: PaymentMaturity['months'],
  price: number,
  overrides: Partial<PaymentMaturity> = {},
): PaymentMaturity {
  return {
    id,
    product_id: 1,
    months,
    price,
    setup_fee: 0,
    cancelation_period: 30,
    is_active: true,
    is_default: false,
    paymentIntervals: [interval(id * 10 + 1, months)],
    ...overrides,
  };
}

export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    ...baseProduct(id),
    category: { slug: 'webhosting', name: 'Web hosting' },
    category_id: 10,
    order: id,
    ...overrides,
  };
}

export function tld(id: number, name: string, price: number, overrides: Partial<Tld> = {}): Tld {
  return {
    id,
    tld: name,
    tld2: null,
    contractlength: 12,
    group_id: 1,
    group_name: 'Popular',
    is_active: true,
    interval_vat: 19,
    price,
    privacy: false,
    setupfee: 0,
    sort_id: id,
    top_tld: false,
    notice: null,
    external_id: null,
    article_name: null,
    ...overrides,
  };
}

export function promotion(code: string, overrides: Partial<Promotion> = {}): Promotion {
  const { supported, ...rest } = overrides;
  return {
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
    ...rest,
    supported: {
      maturity_months: [],
      interval_months: [],
      for_addon: false,
      for_upsell: false,
      ...supported,
    },
  };
}

const contact = { phone: '+49 30 123456', email: 'support@example.com', working_days: 'Mon-Fri 8-18' };

export function brand(overrides: Partial<BrandProperties> = {}): BrandProperties {
  return {
    address_details: 'Example street 1',
    allow_companies: true,
    allow_crm: false,
    allow_private_persons: true,
    automatic_promotions: true,
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
      promocode_input_on_cart_page: true,
      promocode_input_on_confirm_page: false,
      referral_id_input_on_confirmation: false,
      hide_zero_prices_in_cart: false,
      locale_switcher: true,
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
      business: '/terms',
      private: '/terms',
      privacy: '/privacy',
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
    logo: '/logo.svg',
    fav_icon: '/favicon.ico',
    colors: { primary: '#000', secondary: '#111', text: '#222', background: '#fff' },
    tracking_ids: {},
    copyright_year: 2010,
    owner: 'Example GmbH',
    phone: '+49 30 123456',
    register_info: 'HRB 1',
    easymarketing_campaign_id: 1,
    show_locale_switcher: true,
    ...overrides,
  };
}

// --- the test catalogue ---------------------------------------------------------------------

export const ID = {
  hostingS: 1,
  hostingM: 2,
  backup: 3,
  expertSetup: 4,
  seo: 5,
  domainOnly: 9,
  de: 100,
  com: 101,
  shop: 102,
} as const;

/** Web hosting S: 1 month at 4.99 (setup 9.99), 12 months at 2.99 paid yearly (default) or monthly. */
export const hostingS = product(ID.hostingS, {
  name: 'Web hosting S',
  paymentMaturities: [
    maturity(11, 1, 4.99, { setup_fee: 9.99, cancelation_period: 28 }),
    maturity(12, 12, 2.99, {
      cancelation_period: 90,
      paymentIntervals: [interval(121, 12), interval(122, 1, { is_default: false })],
    }),
  ],
});

/** Web hosting M: 12 months at 5.00, 24 months at 4.00, both paid monthly. */
export const hostingM = product(ID.hostingM, {
  name: 'Web hosting M',
  paymentMaturities: [
    maturity(21, 12, 5, { paymentIntervals: [interval(211, 1)] }),
    maturity(22, 24, 4, { paymentIntervals: [interval(221, 1)] }),
  ],
});

const addonCategory = {
  category: { slug: 'hosting-addons', name: 'Add-ons' },
  category_id: 20,
  type: 'addon',
};

/** Backup addon: 0.10 a month, monthly or yearly term. */
export const backup = product(ID.backup, {
  name: 'Backup',
  ...addonCategory,
  paymentMaturities: [maturity(31, 1, 0.1), maturity(32, 12, 0.1, { paymentIntervals: [interval(321, 1)] })],
});

/** Expert setup: one-time addon (price 0) with a setup fee of 99. */
export const expertSetup = product(ID.expertSetup, {
  name: 'Expert setup',
  ...addonCategory,
  paymentMaturities: [maturity(41, 0, 0, { setup_fee: 99, paymentIntervals: [interval(411, 0)] })],
});

/** SEO upsell: 3.00 a month, 12 months paid monthly. */
export const seo = product(ID.seo, {
  name: 'SEO booster',
  category: { slug: 'upsells', name: 'Upsells' },
  category_id: 30,
  type: 'upsell',
  paymentMaturities: [maturity(51, 12, 3, { paymentIntervals: [interval(511, 1)] })],
});

export const domainOnly = product(ID.domainOnly, {
  name: 'Domain',
  type: 'domain',
  category: { slug: 'domains', name: 'Domains' },
  category_id: 40,
  paymentMaturities: [maturity(91, 12, 0, { paymentIntervals: [interval(911, 12)] })],
});

/** .de 0.50 a month (6.00 a year), .com 1.00 a month with a setup fee of 2.00, .shop 2.49 a month. */
export const tlds = [
  tld(ID.de, 'de', 0.5),
  tld(ID.com, 'com', 1, { setupfee: 2 }),
  tld(ID.shop, 'shop', 2.49),
];

export function context(
  promotions: Promotion[] = [],
  brandOverrides: Partial<BrandProperties> = {},
): CatalogueContext {
  return buildCatalogueContext({
    products: [hostingS, hostingM, backup, expertSetup, seo, domainOnly],
    tlds,
    promotions,
    brand: brand(brandOverrides),
  });
}

// --- cart builders ----------------------------------------------------------------------------

export function element(
  id: number,
  maturityId: number,
  intervalId: number,
  promotionCode: string | null = null,
): CartElement {
  return {
    id,
    maturity_id: maturityId,
    interval_id: intervalId,
    promotion: promotionCode,
    additional_fields: [],
  };
}

export function domain(
  tldId: number,
  name: string,
  overrides: Partial<Omit<CartDomain, 'id' | 'name'>> = {},
): CartDomain {
  return {
    id: tldId,
    name,
    inclusive: false,
    inclusive_first_year: false,
    auth_code: null,
    promotion_code: null,
    additional_fields: [],
    ...overrides,
  };
}

export const rowId = (seed: string): string => seed.repeat(32).slice(0, 32);

export function item(
  seed: string,
  productElement: CartElement,
  parts: Partial<Pick<CartItem, 'addons' | 'upsells' | 'domains'>> = {},
): CartItem {
  return {
    row_id: rowId(seed),
    product: { ...productElement, informations: [] },
    addons: [],
    upsells: [],
    domains: [],
    is_preconfigured: false,
    ...parts,
  };
}

export function cartOf(...items: CartItem[]): Cart {
  return { items };
}

/** Web hosting S in its 1-month term, optionally with a promotion. */
export const hostingSMonthly = (code: string | null = null) => element(ID.hostingS, 11, 111, code);
/** Web hosting S in its 12-month term paid yearly. */
export const hostingSYearly = (code: string | null = null) => element(ID.hostingS, 12, 121, code);
/** Web hosting M in its 12-month term paid monthly. */
export const hostingM12 = (code: string | null = null) => element(ID.hostingM, 21, 211, code);
/** Web hosting M in its 24-month term paid monthly. */
export const hostingM24 = (code: string | null = null) => element(ID.hostingM, 22, 221, code);
export const backupMonthly = (code: string | null = null) => element(ID.backup, 31, 311, code);
export const expertSetupOnce = (code: string | null = null) => element(ID.expertSetup, 41, 411, code);
export const seoUpsell = (code: string | null = null) => element(ID.seo, 51, 511, code);

/** The promotion codes of a cart, element by element, for compact assertions. */
export function codesOf(cart: Cart): Record<string, (string | null)[]> {
  return Object.fromEntries(
    cart.items.map((row) => [
      row.row_id.slice(0, 1),
      [
        row.product.promotion,
        ...row.addons.map((addon) => addon.promotion),
        ...row.upsells.map((upsell) => upsell.promotion),
        ...row.domains.map((entry) => entry.promotion_code),
      ],
    ]),
  );
}
