import { applyAutomaticPromotion, applyAutomaticPromotions } from '@domain/promotions';
import { describe, expect, it } from 'vitest';
import {
  backupMonthly,
  cartOf,
  codesOf,
  context,
  domain,
  element,
  hostingM12,
  hostingSMonthly,
  ID,
  item,
  promotion,
  seoUpsell,
} from '../prices/catalogue-fixtures';

const automatic = (code: string, overrides = {}) => promotion(code, { is_automatic: true, ...overrides });
const promotions = [
  automatic('AUTO-P'),
  automatic('AUTO-D', { type: 'domain', value: 50 }),
  automatic('AUTO-OLD', {
    value: 90,
    supported: { maturity_months: [12], interval_months: [], for_addon: false, for_upsell: false },
  }),
  automatic('AUTO-REQ', { value: 30, requires: [ID.hostingM] }),
  promotion('MAN', { value: 20 }),
];

const row = (productCode: string | null, domainCode: string | null = null) =>
  item('a', hostingSMonthly(productCode), {
    addons: [backupMonthly()],
    upsells: [seoUpsell()],
    domains: [domain(ID.de, 'example.de', { promotion_code: domainCode })],
  });

describe('applying automatic promotions to a cart item (product, addons, upsells, domains)', () => {
  it.each([
    {
      name: 'empty elements get their best automatic promotion',
      given: row(null),
      expected: ['AUTO-P', null, null, 'AUTO-D'],
    },
    { name: 'a manual promotion stays', given: row('MAN'), expected: ['MAN', null, null, 'AUTO-D'] },
    {
      name: 'an unknown code is left for revalidation',
      given: row('GONE'),
      expected: ['GONE', null, null, 'AUTO-D'],
    },
    {
      name: 'an automatic promotion that no longer applies is replaced',
      given: row('AUTO-OLD', 'AUTO-D'),
      expected: ['AUTO-P', null, null, 'AUTO-D'],
    },
  ])('$name', ({ given, expected }) => {
    const result = applyAutomaticPromotion(given, context(promotions));
    expect(codesOf(cartOf(result)).a).toEqual(expected);
  });

  it('takes automatic promotions off when the brand has none, keeping manual ones', () => {
    const ctx = context(promotions, { automatic_promotions: false });
    expect(codesOf(cartOf(applyAutomaticPromotion(row('AUTO-P', 'AUTO-D'), ctx))).a).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(codesOf(cartOf(applyAutomaticPromotion(row('MAN'), ctx))).a).toEqual(['MAN', null, null, null]);
  });

  it('clears an automatic code on an element the catalogue does not know', () => {
    const unknown = item('u', element(999, 11, 111, 'AUTO-P'));
    expect(applyAutomaticPromotion(unknown, context(promotions)).product.promotion).toBeNull();
  });

  it('checks requires against the rest of the cart', () => {
    const other = item('m', hostingM12());
    const ctx = context(promotions);
    expect(applyAutomaticPromotion(row(null), ctx, cartOf(other)).product.promotion).toBe('AUTO-REQ');
    expect(applyAutomaticPromotion(row(null), ctx, cartOf(row(null))).product.promotion).toBe('AUTO-P');
  });

  it('applies to every item of a cart', () => {
    const cart = cartOf(row(null), item('m', hostingM12()));
    expect(codesOf(applyAutomaticPromotions(cart, context(promotions)))).toEqual({
      a: ['AUTO-REQ', null, null, 'AUTO-D'],
      // 90 % for 12-month terms beats 30 % with web hosting M in the cart
      m: ['AUTO-OLD'],
    });
  });

  it('does not change the item it is given', () => {
    const given = row(null);
    applyAutomaticPromotion(given, context(promotions));
    expect(given.product.promotion).toBeNull();
  });
});
