import { setupFeeLabel, shownPriceLabels, totalLabels } from '@domain/labels/price-label';
import { cartPrices } from '@domain/prices/cart-prices';
import { shownElementPrice } from '@domain/prices/element-shown-price';
import { ProductId } from '@server/seed';
import { describe, expect, it } from 'vitest';
import { seedCatalogue, seedRow } from '../support/seed-catalogue';

const hostwerk = seedCatalogue('hostwerk');
const cents = (netCents: number, grossCents: number) => ({ netCents, grossCents });

/** Web hosting S for 1 year paid monthly (3.99 net, €4.75), with a promotion code. */
const hostingS = (promotion: string | null) =>
  seedRow(hostwerk, ProductId.webhostingS, { maturity: 12, interval: 1, promotion });

describe('a promoted price says how long it lasts: recurs_for × interval months', () => {
  it('HOSTING5 (€5 off one monthly bill) on web hosting S: €0.00 for the first month, then €4.75', () => {
    const prices = cartPrices({ items: [hostingS('HOSTING5')] }, hostwerk);
    const [line] = prices.lines;
    if (!line) throw new Error('no line');
    expect(line.shown).toEqual({
      period: 'month',
      amount: cents(0, 0),
      regular: cents(399, 475),
      reason: 'promotion',
      introMonths: 1,
      setupFee: cents(0, 0),
      from: false,
    });
    expect(shownPriceLabels(line.shown, true)).toEqual([
      { key: 'price.amount', values: { from: 'no', price: 0, period: 'month', months: 1 } },
      { key: 'price.then', values: { price: 4.75, period: 'month', until: 0 } },
    ]);
    // The total per month is not €0.00 for good either.
    expect(prices.monthlyPhases).toEqual([
      { fromMonth: 1, untilMonth: 1, amount: cents(0, 0) },
      { fromMonth: 2, untilMonth: null, amount: cents(399, 475) },
    ]);
    expect(totalLabels(prices.monthlyPhases, 'month', true)).toEqual([
      { key: 'price.amount', values: { from: 'no', price: 0, period: 'month', months: 1 } },
      { key: 'price.then', values: { price: 4.75, period: 'month', until: 0 } },
    ]);
  });

  it('WELCOME10 (10 %, recurs_for 3) on web hosting S: €4.27 for the first 3 months, then €4.75', () => {
    const [line] = cartPrices({ items: [hostingS('WELCOME10')] }, hostwerk).lines;
    expect(line?.shown).toMatchObject({ amount: cents(359, 427), regular: cents(399, 475), introMonths: 3 });
  });

  it.each([
    // recurs_for 0 counts as 1; FIRSTMONTH is 100 % off on the 1-month term paid monthly
    { name: 'recurs_for 0 on a monthly interval', recursFor: 0, period: 'month', interval: 1, months: 1 },
    { name: 'recurs_for 3 on a quarterly interval', recursFor: 3, period: 'month', interval: 3, months: 9 },
    { name: 'recurs_for 2 on a yearly interval', recursFor: 2, period: 'month', interval: 12, months: 24 },
    // a domain is billed per 12 months: its interval is 12
    { name: 'recurs_for 1 on a domain', recursFor: 1, period: 'year', interval: 12, months: 12 },
  ] as const)('$name: $months months', ({ recursFor, period, interval, months }) => {
    const shown = shownElementPrice(
      {
        period,
        perPeriod: cents(1000, 1190),
        regularPerPeriod: cents(1000, 1190),
        inclusion: 'none',
        billingMonths: Math.max(interval, 1),
        intervalMonths: interval,
        vatPercent: 19,
        setupFee: cents(0, 0),
      },
      { discount_type: 'percentage', value: 50, recurs_for: recursFor },
    );
    expect(shown.introMonths).toBe(months);
    expect(shown.amount).toEqual(cents(500, 595));
  });

  it('an upsell promotion recurring 3 times on a monthly upsell lasts 3 months (SEO3FREE)', () => {
    const row = {
      ...seedRow(hostwerk, ProductId.webhostingM, { maturity: 12, interval: 1 }),
      upsells: [
        {
          id: ProductId.upsellSeo,
          maturity_id: 80202,
          interval_id: 802021,
          promotion: 'SEO3FREE',
          additional_fields: [],
        },
      ],
    };
    const upsell = cartPrices({ items: [row] }, hostwerk).lines.find((line) => line.ref.kind === 'upsell');
    expect(upsell?.promotion?.code).toBe('SEO3FREE');
    // 4.49 a month, 100 % off for 3 months
    expect(upsell?.shown).toMatchObject({ amount: cents(0, 0), regular: cents(449, 534), introMonths: 3 });
  });

  it('a one-time element promoted: its price is lower once, nothing lasts or follows', () => {
    const shown = shownElementPrice(
      {
        period: 'once',
        perPeriod: cents(9900, 11781),
        regularPerPeriod: cents(9900, 11781),
        inclusion: 'none',
        billingMonths: 1,
        intervalMonths: 0,
        vatPercent: 19,
        setupFee: cents(9900, 11781),
      },
      { discount_type: 'percentage', value: 50, recurs_for: 6 },
    );
    expect(shown).toEqual({
      period: 'once',
      amount: cents(4950, 5891),
      regular: cents(9900, 11781),
      reason: 'promotion',
      introMonths: null,
      setupFee: cents(0, 0),
      from: false,
    });
    expect(shownPriceLabels(shown, true)).toEqual([
      { key: 'price.amount', values: { from: 'no', price: 58.91, period: 'once', months: 0 } },
    ]);
  });

  it('a promotion that saves nothing is not shown as one', () => {
    const shown = shownElementPrice(
      {
        period: 'month',
        perPeriod: cents(0, 0),
        regularPerPeriod: cents(0, 0),
        inclusion: 'none',
        billingMonths: 1,
        intervalMonths: 1,
        vatPercent: 19,
        setupFee: cents(0, 0),
      },
      { discount_type: 'fixed', value: 5, recurs_for: 1 },
    );
    expect(shown).toMatchObject({ reason: 'regular', introMonths: null });
  });
});

describe('totals over time', () => {
  it('two promotions of different lengths: three phases, the middle one up to the month it ends', () => {
    // S with WELCOME10 (3 months), M 2 years paid monthly with AUTO-WH-M-12 (20 % for 12 months)
    const cart = {
      items: [
        hostingS('WELCOME10'),
        seedRow(hostwerk, ProductId.webhostingM, {
          maturity: 24,
          interval: 1,
          promotion: 'AUTO-WH-M-12',
          seed: 'm',
        }),
      ],
    };
    const prices = cartPrices(cart, hostwerk);
    // months 1–3: 3.59 + 5.59; months 4–12: 3.99 + 5.59; then 3.99 + 6.99
    expect(prices.monthlyPhases).toEqual([
      { fromMonth: 1, untilMonth: 3, amount: cents(918, 1092) },
      { fromMonth: 4, untilMonth: 12, amount: cents(958, 1140) },
      { fromMonth: 13, untilMonth: null, amount: cents(1098, 1307) },
    ]);
    expect(totalLabels(prices.monthlyPhases, 'month', true)).toEqual([
      { key: 'price.amount', values: { from: 'no', price: 10.92, period: 'month', months: 3 } },
      { key: 'price.then', values: { price: 11.4, period: 'month', until: 12 } },
      { key: 'price.then', values: { price: 13.07, period: 'month', until: 0 } },
    ]);
    expect(prices.monthly).toEqual(cents(918, 1092));
  });

  it('without promotions one phase; an empty cart one phase of 0', () => {
    expect(cartPrices({ items: [hostingS(null)] }, hostwerk).monthlyPhases).toEqual([
      { fromMonth: 1, untilMonth: null, amount: cents(399, 475) },
    ]);
    expect(cartPrices({ items: [] }, hostwerk).monthlyPhases).toEqual([
      { fromMonth: 1, untilMonth: null, amount: cents(0, 0) },
    ]);
  });
});

describe('price words without VAT, as a brand that shows net prices reads them', () => {
  it('uses the net amounts: the price, what follows, the setup fee and a total', () => {
    const shown = {
      period: 'month' as const,
      amount: cents(0, 0),
      regular: cents(399, 475),
      reason: 'promotion' as const,
      introMonths: 1,
      setupFee: cents(499, 594),
      from: false,
    };
    expect(shownPriceLabels(shown, false).map((label) => label.values?.price)).toEqual([0, 3.99]);
    expect(setupFeeLabel(shown, false)?.values?.price).toBe(4.99);
    expect(setupFeeLabel({ ...shown, setupFee: cents(0, 0) }, false)).toBeNull();
    expect(totalLabels([{ fromMonth: 1, untilMonth: null, amount: cents(399, 475) }], 'year', false)).toEqual(
      [{ key: 'price.amount', values: { from: 'no', price: 3.99, period: 'year', months: 0 } }],
    );
  });
});
