import type { CartItem } from '@contract/cart';
import { changeInterval, changeMaturity } from '@domain/cart/term-change';
import { canChangeTerm, needsIntervalChoice, possibleTerms } from '@domain/cart/term-options';
import { describe, expect, it } from 'vitest';
import {
  addonIds,
  cartItem,
  catalogue,
  element,
  frozen,
  group,
  intervalId,
  link,
  maturityId,
  product,
  promotion,
} from './fixtures';

const parent = product(10, {
  terms: [
    { months: 1, intervals: [1] },
    { months: 12, intervals: [1, 12], defaultInterval: 12 },
    { months: 24, intervals: [12, 24] },
    { months: 6, intervals: [6], active: false },
  ],
  addons: [
    link(10, 20),
    link(10, 21),
    link(10, 22, { groups: [group(1, ['maturities_need_not_match', 'intervals_need_not_match'])] }),
    link(10, 23, { groups: [group(2, ['non_removable'])] }),
    link(10, 24),
    link(10, 25),
  ],
  upsells: [{ upsell_id: 50 }, { upsell_id: 51 }],
});
const follows = (id: number) =>
  product(id, {
    terms: [
      { months: 12, intervals: [1, 12] },
      { months: 24, intervals: [12, 24] },
    ],
  });
const only12 = (id: number) => product(id, { terms: [{ months: 12, intervals: [1, 12] }] });
const p20 = follows(20);
const p21 = only12(21);
const p22 = product(22, { terms: [{ months: 12, intervals: [12] }] });
const p23 = only12(23);
const p24 = product(24, { terms: [{ months: 0, intervals: [0] }] });
const p25 = product(25, { terms: [{ months: 12, intervals: [1] }] });
const p50 = follows(50);
const p51 = only12(51);
const promotions = [
  promotion('MANUAL12', {
    supported: { maturity_months: [12], interval_months: [], for_addon: false, for_upsell: false },
  }),
  promotion('MANUALANY'),
  promotion('MANUALI1', {
    supported: { maturity_months: [], interval_months: [1], for_addon: false, for_upsell: false },
  }),
  promotion('AUTO12', {
    is_automatic: true,
    supported: { maturity_months: [12], interval_months: [], for_addon: false, for_upsell: false },
  }),
  promotion('AUTO24', {
    is_automatic: true,
    value: 20,
    supported: { maturity_months: [24], interval_months: [], for_addon: false, for_upsell: false },
  }),
];
const products = [parent, p20, p21, p22, p23, p24, p25, p50, p51];
const ctx = catalogue({ products, promotions });
const autoCtx = catalogue({ products, promotions, brand: { automatic_promotions: true } });

const start = (overrides: Partial<CartItem> = {}, promo: string | null = null): CartItem =>
  frozen({
    ...cartItem(parent, 12, 1, {
      addons: [element(p20, 12, 1), element(p21, 12, 1), element(p22, 12, 12), element(p24, 0, 0)],
      upsells: [element(p50, 12, 1), element(p51, 12, 1)],
      ...overrides,
    }),
    ...(promo === null ? {} : { product: { ...cartItem(parent, 12, 1).product, promotion: promo } }),
  });

describe('changeMaturity (interval resets, addons/upsells follow or drop, promotions refreshed)', () => {
  it('moves to 24 months: default interval, restricted addons follow, others dropped', () => {
    const result = changeMaturity(start({}, 'MANUAL12'), maturityId(parent, 24), ctx);
    expect(result.changed).toBe(true);
    expect(result.blocked).toEqual([]);
    expect(result.item.product).toMatchObject({
      maturity_id: maturityId(parent, 24),
      interval_id: intervalId(parent, 24, 24),
      promotion: null,
    });
    expect(result.item.addons).toEqual([element(p20, 24, 24), element(p22, 12, 12), element(p24, 0, 0)]);
    expect(result.item.upsells).toEqual([element(p50, 24, 24)]);
    expect(result.dropped).toEqual({ addons: [21], upsells: [51], promotion: 'MANUAL12' });
  });

  it.each([{ name: 'to 1 month: 12-month addons drop', months: 1, interval: 1, addons: [22, 24] }])(
    '$name',
    ({ months, interval, addons }) => {
      const result = changeMaturity(start({}, 'MANUALANY'), maturityId(parent, months), ctx);
      expect(result.item.product.interval_id).toBe(intervalId(parent, months, interval));
      expect(addonIds(result.item)).toEqual(addons);
      expect(result.item.product.promotion).toBe('MANUALANY');
      expect(result.dropped.promotion).toBeNull();
    },
  );

  it.each([
    { name: 'inactive maturity', id: maturityId(parent, 6) },
    { name: 'unknown maturity', id: 9999 },
    { name: 'maturity of another product', id: maturityId(p20, 12) },
  ])('refuses $name', ({ id }) => {
    const item = start();
    const result = changeMaturity(item, id, ctx);
    expect(result).toEqual({
      item,
      dropped: { addons: [], upsells: [], promotion: null },
      blocked: [],
      changed: false,
    });
  });

  it.each([
    {
      name: 'inactive product',
      context: catalogue({ products: [{ ...parent, is_active: false }, ...products.slice(1)] }),
    },
    {
      name: 'maturity without an active interval',
      context: catalogue({
        products: [
          product(10, {
            terms: [
              { months: 12, intervals: [1, 12] },
              { months: 24, intervals: [12], inactiveIntervals: [12] },
            ],
          }),
          ...products.slice(1),
        ],
      }),
    },
  ])('refuses for an $name', ({ context }) => {
    const item = start();
    expect(changeMaturity(item, maturityId(parent, 24), context)).toMatchObject({ item, changed: false });
  });

  it("choosing the row's own maturity keeps its interval and changes nothing", () => {
    const result = changeMaturity(start(), maturityId(parent, 12), ctx);
    expect(result.changed).toBe(false);
    expect(result.item.product.interval_id).toBe(intervalId(parent, 12, 1));
  });

  it('refuses when a non-removable addon would be dropped', () => {
    const item = start({ addons: [element(p23, 12, 1)] });
    const result = changeMaturity(item, maturityId(parent, 24), ctx);
    expect(result.blocked).toEqual([23]);
    expect(result.changed).toBe(false);
    expect(result.item).toBe(item);
  });

  it.each([
    {
      name: 'automatic promotion re-applied',
      from: 'AUTO12',
      ctx: autoCtx,
      expected: 'AUTO24',
      dropped: null,
    },
    { name: 'no automatic promotions for the brand', from: 'AUTO12', ctx, expected: null, dropped: null },
    { name: 'unknown manual code dropped', from: 'GONE', ctx, expected: null, dropped: 'GONE' },
    {
      name: 'manual code that fits is kept',
      from: 'MANUALANY',
      ctx: autoCtx,
      expected: 'MANUALANY',
      dropped: null,
    },
  ])('$name', ({ from, ctx: context, expected, dropped }) => {
    const result = changeMaturity(start({}, from), maturityId(parent, 24), context);
    expect(result.item.product.promotion).toBe(expected);
    expect(result.dropped.promotion).toBe(dropped);
  });

  it('an automatic promotion is chosen when none was set', () => {
    expect(changeMaturity(start(), maturityId(parent, 24), autoCtx).item.product.promotion).toBe('AUTO24');
  });
});

describe('changeInterval (restricted addons and upsells follow, unfitting manual promotion stripped)', () => {
  it('moves addons and upsells to the matching interval months', () => {
    const result = changeInterval(start({}, 'MANUALI1'), intervalId(parent, 12, 12), ctx);
    expect(result.item.product).toMatchObject({
      maturity_id: maturityId(parent, 12),
      interval_id: intervalId(parent, 12, 12),
      promotion: null,
    });
    expect(result.item.addons).toEqual([
      element(p20, 12, 12),
      element(p21, 12, 12),
      element(p22, 12, 12),
      element(p24, 0, 0),
    ]);
    expect(result.item.upsells).toEqual([element(p50, 12, 12), element(p51, 12, 12)]);
    expect(result.dropped).toEqual({ addons: [], upsells: [], promotion: 'MANUALI1' });
    expect(result.changed).toBe(true);
  });

  it('drops addons without the new interval months', () => {
    const result = changeInterval(start({ addons: [element(p25, 12, 1)] }), intervalId(parent, 12, 12), ctx);
    expect(result.dropped.addons).toEqual([25]);
  });

  it('re-applies the automatic promotion', () => {
    const result = changeInterval(start(), intervalId(parent, 12, 12), autoCtx);
    expect(result.item.product.promotion).toBe('AUTO12');
  });

  it('choosing the present interval changes nothing', () => {
    expect(changeInterval(start(), intervalId(parent, 12, 1), ctx).changed).toBe(false);
  });

  it.each([
    { name: 'unknown interval', item: start(), id: 9999 },
    { name: 'interval of another maturity', item: start(), id: intervalId(parent, 24, 24) },
    {
      name: 'row maturity unknown',
      item: frozen({ ...start(), product: { ...start().product, maturity_id: 9999 } }),
      id: intervalId(parent, 12, 12),
    },
    {
      name: 'product unknown',
      item: frozen({ ...start(), product: { ...start().product, id: 777 } }),
      id: intervalId(parent, 12, 12),
    },
  ])('refuses: $name', ({ item, id }) => {
    expect(changeInterval(item, id, ctx)).toMatchObject({ item, changed: false });
  });
});

describe('needsIntervalChoice and canChangeTerm', () => {
  it.each([
    { months: 12, expected: true },
    { months: 1, expected: false },
  ])('maturity $months has several active intervals: $expected', ({ months, expected }) => {
    expect(needsIntervalChoice(cartItem(parent, months, months === 12 ? 12 : 1), ctx)).toBe(expected);
  });

  it('unknown product or maturity needs no interval choice', () => {
    const item = cartItem(parent, 12, 1);
    expect(needsIntervalChoice({ ...item, product: { ...item.product, maturity_id: 9999 } }, ctx)).toBe(
      false,
    );
    expect(needsIntervalChoice({ ...item, product: { ...item.product, id: 777 } }, ctx)).toBe(false);
  });

  const single = product(60, { terms: [{ months: 12, intervals: [12] }] });
  const twoIntervals = product(61, { terms: [{ months: 12, intervals: [1, 12] }] });
  const inactive = product(62, { is_active: false, terms: [{ months: 1 }, { months: 12 }] });
  const restricted = product(63, {
    terms: [
      { months: 12, intervals: [1] },
      { months: 24, intervals: [1] },
    ],
    addons: [
      link(63, 23, { groups: [group(2, ['non_removable'])] }),
      link(63, 25, { groups: [group(3, ['non_removable', 'maturities_need_not_match'])] }),
      link(63, 20),
    ],
  });
  const optionsCtx = catalogue({ products: [...products, single, twoIntervals, inactive, restricted] });

  it.each([
    { name: 'several maturities', item: cartItem(parent, 12, 1), expected: true, count: 5 },
    { name: 'one maturity, one interval', item: cartItem(single, 12, 12), expected: false, count: 1 },
    { name: 'one maturity, two intervals', item: cartItem(twoIntervals, 12, 1), expected: true, count: 2 },
    { name: 'inactive product', item: cartItem(inactive, 12, 12), expected: false, count: 0 },
    {
      name: 'a non-removable addon restricted to 12 months hides it',
      item: cartItem(restricted, 12, 1, { addons: [element(p23, 12, 1)] }),
      expected: false,
      count: 1,
    },
    {
      name: 'a non-removable addon free of maturity restrictions does not',
      item: cartItem(restricted, 12, 1, { addons: [element(p25, 12, 1), element(p20, 12, 1)] }),
      expected: true,
      count: 2,
    },
  ])('$name: $expected', ({ item, expected, count }) => {
    expect(canChangeTerm(item, optionsCtx)).toBe(expected);
    expect(possibleTerms(item, optionsCtx)).toHaveLength(count);
  });
});
