import { createCartItem } from '@domain/cart/create-item';
import { generateRowId } from '@domain/cart/row-id';
import { defaultInterval, defaultMaturity, isOrderable } from '@domain/cart/term';
import { describe, expect, it } from 'vitest';
import {
  addonIds,
  catalogue,
  fixedRandom,
  group,
  intervalId,
  link,
  maturityId,
  product,
  promotion,
  type TermSpec,
} from './fixtures';

describe('row id: 32 random letters and digits from an injected source', () => {
  it.each([
    { bytes: [0, 1, 2, 3], expected: 'ABCD'.repeat(8) },
    { bytes: [25, 26, 51, 52, 61], expected: 'Zaz09Zaz09Zaz09Zaz09Zaz09Zaz09Za' },
    { bytes: [62, 123, 247], expected: 'A99'.repeat(10).concat('A9') },
    { bytes: [255, 248, 1], expected: 'B'.repeat(32) },
  ])('bytes $bytes give $expected', ({ bytes, expected }) => {
    expect(generateRowId(fixedRandom(bytes))).toBe(expected);
  });

  it('uses crypto.getRandomValues by default', () => {
    const first = generateRowId();
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(generateRowId()).not.toBe(first);
  });

  it('refuses a source that never delivers usable bytes instead of looping forever', () => {
    expect(() => generateRowId(fixedRandom([255]))).toThrow(/random source/);
  });
});

describe('default maturity: lowest price, ties by fewest months, active only', () => {
  it.each<{ name: string; terms: TermSpec[]; months: number | null }>([
    {
      name: 'cheapest wins',
      terms: [
        { months: 1, price: 9.99 },
        { months: 12, price: 4.99 },
        { months: 24, price: 5.99 },
      ],
      months: 12,
    },
    {
      name: 'equal prices: fewest months',
      terms: [
        { months: 24, price: 4.99 },
        { months: 12, price: 4.99 },
      ],
      months: 12,
    },
    {
      name: 'inactive cheaper maturity ignored',
      terms: [
        { months: 1, price: 1, active: false },
        { months: 12, price: 5 },
      ],
      months: 12,
    },
    { name: 'none active', terms: [{ months: 12, active: false }], months: null },
  ])('$name', ({ terms, months }) => {
    expect(defaultMaturity(product(10, { terms }))?.months ?? null).toBe(months);
  });
});

describe('default interval: the active one flagged default, else the longest active', () => {
  it.each<{ name: string; term: TermSpec; months: number | null }>([
    { name: 'flagged default', term: { months: 12, intervals: [1, 12, 3], defaultInterval: 1 }, months: 1 },
    { name: 'none flagged: longest', term: { months: 12, intervals: [1, 12, 3] }, months: 12 },
    {
      name: 'flagged but inactive: longest active',
      term: { months: 24, intervals: [1, 12, 24], defaultInterval: 24, inactiveIntervals: [24] },
      months: 12,
    },
    {
      name: 'no active interval',
      term: { months: 12, intervals: [12], inactiveIntervals: [12] },
      months: null,
    },
  ])('$name', ({ term, months }) => {
    const [maturity] = product(10, { terms: [term] }).paymentMaturities;
    expect(maturity && (defaultInterval(maturity)?.months ?? null)).toBe(months);
  });
});

describe('createCartItem (spec: adding a product)', () => {
  const hosting = product(10, {
    terms: [
      { months: 1, price: 9.99, intervals: [1] },
      { months: 12, price: 4.99, intervals: [1, 12], defaultInterval: 1 },
    ],
    addons: [
      link(10, 20, { groups: [group(1, ['autoassign'])] }),
      link(10, 21, { groups: [group(2, ['autoassign'])] }),
      link(10, 22),
      link(10, 23, { groups: [group(3, ['autoassign', 'invisible'])] }),
      link(10, 24, { groups: [group(4, ['autoassign'])] }),
    ],
  });
  const matching = product(20, { terms: [{ months: 12, intervals: [1] }] });
  const mismatching = product(21, { terms: [{ months: 24, intervals: [1] }] });
  const regular = product(22, { terms: [{ months: 12, intervals: [1] }] });
  const invisible = product(23, { terms: [{ months: 0, intervals: [0] }] });
  const inactive = product(24, { is_active: false, terms: [{ months: 12, intervals: [1] }] });
  const products = [hosting, matching, mismatching, regular, invisible, inactive];

  it('creates a row with id, default maturity and interval and empty fields', () => {
    const item = createCartItem(10, catalogue({ products }), fixedRandom([0, 1]));
    expect(item).toEqual({
      row_id: 'AB'.repeat(16),
      product: {
        id: 10,
        maturity_id: maturityId(hosting, 12),
        interval_id: intervalId(hosting, 12, 1),
        promotion: null,
        additional_fields: [],
        informations: [],
      },
      addons: [
        {
          id: 20,
          maturity_id: maturityId(matching, 12),
          interval_id: intervalId(matching, 12, 1),
          promotion: null,
          additional_fields: [],
        },
        {
          id: 23,
          maturity_id: maturityId(invisible, 0),
          interval_id: intervalId(invisible, 0, 0),
          promotion: null,
          additional_fields: [],
        },
      ],
      upsells: [],
      domains: [],
      is_preconfigured: false,
    });
  });

  it('assigns only autoassign addons that are active and match the term', () => {
    const item = createCartItem(10, catalogue({ products }));
    expect(item && addonIds(item)).toEqual([20, 23]);
    expect(item?.row_id).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it.each([
    { name: 'unknown product', products: [hosting], id: 99 },
    { name: 'inactive product', products: [product(10, { is_active: false })], id: 10 },
    {
      name: 'no active maturity',
      products: [product(10, { terms: [{ months: 12, active: false }] })],
      id: 10,
    },
    {
      name: 'no active interval',
      products: [product(10, { terms: [{ months: 12, intervals: [12], inactiveIntervals: [12] }] })],
      id: 10,
    },
  ])('refuses: $name', ({ products: list, id }) => {
    const ctx = catalogue({ products: list });
    expect(createCartItem(id, ctx)).toBeNull();
    // The cheap check the product fields screen asks before the cart rules are loaded agrees.
    expect(isOrderable(ctx.productsById[id])).toBe(false);
  });

  it('a product createCartItem makes a row of is orderable', () => {
    const ctx = catalogue({ products: [hosting] });
    expect(createCartItem(hosting.id, ctx)).not.toBeNull();
    expect(isOrderable(hosting)).toBe(true);
  });

  it.each([
    { automatic: true, expected: 'AUTO10' },
    { automatic: false, expected: null },
  ])(
    'automatic promotion only with brand flag automatic_promotions=$automatic',
    ({ automatic, expected }) => {
      const ctx = catalogue({
        products: [product(10)],
        promotions: [promotion('AUTO10', { is_automatic: true })],
        brand: { automatic_promotions: automatic },
      });
      expect(createCartItem(10, ctx)?.product.promotion).toBe(expected);
    },
  );

  it('passes the cart to the automatic promotion so its requires can be met', () => {
    const ctx = catalogue({
      products: [product(10), product(30)],
      promotions: [promotion('NEEDS30', { is_automatic: true, requires: [30] })],
      brand: { automatic_promotions: true },
    });
    const other = createCartItem(30, ctx, fixedRandom([5]));
    expect(createCartItem(10, ctx)?.product.promotion).toBeNull();
    expect(other && createCartItem(10, ctx, undefined, { items: [other] })?.product.promotion).toBe(
      'NEEDS30',
    );
  });
});
