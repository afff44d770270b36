import type { AdditionalFieldValue } from '@contract/cart';
import { isEmptyFieldValue } from '@domain/cart/field-values';
import { findMissingRequirements } from '@domain/cart/requirements';
import { describe, expect, it } from 'vitest';
import {
  cartItem,
  cartOf,
  catalogue,
  DE,
  domain,
  domainOnlyProduct,
  element,
  field,
  product,
  rowId,
} from './fixtures';

const value = (fieldId: number, v: AdditionalFieldValue['value']): AdditionalFieldValue => ({
  field_id: fieldId,
  value: v,
});

describe('empty field values for the required check', () => {
  it.each<{ name: string; rules: string; v: AdditionalFieldValue['value'] | undefined; empty: boolean }>([
    { name: 'missing', rules: 'required', v: undefined, empty: true },
    { name: 'null', rules: 'required', v: null, empty: true },
    { name: 'empty text', rules: 'required|string', v: '', empty: true },
    { name: 'blank text', rules: 'required|string', v: '   ', empty: true },
    { name: 'text', rules: 'required|string', v: 'x', empty: false },
    { name: 'zero', rules: 'required|integer', v: 0, empty: false },
    { name: 'empty list', rules: 'required|persons', v: [], empty: true },
    { name: 'list', rules: 'required|persons', v: [{ first_name: 'A', last_name: 'B' }], empty: false },
    { name: 'false for a boolean field', rules: ' required | boolean ', v: false, empty: true },
    { name: 'false for a text field', rules: 'required|string', v: false, empty: false },
    { name: 'true', rules: 'required|boolean', v: true, empty: false },
  ])('$name: $empty', ({ rules, v, empty }) => {
    expect(isEmptyFieldValue(field(1, { validation_rules: rules }), v)).toBe(empty);
  });
});

describe('findMissingRequirements (required domain, non-postponed required fields, where to go back)', () => {
  const domainOnly = domainOnlyProduct({
    additionalFields: [
      field(90),
      field(91, { is_postponed: true }),
      field(92, { validation_rules: 'string' }),
    ],
  });
  const hosting = product(10, {
    is_domainrequired: 1,
    additionalFields: [
      field(80),
      field(81, { is_postponed: true }),
      field(82, { validation_rules: 'string|max:5' }),
      field(83, { validation_rules: 'required|boolean' }),
      field(84, { validation_rules: 'required|persons' }),
    ],
  });
  const optional = product(11, { is_domainrequired: 2 });
  const addon = product(20, { additionalFields: [field(70)] });
  const upsell = product(50, { additionalFields: [field(60)] });
  const ctx = catalogue({ products: [domainOnly, hosting, optional, addon, upsell] });
  const H = rowId('H');

  const complete = cartItem(hosting, 12, 12, {
    row_id: H,
    product: {
      ...cartItem(hosting, 12, 12).product,
      additional_fields: [value(80, 'x'), value(83, true), value(84, [{ first_name: 'A', last_name: 'B' }])],
    },
    addons: [{ ...element(addon, 12, 12), additional_fields: [value(70, 'y')] }],
    upsells: [{ ...element(upsell, 12, 12), additional_fields: [value(60, 'z')] }],
    domains: [domain('shop.de', DE.id, { additional_fields: [value(90, 'o')] })],
  });

  it('a complete cart has no missing requirements', () => {
    expect(findMissingRequirements(cartOf(complete), ctx)).toEqual([]);
  });

  it('lists every gap with the screen to return to', () => {
    const bare = cartItem(hosting, 12, 12, {
      row_id: H,
      addons: [element(addon, 12, 12)],
      upsells: [element(upsell, 12, 12)],
    });
    expect(findMissingRequirements(cartOf(bare), ctx)).toEqual([
      {
        kind: 'product_fields',
        rowId: H,
        elementId: 10,
        domainName: null,
        fieldIds: [80, 83, 84],
        target: { route: '/additional-product-fields', query: { id: '10', rowId: H } },
      },
      {
        kind: 'addon_fields',
        rowId: H,
        elementId: 20,
        domainName: null,
        fieldIds: [70],
        target: { route: '/additional-addon-fields', query: { id: H, addonId: '20' } },
      },
      {
        kind: 'upsell_fields',
        rowId: H,
        elementId: 50,
        domainName: null,
        fieldIds: [60],
        target: { route: '/additional-popularaddon-fields', query: { id: H, addonId: '50' } },
      },
      {
        kind: 'domain',
        rowId: H,
        elementId: 10,
        domainName: null,
        fieldIds: [],
        target: { route: '/domains/lookup', query: { id: H } },
      },
    ]);
  });

  it('domains without their required fields lead to the domain fields screen', () => {
    const row = { ...complete, domains: [domain('shop.de', DE.id)] };
    expect(findMissingRequirements(cartOf(row), ctx)).toEqual([
      {
        kind: 'domain_fields',
        rowId: H,
        elementId: 10,
        domainName: 'shop.de',
        fieldIds: [90],
        target: { route: '/domains/additional-domain-fields', query: { id: H, d: 'shop.de' } },
      },
    ]);
  });

  it.each([
    { name: 'optional domain product without domain', row: cartItem(optional, 12, 12), kinds: [] },
    {
      name: 'domain-only row: only its domains are checked',
      row: cartItem(domainOnly, 12, 12, { domains: [domain('a.de', DE.id)] }),
      kinds: ['domain_fields'],
    },
    { name: 'empty domain-only row', row: cartItem(domainOnly, 12, 12), kinds: [] },
    {
      name: 'unknown product',
      row: { ...cartItem(optional, 12, 12), product: { ...cartItem(optional, 12, 12).product, id: 777 } },
      kinds: [],
    },
    {
      name: 'unknown addon',
      row: cartItem(optional, 12, 12, { addons: [{ ...element(addon, 12, 12), id: 777 }] }),
      kinds: [],
    },
  ])('$name', ({ row, kinds }) => {
    expect(findMissingRequirements(cartOf(row), ctx).map((m) => m.kind)).toEqual(kinds);
  });

  it('without a domain-only product in the catalogue no domain fields are required', () => {
    const row = { ...complete, domains: [domain('shop.de', DE.id)] };
    expect(findMissingRequirements(cartOf(row), { ...ctx, domainOnlyProductId: 999 })).toEqual([]);
  });
});
