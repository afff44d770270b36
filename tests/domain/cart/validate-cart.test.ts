import { Cart, type CartItem } from '@contract/cart';
import { validateCart } from '@domain/cart/validate-cart';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COM,
  cartItem,
  cartOf,
  catalogue,
  DE,
  DOMAIN_ONLY_ID,
  domain,
  domainOnlyProduct,
  element,
  fixedRandom,
  frozen,
  group,
  intervalId,
  link,
  maturityId,
  OLD,
  product,
  promotion,
  rowId,
} from './fixtures';

const follows = (id: number, overrides = {}) =>
  product(id, {
    terms: [
      { months: 12, intervals: [1, 12] },
      { months: 24, intervals: [12] },
    ],
    ...overrides,
  });
const hosting = product(10, {
  name: 'Hosting',
  terms: [
    { months: 12, intervals: [1, 12], defaultInterval: 12 },
    { months: 24, intervals: [12] },
  ],
  addons: [
    link(10, 20),
    link(10, 21),
    link(10, 22),
    link(10, 24, { groups: [group(1, ['invisible', 'autoassign'])] }),
    link(10, 25, { groups: [group(2, ['maturities_need_not_match'])] }),
    link(10, 99),
  ],
  upsells: [{ upsell_id: 50 }, { upsell_id: 51 }],
  freeTlds: [{ tld: 'de', amount: 1 }],
});
const p20 = follows(20, { name: 'Backup' });
const p21 = follows(21, { name: 'Old addon', is_active: false });
const p22 = product(22, { name: 'Long addon', terms: [{ months: 24, intervals: [12] }] });
const p23 = follows(23, { name: 'Unlinked' });
const p24 = product(24, { terms: [{ months: 0, intervals: [0] }] });
const p25 = product(25, {
  terms: [
    { months: 1, intervals: [1] },
    { months: 6, intervals: [1] },
  ],
});
const p50 = follows(50);
const p51 = follows(51, { name: 'Old upsell', is_active: false });
const inactive = follows(11, { name: 'Retired', is_active: false });
const noTerm = product(12, { name: 'No term', terms: [{ months: 12, active: false }] });
const hidden = product(13, { hide_in_cart: true, addons: [link(13, 21)] });
const products = [
  domainOnlyProduct(),
  hosting,
  p20,
  p21,
  p22,
  p23,
  p24,
  p25,
  p50,
  p51,
  inactive,
  noTerm,
  hidden,
];
const promotions = [promotion('MANUAL'), promotion('AUTO', { is_automatic: true })];
const ctx = catalogue({ products, promotions });
const random = fixedRandom([4]);

const host = (overrides: Partial<CartItem> = {}) =>
  cartItem(hosting, 12, 1, {
    row_id: rowId('H'),
    addons: [element(p20, 12, 1), element(p24, 0, 0)],
    upsells: [element(p50, 12, 1)],
    domains: [domain('main.de', DE.id, { inclusive: true })],
    ...overrides,
  });
const titles = (notices: { title: string; values: Record<string, string | number> }[]) =>
  notices.map((n) => [n.title, n.values]);

describe('validateCart: products no longer offered', () => {
  it('leaves a valid cart alone', () => {
    const cart = frozen(cartOf(host()));
    expect(validateCart(cart, ctx, random)).toEqual({ cart, changed: false, notices: [] });
  });

  it.each([
    {
      name: 'unknown product',
      row: { ...host(), product: { ...host().product, id: 777 } },
      notice: ['cart.product_removed_title', {}],
    },
    {
      name: 'inactive product',
      row: cartItem(inactive, 12, 12),
      notice: ['cart.product_not_available_title', { product: 'Retired' }],
    },
    {
      name: 'no active term',
      row: cartItem(noTerm, 12, 12),
      notice: ['cart.product_not_available_title', { product: 'No term' }],
    },
  ])('$name is removed with a notice', ({ row, notice }) => {
    const result = validateCart(frozen(cartOf(row, host({ row_id: rowId('K') }))), ctx, random);
    expect(result.changed).toBe(true);
    expect(result.cart.items.map((i) => i.row_id)).toEqual([rowId('K')]);
    expect(titles(result.notices)).toEqual([notice]);
  });

  it("moves a removed product's valid domains into a new domain-only row", () => {
    const retired = cartItem(inactive, 12, 12, {
      row_id: rowId('R'),
      domains: [domain('keep.com', COM.id), domain('bad.old', OLD.id)],
    });
    const result = validateCart(frozen(cartOf(retired)), ctx, random);
    expect(result.cart.items).toHaveLength(1);
    expect(result.cart.items[0]).toMatchObject({ row_id: rowId('E'), product: { id: DOMAIN_ONLY_ID } });
    expect(result.cart.items[0]?.domains.map((d) => d.name)).toEqual(['keep.com']);
    expect(titles(result.notices)).toEqual([
      ['cart.product_not_available_title', { product: 'Retired' }],
      ['cart.domain_removed_title', { domain: 'bad.old' }],
    ]);
  });

  it('appends them to the existing domain-only row', () => {
    const domainRow = cartItem(products[0] ?? hosting, 12, 12, {
      row_id: rowId('D'),
      domains: [domain('x.de', DE.id)],
    });
    const retired = cartItem(inactive, 12, 12, { row_id: rowId('R'), domains: [domain('keep.com', COM.id)] });
    const result = validateCart(frozen(cartOf(domainRow, retired)), ctx, random);
    expect(result.cart.items.map((i) => [i.row_id, i.domains.map((d) => d.name)])).toEqual([
      [rowId('D'), ['x.de', 'keep.com']],
    ]);
  });

  it('loses them with a notice when no domain-only row can exist', () => {
    const noDomainOnly = catalogue({ products: [domainOnlyProduct({ is_active: false }), inactive] });
    const retired = cartItem(inactive, 12, 12, { domains: [domain('keep.com', COM.id)] });
    const result = validateCart(frozen(cartOf(retired)), noDomainOnly, random);
    expect(result.cart.items).toEqual([]);
    expect(titles(result.notices)).toEqual([
      ['cart.product_not_available_title', { product: 'Retired' }],
      ['cart.domain_removed_title', { domain: 'keep.com' }],
    ]);
  });

  it('an invalid domain-only row takes its domains along', () => {
    const noDomainOnly = catalogue({ products: [domainOnlyProduct({ is_active: false })] });
    const row = cartItem(domainOnlyProduct(), 12, 12, { domains: [domain('keep.com', COM.id)] });
    const result = validateCart(frozen(cartOf(row)), noDomainOnly, random);
    expect(result.cart.items).toEqual([]);
    expect(titles(result.notices)).toEqual([['cart.product_not_available_title', { product: 'Domain' }]]);
  });
});

describe('validateCart: maturity and interval ids', () => {
  it.each([
    {
      name: 'unknown maturity: default maturity and interval',
      patch: { maturity_id: 9999, interval_id: 9999 },
      expected: { maturity_id: maturityId(hosting, 12), interval_id: intervalId(hosting, 12, 12) },
      addon: element(p20, 12, 12),
    },
    {
      name: 'unknown interval: default interval of the maturity',
      patch: { maturity_id: maturityId(hosting, 24), interval_id: 9999 },
      expected: { maturity_id: maturityId(hosting, 24), interval_id: intervalId(hosting, 24, 12) },
      addon: element(p20, 24, 12),
    },
    {
      name: 'interval of another maturity',
      patch: { maturity_id: maturityId(hosting, 12), interval_id: intervalId(hosting, 24, 12) },
      expected: { maturity_id: maturityId(hosting, 12), interval_id: intervalId(hosting, 12, 12) },
      addon: element(p20, 12, 12),
    },
  ])('$name', ({ patch, expected, addon }) => {
    const row = host({ addons: [element(p20, 12, 1)], upsells: [] });
    const result = validateCart(
      frozen(cartOf({ ...row, product: { ...row.product, ...patch } })),
      ctx,
      random,
    );
    expect(result.changed).toBe(true);
    expect(result.cart.items[0]?.product).toMatchObject(expected);
    expect(result.cart.items[0]?.addons).toEqual([addon]);
    expect(result.notices).toEqual([]);
  });

  it("repairs an addon's unknown maturity id", () => {
    const row = host({ addons: [{ ...element(p20, 12, 1), maturity_id: 9999 }], upsells: [] });
    expect(validateCart(frozen(cartOf(row)), ctx, random).cart.items[0]?.addons).toEqual([
      element(p20, 12, 1),
    ]);
  });
});

describe('validateCart: addons and upsells no longer offered', () => {
  it('removes them with cart.addon_not_available notices naming addon and product', () => {
    const row = host({
      addons: [
        element(p20, 12, 1),
        element(p21, 12, 1),
        element(p22, 24, 12),
        element(p23, 12, 1),
        { ...element(p20, 12, 1), id: 99 },
        element(p24, 0, 0),
        element(p25, 6, 1),
        element(p20, 12, 1),
      ],
      upsells: [element(p50, 12, 1), element(p51, 12, 1), { ...element(p50, 12, 1), id: 98 }],
    });
    const result = validateCart(frozen(cartOf(row)), ctx, random);
    expect(result.cart.items[0]?.addons.map((a) => a.id)).toEqual([20, 24, 25]);
    expect(result.cart.items[0]?.upsells.map((u) => u.id)).toEqual([50]);
    const body = (addon: string) => ['cart.addon_not_available_title', { addon, product: 'Hosting' }];
    expect(titles(result.notices)).toEqual([
      body('Old addon'),
      body('Long addon'),
      body('Unlinked'),
      body('99'),
      body('Backup'),
      body('Old upsell'),
      body('98'),
    ]);
    expect(result.notices[0]?.message).toBe('cart.addon_not_available_body');
  });

  it('a hide_in_cart product that loses its last addon goes too', () => {
    const row = cartItem(hidden, 12, 12, { row_id: rowId('Z'), addons: [element(p21, 12, 12)] });
    const result = validateCart(frozen(cartOf(row, host())), ctx, random);
    expect(result.cart.items.map((i) => i.row_id)).toEqual([rowId('H')]);
  });

  it('an already empty hide_in_cart product is left to dropEmptyHiddenProducts', () => {
    const cart = frozen(cartOf(cartItem(hidden, 12, 12)));
    expect(validateCart(cart, ctx, random).changed).toBe(false);
  });
});

describe('validateCart: domains', () => {
  it('removes unknown, inactive, mismatching and duplicate domains with notices', () => {
    const row = host({
      domains: [
        domain('main.de', DE.id),
        domain('unknown.de', 9999),
        domain('retired.old', OLD.id),
        domain('wrong.com', DE.id),
        domain('MAIN.de', DE.id),
      ],
    });
    const other = host({
      row_id: rowId('K'),
      domains: [domain('main.de', DE.id), domain('second.de', DE.id)],
    });
    const result = validateCart(frozen(cartOf(row, other)), ctx, random);
    expect(result.cart.items.map((i) => i.domains.map((d) => [d.name, d.inclusive]))).toEqual([
      [['main.de', true]],
      [['second.de', true]],
    ]);
    expect(titles(result.notices).map(([, values]) => values)).toEqual([
      { domain: 'unknown.de' },
      { domain: 'retired.old' },
      { domain: 'wrong.com' },
      { domain: 'MAIN.de' },
      { domain: 'main.de' },
    ]);
    expect(result.notices.every((n) => n.title === 'cart.domain_removed_title')).toBe(true);
  });

  it.each([
    { firstYearOnly: true, flags: [true, false] },
    { firstYearOnly: false, flags: [false, false] },
  ])(
    'updates the first-year-inclusive flag (inclusive_domains_first_year_only=$firstYearOnly)',
    ({ firstYearOnly, flags }) => {
      const context = catalogue({ products, brand: { inclusive_domains_first_year_only: firstYearOnly } });
      const row = host({
        domains: [
          domain('a.de', DE.id, { inclusive: true }),
          domain('b.de', DE.id, { inclusive_first_year: true }),
        ],
      });
      const result = validateCart(frozen(cartOf(row)), context, random);
      expect(result.changed).toBe(true);
      expect(result.cart.items[0]?.domains.map((d) => d.inclusive_first_year)).toEqual(flags);
    },
  );

  it('merges domain-only rows', () => {
    const a = cartItem(domainOnlyProduct(), 12, 12, { row_id: rowId('A'), domains: [domain('a.de', DE.id)] });
    const b = cartItem(domainOnlyProduct(), 12, 12, { row_id: rowId('B'), domains: [domain('b.de', DE.id)] });
    const result = validateCart(frozen(cartOf(a, b)), ctx, random);
    expect(result.cart.items.map((i) => [i.row_id, i.domains.map((d) => d.name)])).toEqual([
      [rowId('A'), ['a.de', 'b.de']],
    ]);
  });
});

describe('validateCart: rows and promotions', () => {
  it('gives rows sharing a row id fresh ids', () => {
    const result = validateCart(frozen(cartOf(host(), host())), ctx, random);
    expect(result.cart.items.map((i) => i.row_id)).toEqual([rowId('H'), rowId('E')]);
    expect(result.changed).toBe(true);
  });

  it('re-validates promotions (unknown manual code removed with the promotions notice)', () => {
    const row = host();
    const result = validateCart(
      frozen(cartOf({ ...row, product: { ...row.product, promotion: 'GONE' } })),
      ctx,
      random,
    );
    expect(result.cart.items[0]?.product.promotion).toBeNull();
    expect(result.changed).toBe(true);
    expect(result.notices.map((n) => [n.title, n.values])).toEqual([['promotion_removed', { code: 'GONE' }]]);
  });

  it('keeps a valid manual code and applies automatic ones when the brand allows', () => {
    const auto = catalogue({ products, promotions, brand: { automatic_promotions: true } });
    const row = host();
    const withManual = { ...row, product: { ...row.product, promotion: 'MANUAL' } };
    expect(validateCart(frozen(cartOf(withManual)), auto, random).cart.items[0]?.product.promotion).toBe(
      'MANUAL',
    );
    const result = validateCart(frozen(cartOf(row)), auto, random);
    expect(result.cart.items[0]?.product.promotion).toBe('AUTO');
    expect(result.changed).toBe(true);
  });
});

describe('validateCart never throws on a schema-valid cart and returns a valid, stable cart', () => {
  const ids = fc.constantFrom(1, 10, 11, 12, 13, 20, 21, 22, 23, 24, 25, 50, 51, 98, 777);
  const termIds = fc.constantFrom(9999, ...products.flatMap((p) => p.paymentMaturities.map((m) => m.id)));
  const intervalIds = fc.constantFrom(
    9999,
    ...products.flatMap((p) => p.paymentMaturities.flatMap((m) => m.paymentIntervals.map((i) => i.id))),
  );
  const code = fc.option(fc.constantFrom('MANUAL', 'AUTO', 'GONE'), { nil: null });
  const elementArb = fc.record({
    id: ids,
    maturity_id: termIds,
    interval_id: intervalIds,
    promotion: code,
    additional_fields: fc.constant([]),
  });
  const domainArb = fc.record({
    id: fc.constantFrom(DE.id, COM.id, OLD.id, 9999),
    name: fc.constantFrom('main.de', 'a.com', 'x.old', 'main.de', 'MAIN.DE', 'wrong.com'),
    inclusive: fc.boolean(),
    inclusive_first_year: fc.boolean(),
    auth_code: fc.constant(null),
    promotion_code: code,
    additional_fields: fc.constant([]),
  });
  const itemArb = fc.record({
    row_id: fc.constantFrom(rowId('A'), rowId('B'), rowId('C')),
    product: fc.record({
      id: ids,
      maturity_id: termIds,
      interval_id: intervalIds,
      promotion: code,
      additional_fields: fc.constant([]),
      informations: fc.constant([]),
    }),
    addons: fc.array(elementArb, { maxLength: 4 }),
    upsells: fc.array(elementArb, { maxLength: 2 }),
    domains: fc.array(domainArb, { maxLength: 3 }),
    is_preconfigured: fc.boolean(),
  });
  const contexts = [
    ctx,
    catalogue({
      products,
      promotions,
      brand: { automatic_promotions: true, inclusive_domains_first_year_only: true },
    }),
  ];

  it('for generated carts', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 5 }), fc.constantFrom(0, 1), (items, which) => {
        const context = contexts[which] ?? ctx;
        const cart = Cart.parse({ items });
        const first = validateCart(frozen(cart), context);
        expect(Cart.safeParse(first.cart).success).toBe(true);
        const second = validateCart(first.cart, context);
        expect(second.changed).toBe(false);
        expect(second.cart).toEqual(first.cart);
      }),
      { numRuns: 300 },
    );
  });
});
