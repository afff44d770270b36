import { t } from './builders';
import { CategoryId, ProductId as P } from './ids';
import type { SeedPromotion } from './types';

/**
 * Promotions per brand (`brands` lists brand slugs). Conventions of this seed:
 * - `applies_to.list` holds product ids (type `product`), category ids (type `category`),
 *   TLD names without dot (type `tld`), and is empty for type `all`;
 * - `supported.maturity_months` / `interval_months` always list the months explicitly (never empty);
 * - `requires` lists product ids that must be in the cart.
 * - fixed `value`s are euros off the price of one interval (spec: (price - value) / interval months);
 *   percentage `value`s are percent.
 *
 * cloudkontor has `automatic_promotions` false: the automatic promotions listed for it must not apply.
 */

const HOSTING_TERMS = [1, 12, 24];
const HOSTING_INTERVALS = [1, 3, 12];
const BOTH = ['hostwerk', 'cloudkontor'];

type PromotionSpec = Pick<SeedPromotion, 'code' | 'type' | 'discount_type' | 'value' | 'applies_to'> &
  Partial<Omit<SeedPromotion, 'supported'>> & { supported?: Partial<SeedPromotion['supported']> };

function promotion(spec: PromotionSpec): SeedPromotion {
  const { supported, ...rest } = spec;
  return {
    requires: [],
    is_recurring: false,
    recurs_for: 1,
    is_automatic: false,
    discount_label: null,
    brands: ['hostwerk'],
    ...rest,
    supported: {
      maturity_months: HOSTING_TERMS,
      interval_months: HOSTING_INTERVALS,
      for_addon: false,
      for_upsell: false,
      ...supported,
    },
  };
}

export const promotions: SeedPromotion[] = [
  // --- manual product promotions -----------------------------------------------------------
  promotion({
    code: 'WELCOME10',
    type: 'product',
    discount_type: 'percentage',
    value: 10,
    is_recurring: true,
    recurs_for: 3,
    applies_to: { type: 'all', list: [] },
    brands: BOTH,
  }),
  promotion({
    code: 'HOSTING5',
    type: 'product',
    discount_type: 'fixed',
    value: 5,
    applies_to: { type: 'category', list: [CategoryId.webhosting] },
    supported: { maturity_months: [12, 24] },
  }),
  promotion({
    code: 'FIRSTMONTH',
    type: 'product',
    discount_type: 'percentage',
    value: 100,
    is_recurring: true,
    // 0 is treated as 1 interval.
    recurs_for: 0,
    applies_to: { type: 'product', list: [P.webhostingS, P.webhostingM] },
    supported: { maturity_months: [1], interval_months: [1] },
  }),
  promotion({
    code: 'ANNUAL20',
    type: 'product',
    discount_type: 'percentage',
    value: 20,
    applies_to: { type: 'product', list: [P.webhostingM, P.webhostingL] },
    supported: { maturity_months: [12, 24], interval_months: [12] },
  }),
  promotion({
    code: 'SSL-BUNDLE',
    type: 'product',
    discount_type: 'fixed',
    value: 10,
    applies_to: { type: 'category', list: [CategoryId.ssl] },
    // Only with web hosting M in the same cart.
    requires: [P.webhostingM],
    supported: { maturity_months: [12, 24], interval_months: [12, 24] },
  }),
  promotion({
    code: 'CLOUD15',
    type: 'product',
    discount_type: 'percentage',
    value: 15,
    is_recurring: true,
    recurs_for: 12,
    applies_to: { type: 'category', list: [CategoryId.cloud] },
    supported: { maturity_months: [12, 24], interval_months: [1, 12], for_addon: true },
    brands: BOTH,
  }),
  promotion({
    code: 'KONTOR15',
    type: 'product',
    discount_type: 'percentage',
    value: 15,
    applies_to: { type: 'all', list: [] },
    supported: { maturity_months: [1, 3, 6, 12, 24], interval_months: [1, 3, 6, 12, 24] },
    brands: ['cloudkontor'],
  }),

  // --- automatic product promotions ----------------------------------------------------------
  // Two automatic promotions with the same discount on web hosting M; with a 24-month term both
  // apply and the tie is broken by the shortest maturity. Paid monthly only: 12 recurrences of a
  // monthly interval are the first 12 months (a yearly interval would make them 144 months).
  promotion({
    code: 'AUTO-WH-M-12',
    type: 'product',
    discount_type: 'percentage',
    value: 20,
    is_automatic: true,
    is_recurring: true,
    recurs_for: 12,
    applies_to: { type: 'product', list: [P.webhostingM] },
    supported: { maturity_months: [12, 24], interval_months: [1] },
  }),
  promotion({
    code: 'AUTO-WH-M-24',
    type: 'product',
    discount_type: 'percentage',
    value: 20,
    is_automatic: true,
    is_recurring: true,
    recurs_for: 12,
    applies_to: { type: 'product', list: [P.webhostingM] },
    supported: { maturity_months: [24], interval_months: [1] },
  }),
  // Two automatic promotions of different size on cloud VPS Linux M (with AUTO-CLOUD-LAUNCH
  // below): the greater discount wins. 33.333 % is shown rounded to a whole percent ("Save 33%").
  promotion({
    code: 'AUTO-CLOUD-M-THIRD',
    type: 'product',
    discount_type: 'percentage',
    value: 33.333,
    is_automatic: true,
    is_recurring: true,
    recurs_for: 3,
    applies_to: { type: 'product', list: [P.cloudLinuxM] },
    supported: { maturity_months: [12, 24], interval_months: [1] },
  }),
  promotion({
    code: 'AUTO-CLOUD-LAUNCH',
    type: 'product',
    discount_type: 'fixed',
    value: 2,
    is_automatic: true,
    is_recurring: true,
    recurs_for: 6,
    discount_label: t('Startangebot', 'Launch offer'),
    applies_to: { type: 'product', list: [P.cloudLinuxS, P.cloudLinuxM] },
    supported: { maturity_months: [12, 24], interval_months: [1, 12] },
    brands: BOTH,
  }),

  // --- addon and upsell promotions -----------------------------------------------------------
  promotion({
    code: 'BACKUP50',
    type: 'addon',
    discount_type: 'percentage',
    value: 50,
    is_recurring: true,
    recurs_for: 6,
    applies_to: { type: 'product', list: [P.backupDaily, P.backupWeekly] },
    requires: [P.webhostingM],
    supported: { for_addon: true },
  }),
  promotion({
    code: 'IPV4-1OFF',
    type: 'addon',
    discount_type: 'fixed',
    value: 1,
    applies_to: { type: 'product', list: [P.dedicatedIp, P.ipv4Single] },
    supported: { maturity_months: [1, 12, 24], interval_months: [1, 3, 12], for_addon: true },
    brands: BOTH,
  }),
  promotion({
    code: 'SEO3FREE',
    type: 'upsell',
    discount_type: 'percentage',
    value: 100,
    is_recurring: true,
    recurs_for: 3,
    applies_to: { type: 'product', list: [P.upsellSeo] },
    supported: { for_upsell: true },
  }),
  promotion({
    code: 'MAIL1',
    type: 'upsell',
    discount_type: 'fixed',
    value: 1,
    applies_to: { type: 'product', list: [P.upsellMail] },
    supported: { for_upsell: true },
  }),

  // --- domain promotions ---------------------------------------------------------------------
  promotion({
    code: 'DOMAIN-DE',
    type: 'domain',
    discount_type: 'fixed',
    value: 5,
    discount_label: t('.de-Aktion', '.de deal'),
    applies_to: { type: 'tld', list: ['de', 'com.de'] },
    supported: { maturity_months: [12], interval_months: [12] },
    brands: BOTH,
  }),
  promotion({
    code: 'SHOP50',
    type: 'domain',
    discount_type: 'percentage',
    value: 50,
    applies_to: { type: 'tld', list: ['shop', 'store', 'online'] },
    supported: { maturity_months: [12], interval_months: [12] },
  }),
];
