import {
  addonTermFor,
  availableAddons,
  availableUpsells,
  isAddonAvailable,
} from '@domain/cart/addon-availability';
import {
  addonGroupsOf,
  addonPresentations,
  addonsPresentedAs,
  isAddonShownInCart,
} from '@domain/cart/addon-presentation';
import { resolveItemTerm } from '@domain/cart/term';
import { describe, expect, it } from 'vitest';
import { cartItem, catalogue, group, intervalId, link, maturityId, product } from './fixtures';

const parent = product(10, {
  terms: [
    { months: 12, intervals: [1, 12] },
    { months: 24, intervals: [12] },
  ],
  addons: [30, 31, 32, 34, 37, 39, 40]
    .map((id) => link(10, id))
    .concat([
      link(10, 33, { groups: [group(1, ['maturities_need_not_match'])] }),
      link(10, 35, { groups: [group(2, ['intervals_need_not_match'])] }),
      link(10, 36, { groups: [group(3, ['invisible'])] }),
      link(10, 41, { groups: [group(4, ['maturities_need_not_match'])] }),
    ]),
  upsells: [{ upsell_id: 50 }, { upsell_id: 51 }, { upsell_id: 52 }],
});
const ctx = catalogue({
  products: [
    parent,
    product(30, { terms: [{ months: 12, intervals: [1] }] }),
    product(31, { terms: [{ months: 24, intervals: [1] }] }),
    product(32, { terms: [{ months: 0, intervals: [0] }] }),
    product(33, { terms: [{ months: 24, intervals: [1] }] }),
    product(34, { terms: [{ months: 12, intervals: [12] }] }),
    product(35, { terms: [{ months: 12, intervals: [12] }] }),
    product(36, { terms: [{ months: 12, intervals: [1] }] }),
    product(37, { is_active: false, terms: [{ months: 12, intervals: [1] }] }),
    product(38, { terms: [{ months: 12, intervals: [1] }] }),
    product(40, { terms: [{ months: 12, intervals: [0] }] }),
    product(41, {
      terms: [
        { months: 24, price: 1, intervals: [12] },
        { months: 6, price: 2, intervals: [1] },
      ],
    }),
    product(50, { terms: [{ months: 12, intervals: [1] }] }),
    product(51, { terms: [{ months: 24, intervals: [1] }] }),
    product(52, { is_active: false }),
  ],
});
const item = cartItem(parent, 12, 1);

describe('addon availability for a cart item (not invisible; maturity and interval months match or are 0)', () => {
  it.each([
    { addon: 30, available: true, why: 'same maturity and interval months' },
    { addon: 31, available: false, why: 'maturity months differ' },
    { addon: 32, available: true, why: '0-month maturity and interval' },
    { addon: 33, available: true, why: 'maturities_need_not_match' },
    { addon: 34, available: false, why: 'interval months differ' },
    { addon: 35, available: true, why: 'intervals_need_not_match' },
    { addon: 36, available: false, why: 'invisible' },
    { addon: 37, available: false, why: 'inactive addon product' },
    { addon: 38, available: false, why: 'not linked to the product' },
    { addon: 39, available: false, why: 'linked but unknown product' },
    { addon: 40, available: true, why: 'interval with 0 months' },
    { addon: 41, available: true, why: 'free maturity that has the matching interval' },
  ])('addon $addon: $available ($why)', ({ addon, available }) => {
    expect(isAddonAvailable(item, addon, ctx)).toBe(available);
    expect(availableAddons(item, ctx).some((l) => l.addon_id === addon)).toBe(available);
  });

  it('picks the free maturity whose interval matches rather than the default one', () => {
    const term = resolveItemTerm(item, ctx);
    const addon = ctx.productsById[41];
    expect(term && addon && addonTermFor(term, 41, ctx)).toEqual({
      maturity_id: addon && maturityId(addon, 6),
      interval_id: addon && intervalId(addon, 6, 1),
    });
  });

  it('an item whose term no longer resolves has nothing available', () => {
    const broken = { ...item, product: { ...item.product, maturity_id: 9999 } };
    expect(isAddonAvailable(broken, 30, ctx)).toBe(false);
    expect(availableAddons(broken, ctx)).toEqual([]);
    expect(availableUpsells(broken, ctx)).toEqual([]);
  });

  it('upsells must match maturity and interval months, be active and linked', () => {
    expect(availableUpsells(item, ctx)).toEqual([50]);
    expect(availableUpsells(cartItem(parent, 24, 12), ctx)).toEqual([]);
  });
});

describe('addon presentation (promoted, recommended, variants, modules or regular; sorted by order value)', () => {
  const links = [
    link(60, 61, { is_promoted: true, promoted_addon_order: 2 }),
    link(60, 62, { is_promoted: true, promoted_addon_order: 1 }),
    link(60, 63, { is_promoted: true }),
    link(60, 64, { is_recommended: true, recommended_addon_order: 5 }),
    link(60, 65, {
      is_recommended: true,
      recommended_addon_order: 1,
      is_promoted: true,
      promoted_addon_order: 3,
    }),
    link(60, 66, { groups: [group(7, ['variants'])] }),
    link(60, 67, { groups: [group(7, ['variants'])] }),
    link(60, 68, { groups: [group(8, ['modules', 'allow_empty'])] }),
    link(60, 69),
    link(60, 70, { groups: [group(9, ['mutually_exclusive'])] }),
  ];
  const host = product(60, { addons: links });
  const presentationCtx = catalogue({
    products: [host, ...links.map((l) => product(l.addon_id))],
  });
  const hostItem = cartItem(host, 12, 12);

  it.each([
    { addon: 61, kinds: ['promoted'] },
    { addon: 65, kinds: ['promoted', 'recommended'] },
    { addon: 64, kinds: ['recommended'] },
    { addon: 66, kinds: ['variants'] },
    { addon: 68, kinds: ['modules'] },
    { addon: 69, kinds: ['regular'] },
    { addon: 70, kinds: ['regular'] },
  ])('addon $addon is shown as $kinds', ({ addon, kinds }) => {
    const found = links.find((l) => l.addon_id === addon);
    expect(found && addonPresentations(found)).toEqual(kinds);
  });

  it.each([
    { kind: 'promoted', order: [62, 61, 65, 63] },
    { kind: 'recommended', order: [65, 64] },
    { kind: 'variants', order: [66, 67] },
    { kind: 'modules', order: [68] },
    { kind: 'regular', order: [69, 70] },
  ] as const)('$kind addons in order $order', ({ kind, order }) => {
    expect(addonsPresentedAs(hostItem, presentationCtx, kind).map((l) => l.addon_id)).toEqual(order);
  });

  it('groups variants and modules with their addons', () => {
    const variants = addonGroupsOf(hostItem, presentationCtx, 'variants');
    expect(variants.map((g) => [g.group.id, g.addons.map((l) => l.addon_id)])).toEqual([[7, [66, 67]]]);
    const modules = addonGroupsOf(hostItem, presentationCtx, 'modules');
    expect(modules.map((g) => [g.group.rules, g.addons.map((l) => l.addon_id)])).toEqual([
      [['modules', 'allow_empty'], [68]],
    ]);
  });
});

describe('addons the cart shows', () => {
  it('hides an addon of an invisible group (auto-assigned, kept in the row) and shows the others', () => {
    expect(isAddonShownInCart(item, 36, ctx)).toBe(false);
    expect(isAddonShownInCart(item, 30, ctx)).toBe(true);
    expect(isAddonShownInCart(item, 33, ctx)).toBe(true);
  });

  it('shows an addon the product does not link (nothing says it is invisible)', () => {
    expect(isAddonShownInCart(item, 999, ctx)).toBe(true);
  });
});
