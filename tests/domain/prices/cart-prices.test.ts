import { cartPrices } from '@domain/prices/cart-prices';
import { describe, expect, it } from 'vitest';
import {
  backupMonthly,
  cartOf,
  context,
  domain,
  element,
  expertSetupOnce,
  hostingM12,
  hostingSMonthly,
  ID,
  item,
  promotion,
} from './catalogue-fixtures';

const flags = { maturity_months: [], interval_months: [], for_addon: false, for_upsell: false };
const promotions = [
  promotion('WELCOME10'),
  promotion('M12', { supported: { ...flags, maturity_months: [12] } }),
  promotion('SETUP-FREE', { type: 'addon', discount_type: 'fixed', value: 99 }),
  promotion('DOMAIN-DE', {
    type: 'domain',
    discount_type: 'fixed',
    value: 0.5,
    applies_to: { type: 'tld', list: ['de'] },
  }),
];
const ctx = context(promotions);

describe('cart totals: sums of lines rounded to cents', () => {
  it('3 × 0.10 a month is 0.30 net; each line 0.119 gross rounds to 0.12, so 0.36 gross', () => {
    const prices = cartPrices(
      cartOf(item('a', element(ID.backup, 31, 311), { addons: [backupMonthly(), backupMonthly()] })),
      ctx,
    );
    expect(prices.totals).toEqual({
      monthly_net: 0.3,
      monthly_gross: 0.36,
      yearly_net: 0,
      yearly_gross: 0,
      setup_net: 0,
      setup_gross: 0,
    });
  });

  it('adds products, addons, one-time addons, domains and promotions; unknown ids add nothing', () => {
    const cart = cartOf(
      item('a', hostingSMonthly(), {
        addons: [backupMonthly(), backupMonthly(), backupMonthly(), expertSetupOnce(), element(999, 1, 1)],
        domains: [
          domain(ID.de, 'example.de'),
          domain(ID.com, 'example.com', { inclusive: true }),
          domain(555, 'x.zz'),
        ],
      }),
      item('b', hostingM12('WELCOME10')),
      item('c', element(999, 11, 111)),
    );
    const prices = cartPrices(cart, ctx);
    // monthly net: 4.99 + 3 × 0.10 + 0 (one-time) + 5.00 − 10 % = 9.79
    // monthly gross: 5.94 + 3 × 0.12 + 5.36 (5.355 rounded away from zero) = 11.66
    // per 12 months: the .de at 12 × 0.50 = 6.00, VAT on the 12 months 7.14; the inclusive .com 0
    // setup: 9.99 + 99.00 = 108.99 net; 11.89 + 117.81 = 129.70 gross (the inclusive .com has none)
    expect(prices.totals).toEqual({
      monthly_net: 9.79,
      monthly_gross: 11.66,
      yearly_net: 6,
      yearly_gross: 7.14,
      setup_net: 108.99,
      setup_gross: 129.7,
    });
    expect(prices.monthly).toEqual({ netCents: 979, grossCents: 1166 });
    expect(prices.yearly).toEqual({ netCents: 600, grossCents: 714 });
    expect(prices.setupFee).toEqual({ netCents: 10899, grossCents: 12970 });
    expect(prices.lines).toHaveLength(8);
  });

  it('an empty cart costs nothing', () => {
    expect(cartPrices(cartOf(), ctx).totals).toEqual({
      monthly_net: 0,
      monthly_gross: 0,
      yearly_net: 0,
      yearly_gross: 0,
      setup_net: 0,
      setup_gross: 0,
    });
  });
});

describe('line prices with promotions (applied only where they apply)', () => {
  it.each([
    {
      name: 'percentage on a product: 5.00 − 10 %',
      cart: cartOf(item('a', hostingM12('WELCOME10'))),
      promotion: 'WELCOME10',
      monthly: { netCents: 450, grossCents: 536 },
      setupFee: { netCents: 0, grossCents: 0 },
    },
    {
      name: 'code that does not apply to this term: regular price',
      cart: cartOf(item('a', hostingSMonthly('M12'))),
      promotion: null,
      monthly: { netCents: 499, grossCents: 594 },
      setupFee: { netCents: 999, grossCents: 1189 },
    },
    {
      name: 'unknown code: regular price',
      cart: cartOf(item('a', hostingSMonthly('GONE'))),
      promotion: null,
      monthly: { netCents: 499, grossCents: 594 },
      setupFee: { netCents: 999, grossCents: 1189 },
    },
  ])('$name', ({ cart, promotion: code, monthly, setupFee }) => {
    const [line] = cartPrices(cart, ctx).lines;
    expect(line?.promotion?.code ?? null).toBe(code);
    expect(line?.monthly).toEqual(monthly);
    expect(line?.setupFee).toEqual(setupFee);
  });

  it.each([
    {
      name: 'fixed 99 on a one-time addon: its setup fee becomes 0',
      slot: 'addon',
      parts: { addons: [expertSetupOnce('SETUP-FREE')] },
      monthly: { netCents: 0, grossCents: 0 },
      yearly: { netCents: 0, grossCents: 0 },
      setupFee: { netCents: 0, grossCents: 0 },
    },
    {
      // 12 × 0.50 − 0.50 = 5.50 for the 12 months; VAT on them: 6.545 → 6.55
      name: 'fixed 0.50 off a .de domain year',
      slot: 'domain',
      parts: { domains: [domain(ID.de, 'example.de', { promotion_code: 'DOMAIN-DE' })] },
      monthly: { netCents: 0, grossCents: 0 },
      yearly: { netCents: 550, grossCents: 655 },
      setupFee: { netCents: 0, grossCents: 0 },
    },
  ])('$name', ({ slot, parts, monthly, yearly, setupFee }) => {
    const line = cartPrices(cartOf(item('a', hostingSMonthly(), parts)), ctx).lines.find(
      (entry) => entry.ref.kind === slot,
    );
    expect(line?.promotion).not.toBeNull();
    expect(line?.monthly).toEqual(monthly);
    expect(line?.yearly).toEqual(yearly);
    expect(line?.setupFee).toEqual(setupFee);
  });
});
