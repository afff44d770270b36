import { togglePromotedAddon } from '@domain/cart/promoted-addons';
import { addUpsell, passUpsell } from '@domain/cart/upsells';
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
} from './fixtures';

const inclusive = group(1, ['mutually_inclusive']);
const parent = product(10, {
  terms: [
    { months: 12, intervals: [1, 12] },
    { months: 24, intervals: [12] },
  ],
  upsells: [{ upsell_id: 50 }, { upsell_id: 51 }],
  addons: [
    link(10, 33, { is_promoted: true, groups: [inclusive] }),
    link(10, 34, { groups: [inclusive] }),
    link(10, 43, { is_promoted: true }),
    link(10, 44, { is_promoted: true, groups: [group(2, ['non_removable'])] }),
    link(10, 45),
    link(10, 46, { is_promoted: true, groups: [group(3, ['invisible'])] }),
    link(10, 47, { is_promoted: true }),
  ],
});
const upsell50 = product(50, {
  terms: [
    { months: 24, intervals: [1] },
    { months: 12, intervals: [12, 1] },
  ],
});
const upsell51 = product(51, { terms: [{ months: 24, intervals: [12] }] });
const promoted43 = product(43, {
  terms: [
    { months: 24, price: 3, intervals: [1, 24], defaultInterval: 24 },
    { months: 6, price: 4, intervals: [6] },
  ],
});
const simple = (id: number) => product(id, { terms: [{ months: 12, intervals: [1] }] });
const ctx = catalogue({
  products: [
    parent,
    upsell50,
    upsell51,
    promoted43,
    simple(33),
    simple(34),
    simple(44),
    simple(45),
    simple(46),
    product(47, { terms: [{ months: 12, active: false }] }),
  ],
});
const base = frozen(cartItem(parent, 12, 1));

describe('upsell screen: add with matching maturity and interval months, pass removes it', () => {
  it('add uses the maturity and interval with the parent months', () => {
    const result = addUpsell(base, 50, ctx);
    expect(result.outcome).toBe('added');
    expect(result.item.upsells).toEqual([
      {
        id: 50,
        maturity_id: maturityId(upsell50, 12),
        interval_id: intervalId(upsell50, 12, 1),
        promotion: null,
        additional_fields: [],
      },
    ]);
  });

  it.each([
    {
      name: 'already added',
      item: { ...base, upsells: [element(upsell50, 12, 1)] },
      id: 50,
      outcome: 'unchanged',
    },
    { name: 'months do not match', item: base, id: 51, outcome: 'not_available' },
    { name: 'not an upsell of the product', item: base, id: 45, outcome: 'not_available' },
    {
      name: 'row term broken',
      item: { ...base, product: { ...base.product, maturity_id: 1 } },
      id: 50,
      outcome: 'not_available',
    },
  ])('add refused: $name', ({ item, id, outcome }) => {
    const result = addUpsell(frozen(item), id, ctx);
    expect(result.outcome).toBe(outcome);
    expect(result.item).toBe(item);
  });

  it.each([
    { name: 'removes an added upsell', upsells: [element(upsell50, 12, 1)], outcome: 'removed', left: [] },
    { name: 'nothing to remove', upsells: [], outcome: 'unchanged', left: [] },
  ])('pass: $name', ({ upsells, outcome, left }) => {
    const result = passUpsell(frozen({ ...base, upsells }), 50);
    expect(result.outcome).toBe(outcome);
    expect(result.item.upsells.map((u) => u.id)).toEqual(left);
  });
});

describe('promoted addon toggle: removes without cascade, adds with matching months or the default term', () => {
  it('adds a matching promoted addon with its inclusive partner', () => {
    const result = togglePromotedAddon(base, 33, ctx);
    expect(result.outcome).toBe('added');
    expect(addonIds(result.item)).toEqual([33, 34]);
  });

  it('falls back to the default maturity and interval when no months match', () => {
    const result = togglePromotedAddon(base, 43, ctx);
    expect(result.item.addons[0]).toMatchObject({
      id: 43,
      maturity_id: maturityId(promoted43, 24),
      interval_id: intervalId(promoted43, 24, 24),
    });
  });

  it.each([
    {
      name: 'added addon removed without cascade',
      present: [33, 34],
      id: 33,
      outcome: 'removed',
      addons: [34],
    },
    { name: 'non-removable stays', present: [44], id: 44, outcome: 'not_removable', addons: [44] },
    { name: 'not promoted', present: [], id: 45, outcome: 'not_available', addons: [] },
    { name: 'invisible', present: [], id: 46, outcome: 'not_available', addons: [] },
    { name: 'no active term at all', present: [], id: 47, outcome: 'not_available', addons: [] },
    { name: 'not linked', present: [], id: 99, outcome: 'not_available', addons: [] },
  ])('$name', ({ present, id, outcome, addons }) => {
    const item = frozen({
      ...base,
      addons: present.map((addonId) => element(simple(addonId), 12, 1)),
    });
    const result = togglePromotedAddon(item, id, ctx);
    expect(result.outcome).toBe(outcome);
    expect(addonIds(result.item)).toEqual(addons);
  });

  it('row term broken', () => {
    const broken = frozen({ ...base, product: { ...base.product, interval_id: 1 } });
    expect(togglePromotedAddon(broken, 33, ctx).outcome).toBe('not_available');
  });
});
