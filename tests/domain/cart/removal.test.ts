import { dropEmptyHiddenProducts, removeAddon, removeDomain, removeItem } from '@domain/cart/removal';
import { describe, expect, it } from 'vitest';
import {
  addonIds,
  cartItem,
  cartOf,
  catalogue,
  DE,
  domain,
  element,
  frozen,
  group,
  link,
  product,
  rowId,
} from './fixtures';

const inclusive = group(1, ['mutually_inclusive']);
const links = [
  link(0, 20),
  link(0, 21, { groups: [inclusive] }),
  link(0, 22, { groups: [inclusive] }),
  link(0, 23, { groups: [group(2, ['non_removable'])] }),
];
const withLinks = (id: number) => links.map((l) => ({ ...l, product_id: id }));
const normal = product(10, { addons: withLinks(10), freeTlds: [{ tld: 'de', amount: 1 }] });
const hidden = product(11, { hide_in_cart: true, addons: withLinks(11) });
const addonProducts = [20, 21, 22, 23].map((id) => product(id));
const ctx = catalogue({ products: [normal, hidden, ...addonProducts] });
const addon = (id: number) => element(product(id), 12, 12);

const normalRow = cartItem(normal, 12, 12, {
  row_id: rowId('N'),
  addons: [addon(20), addon(21), addon(22), addon(23)],
  domains: [domain('a.de', DE.id, { inclusive: true }), domain('b.de', DE.id)],
});
const hiddenAddonRow = cartItem(hidden, 12, 12, { row_id: rowId('H'), addons: [addon(20)] });
const hiddenDomainRow = cartItem(hidden, 12, 12, { row_id: rowId('I'), domains: [domain('c.de', DE.id)] });
const hiddenBothRow = cartItem(hidden, 12, 12, {
  row_id: rowId('J'),
  addons: [addon(20)],
  domains: [domain('d.de', DE.id)],
});
const cart = frozen(cartOf(normalRow, hiddenAddonRow, hiddenDomainRow, hiddenBothRow));
const rowIds = (c: typeof cart) => c.items.map((item) => item.row_id[0]);

describe('removeItem', () => {
  it.each([
    { row: rowId('H'), changed: true, rows: ['N', 'I', 'J'] },
    { row: rowId('X'), changed: false, rows: ['N', 'H', 'I', 'J'] },
  ])('row $row: changed=$changed', ({ row, changed, rows }) => {
    const result = removeItem(cart, row);
    expect(result.changed).toBe(changed);
    expect(rowIds(result.cart)).toEqual(rows);
  });
});

describe('removeAddon (cascade; non-removable stays; last addon of a hide_in_cart product takes it along)', () => {
  it.each([
    {
      name: 'regular addon',
      row: 'N',
      addon: 20,
      cascade: undefined,
      outcome: 'removed',
      itemRemoved: false,
      left: [21, 22, 23],
    },
    {
      name: 'cascades to inclusive partner',
      row: 'N',
      addon: 21,
      cascade: undefined,
      outcome: 'removed',
      itemRemoved: false,
      left: [20, 23],
    },
    {
      name: 'without cascade',
      row: 'N',
      addon: 21,
      cascade: false,
      outcome: 'removed',
      itemRemoved: false,
      left: [20, 22, 23],
    },
    {
      name: 'non-removable',
      row: 'N',
      addon: 23,
      cascade: undefined,
      outcome: 'not_removable',
      itemRemoved: false,
      left: [20, 21, 22, 23],
    },
    {
      name: 'addon not in the row',
      row: 'H',
      addon: 21,
      cascade: undefined,
      outcome: 'not_found',
      itemRemoved: false,
      left: [20],
    },
    {
      name: 'last addon of a hidden product',
      row: 'H',
      addon: 20,
      cascade: undefined,
      outcome: 'removed',
      itemRemoved: true,
      left: null,
    },
    {
      name: 'hidden product keeps its domain',
      row: 'J',
      addon: 20,
      cascade: undefined,
      outcome: 'removed',
      itemRemoved: false,
      left: [],
    },
    {
      name: 'unknown row',
      row: 'X',
      addon: 20,
      cascade: undefined,
      outcome: 'not_found',
      itemRemoved: false,
      left: null,
    },
  ])('$name', ({ row, addon: addonId, cascade, outcome, itemRemoved, left }) => {
    const result = removeAddon(
      cart,
      rowId(row),
      addonId,
      ctx,
      cascade === undefined ? undefined : { cascade },
    );
    expect(result.outcome).toBe(outcome);
    expect(result.itemRemoved).toBe(itemRemoved);
    const item = result.cart.items.find((i) => i.row_id === rowId(row));
    expect(item ? addonIds(item) : null).toEqual(left);
  });
});

describe('removeDomain (inclusive recomputed; last domain of a hide_in_cart product takes it along)', () => {
  it('removes the domain and moves the inclusive slot on', () => {
    const result = removeDomain(cart, rowId('N'), 'A.DE', ctx);
    expect(result).toMatchObject({ outcome: 'removed', itemRemoved: false });
    expect(result.cart.items[0]?.domains.map((d) => [d.name, d.inclusive])).toEqual([['b.de', true]]);
  });

  it.each([
    {
      name: 'last domain of a hidden product',
      row: 'I',
      domainName: 'c.de',
      outcome: 'removed',
      itemRemoved: true,
      rows: ['N', 'H', 'J'],
    },
    {
      name: 'hidden product keeps its addon',
      row: 'J',
      domainName: 'd.de',
      outcome: 'removed',
      itemRemoved: false,
      rows: ['N', 'H', 'I', 'J'],
    },
    {
      name: 'domain not in the row',
      row: 'N',
      domainName: 'c.de',
      outcome: 'not_found',
      itemRemoved: false,
      rows: ['N', 'H', 'I', 'J'],
    },
    {
      name: 'unknown row',
      row: 'X',
      domainName: 'c.de',
      outcome: 'not_found',
      itemRemoved: false,
      rows: ['N', 'H', 'I', 'J'],
    },
  ])('$name', ({ row, domainName, outcome, itemRemoved, rows }) => {
    const result = removeDomain(cart, rowId(row), domainName, ctx);
    expect(result.outcome).toBe(outcome);
    expect(result.itemRemoved).toBe(itemRemoved);
    expect(rowIds(result.cart)).toEqual(rows);
  });
});

describe('dropEmptyHiddenProducts (on cart load: hide_in_cart products without addons and domains go)', () => {
  it.each([
    { name: 'empty hidden product', items: [cartItem(hidden, 12, 12)], changed: true, left: 0 },
    { name: 'hidden product with addon', items: [hiddenAddonRow], changed: false, left: 1 },
    { name: 'hidden product with domain', items: [hiddenDomainRow], changed: false, left: 1 },
    { name: 'empty visible product', items: [cartItem(normal, 12, 12)], changed: false, left: 1 },
    {
      // A cloud-panel visitor's contract before a domain is chosen: the row stands for the contract.
      name: 'hidden product of an existing hosting contract',
      items: [
        cartItem(hidden, 12, 12, {
          product: {
            ...cartItem(hidden, 12, 12).product,
            informations: [{ key: 'hosting_number', value: 'WH-1' }],
          },
        }),
      ],
      changed: false,
      left: 1,
    },
    {
      name: 'unknown product',
      items: [{ ...cartItem(normal, 12, 12), product: { ...normalRow.product, id: 777 } }],
      changed: false,
      left: 1,
    },
  ])('$name', ({ items, changed, left }) => {
    const result = dropEmptyHiddenProducts(frozen(cartOf(...items)), ctx);
    expect(result.changed).toBe(changed);
    expect(result.cart.items).toHaveLength(left);
  });
});
