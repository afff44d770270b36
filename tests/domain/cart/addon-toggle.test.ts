import type { CartItem } from '@contract/cart';
import type { AddonGroup } from '@contract/catalogue';
import { chooseModule, chooseVariant } from '@domain/cart/addon-selectors';
import { removeAddonFromItem, toggleAddon } from '@domain/cart/addon-toggle';
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
  type TermSpec,
} from './fixtures';

const TERMS: TermSpec[] = [
  { months: 12, intervals: [1, 12] },
  { months: 24, intervals: [12] },
];
const exclusive = group(1, ['mutually_exclusive']);
const inclusive = group(2, ['mutually_inclusive']);
const modulesEmpty = group(3, ['modules', 'allow_empty']);
const modulesFixed = group(4, ['modules']);
const variants = group(5, ['variants']);
const exclusive2 = group(6, ['mutually_exclusive']);
const inclusive2 = group(7, ['mutually_inclusive']);
const inclusive3 = group(8, ['mutually_inclusive']);
const inclusive4 = group(9, ['mutually_inclusive']);

const addonGroups: Record<number, AddonGroup[]> = {
  21: [exclusive],
  22: [exclusive],
  23: [inclusive],
  24: [inclusive],
  35: [inclusive],
  25: [group(10, ['non_removable'])],
  26: [modulesEmpty, inclusive4],
  41: [inclusive4],
  27: [modulesEmpty],
  28: [modulesFixed],
  29: [modulesFixed],
  30: [variants],
  31: [variants],
  42: [variants],
  32: [group(11, ['invisible'])],
  36: [exclusive2],
  37: [exclusive2, inclusive2],
  38: [inclusive2],
  39: [inclusive3, group(12, ['non_removable'])],
  40: [inclusive3],
};
const linked = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34, 35, 36, 37, 38, 39, 40, 41, 42, 98];
const parent = product(10, {
  terms: TERMS,
  addons: linked.map((id) => link(10, id, { groups: addonGroups[id] ?? [] })),
});
const addonProducts = linked
  .filter((id) => id !== 98)
  .map((id) => product(id, { terms: [34, 35, 42].includes(id) ? [{ months: 24, intervals: [12] }] : TERMS }));
const ctx = catalogue({ products: [parent, ...addonProducts] });
const addon = (id: number) => {
  const found = addonProducts.find((p) => p.id === id);
  if (!found) throw new Error(`no addon ${id}`);
  return element(found, 12, 1);
};
const itemWith = (...ids: number[]): CartItem => frozen(cartItem(parent, 12, 1, { addons: ids.map(addon) }));

describe('addon toggle (spec: selecting an added addon removes it, otherwise it is added)', () => {
  it('adds an addon with the maturity and interval whose months match the parent', () => {
    const result = toggleAddon(itemWith(), 20, ctx);
    const p20 = addonProducts[0];
    expect(result.outcome).toBe('added');
    expect(result.item.addons).toEqual([
      {
        id: 20,
        maturity_id: p20 && maturityId(p20, 12),
        interval_id: p20 && intervalId(p20, 12, 1),
        promotion: null,
        additional_fields: [],
      },
    ]);
  });

  it.each([
    {
      name: 'added addon is removed',
      present: [20],
      toggle: 20,
      outcome: 'removed',
      addons: [],
      removed: [20],
    },
    {
      name: 'adding removes others of the mutually exclusive group',
      present: [22, 20],
      toggle: 21,
      outcome: 'added',
      addons: [20, 21],
      removed: [22],
    },
    {
      name: 'adding adds mutually inclusive partners that are available',
      present: [],
      toggle: 23,
      outcome: 'added',
      addons: [23, 24],
      removed: [],
    },
    {
      name: 'removal cascades to mutually inclusive partners',
      present: [23, 24, 20],
      toggle: 23,
      outcome: 'removed',
      addons: [20],
      removed: [23, 24],
    },
    {
      name: 'non-removable addon cannot be removed',
      present: [25],
      toggle: 25,
      outcome: 'not_removable',
      addons: [25],
      removed: [],
    },
    {
      name: 'exclusive rival goes with its inclusive partner',
      present: [37, 38],
      toggle: 36,
      outcome: 'added',
      addons: [36],
      removed: [37, 38],
    },
    {
      name: 'cascade keeps a non-removable partner',
      present: [39, 40],
      toggle: 40,
      outcome: 'removed',
      addons: [39],
      removed: [40],
    },
    { name: 'invisible addon', present: [], toggle: 32, outcome: 'not_available', addons: [], removed: [] },
    { name: 'no matching term', present: [], toggle: 34, outcome: 'not_available', addons: [], removed: [] },
    { name: 'not linked', present: [], toggle: 99, outcome: 'not_available', addons: [], removed: [] },
    {
      name: 'linked but unknown',
      present: [],
      toggle: 98,
      outcome: 'not_available',
      addons: [],
      removed: [],
    },
  ])('$name', ({ present, toggle, outcome, addons, removed }) => {
    const result = toggleAddon(itemWith(...present), toggle, ctx);
    expect(result.outcome).toBe(outcome);
    expect(addonIds(result.item)).toEqual(addons);
    expect(result.removed).toEqual(removed);
  });

  it('an already present partner is not added twice', () => {
    const result = toggleAddon(itemWith(24), 23, ctx);
    expect(addonIds(result.item)).toEqual([24, 23]);
    expect(result.added).toEqual([23]);
  });

  it('an item whose term does not resolve cannot gain addons', () => {
    const broken = frozen({ ...itemWith(), product: { ...itemWith().product, interval_id: 9999 } });
    expect(toggleAddon(broken, 20, ctx).outcome).toBe('not_available');
  });

  it('an addon no longer linked to the product can still be removed', () => {
    const stale = frozen({ ...itemWith(20), addons: [{ ...addon(20), id: 97 }, addon(20)] });
    const result = toggleAddon(stale, 97, ctx);
    expect(result.outcome).toBe('removed');
    expect(addonIds(result.item)).toEqual([20]);
  });

  it('an unknown or inactive parent product cannot gain addons', () => {
    const orphan = frozen({ ...itemWith(), product: { ...itemWith().product, id: 777 } });
    expect(toggleAddon(orphan, 20, ctx).outcome).toBe('not_available');
    const retired = catalogue({ products: [{ ...parent, is_active: false }, ...addonProducts] });
    expect(toggleAddon(itemWith(), 20, retired).outcome).toBe('not_available');
  });

  it('removal without cascade and for unknown products', () => {
    expect(addonIds(removeAddonFromItem(itemWith(23, 24), 23, ctx, { cascade: false }).item)).toEqual([24]);
    const orphan = frozen({ ...itemWith(23, 24), product: { ...itemWith().product, id: 777 } });
    expect(addonIds(removeAddonFromItem(orphan, 23, ctx).item)).toEqual([24]);
    expect(removeAddonFromItem(itemWith(), 23, ctx).outcome).toBe('unchanged');
  });
});

describe("module selector (choosing replaces the group's module; 'None' only with allow_empty, no cascade)", () => {
  it.each([
    {
      name: 'choose into an empty group',
      present: [],
      groupId: 3,
      choice: 27,
      outcome: 'added',
      addons: [27],
    },
    {
      name: 'choose replaces the other module',
      present: [27],
      groupId: 3,
      choice: 26,
      outcome: 'added',
      addons: [26, 41],
    },
    {
      name: 'choose the present module',
      present: [26],
      groupId: 3,
      choice: 26,
      outcome: 'unchanged',
      addons: [26],
    },
    {
      name: "'None' removes without cascade",
      present: [26, 41],
      groupId: 3,
      choice: null,
      outcome: 'removed',
      addons: [41],
    },
    {
      name: "'None' with nothing chosen",
      present: [],
      groupId: 3,
      choice: null,
      outcome: 'unchanged',
      addons: [],
    },
    {
      name: "'None' without allow_empty",
      present: [28],
      groupId: 4,
      choice: null,
      outcome: 'not_allowed',
      addons: [28],
    },
    {
      name: 'replace without allow_empty',
      present: [29],
      groupId: 4,
      choice: 28,
      outcome: 'added',
      addons: [28],
    },
    {
      name: 'addon outside the group',
      present: [],
      groupId: 3,
      choice: 20,
      outcome: 'not_available',
      addons: [],
    },
    { name: 'unknown group', present: [], groupId: 99, choice: 26, outcome: 'not_available', addons: [] },
    {
      name: 'group without modules rule',
      present: [],
      groupId: 5,
      choice: 30,
      outcome: 'not_available',
      addons: [],
    },
  ])('$name', ({ present, groupId, choice, outcome, addons }) => {
    const result = chooseModule(itemWith(...present), groupId, choice, ctx);
    expect(result.outcome).toBe(outcome);
    expect(addonIds(result.item)).toEqual(addons);
  });

  it('unknown parent product', () => {
    const orphan = frozen({ ...itemWith(), product: { ...itemWith().product, id: 777 } });
    expect(chooseModule(orphan, 3, 26, ctx).outcome).toBe('not_available');
  });
});

describe('variant (adding replaces the other variant of the group)', () => {
  it.each([
    {
      name: 'replaces the other variant',
      present: [31],
      choice: 30,
      outcome: 'added',
      addons: [30],
      removed: [31],
    },
    { name: 'first variant', present: [], choice: 31, outcome: 'added', addons: [31], removed: [] },
    { name: 'already chosen', present: [30], choice: 30, outcome: 'unchanged', addons: [30], removed: [] },
    { name: 'no variants group', present: [], choice: 20, outcome: 'not_available', addons: [], removed: [] },
    { name: 'unlinked', present: [], choice: 99, outcome: 'not_available', addons: [], removed: [] },
    {
      name: 'variant without matching term',
      present: [31],
      choice: 42,
      outcome: 'not_available',
      addons: [31],
      removed: [],
    },
  ])('$name', ({ present, choice, outcome, addons, removed }) => {
    const result = chooseVariant(itemWith(...present), choice, ctx);
    expect(result.outcome).toBe(outcome);
    expect(addonIds(result.item)).toEqual(addons);
    expect(result.removed).toEqual(removed);
  });

  it('unknown parent product or broken term', () => {
    const orphan = frozen({ ...itemWith(), product: { ...itemWith().product, id: 777 } });
    expect(chooseVariant(orphan, 30, ctx).outcome).toBe('not_available');
    const broken = frozen({ ...itemWith(), product: { ...itemWith().product, maturity_id: 9999 } });
    expect(chooseVariant(broken, 30, ctx).outcome).toBe('not_available');
  });
});
