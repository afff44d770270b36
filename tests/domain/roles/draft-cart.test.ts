import type { CartItem } from '@contract/cart';
import type { Actor } from '@domain/roles/actor';
import { cartPermissionBreaches } from '@domain/roles/draft-cart';
import { describe, expect, it } from 'vitest';
import {
  COM,
  cartItem,
  cartOf,
  catalogue,
  domain,
  element,
  field,
  frozen,
  link,
  product,
  rowId,
} from '../cart/fixtures';

const hosting = product(10, { terms: [{ months: 1 }, { months: 12 }], additionalFields: [field(1)] });
const addon = product(20, { type: 'addon', terms: [{ months: 1 }, { months: 12 }] });
const hidden = product(30, { hide_in_cart: true });
const ctx = catalogue({ products: [{ ...hosting, addons: [link(10, 20)] }, addon, hidden] });

const customerInDraft: Actor = { isSalesAgent: false, hasDraftSession: true };
const salesAgentInDraft: Actor = { isSalesAgent: true, hasDraftSession: true };
const visitor: Actor = { isSalesAgent: false, hasDraftSession: false };

const prepared = frozen(
  cartItem(hosting, 1, 1, {
    row_id: rowId('A'),
    is_preconfigured: true,
    addons: [element(addon, 1, 1)],
    domains: [domain('erika-mustermann.com', COM.id)],
  }),
);
const draft = frozen(cartOf(prepared));
const newRow = cartItem(hosting, 1, 1, { row_id: rowId('B') });

const edits: { what: string; row: CartItem; part: string }[] = [
  {
    what: 'the term',
    row: { ...prepared, product: { ...prepared.product, ...element(hosting, 12, 12) } },
    part: 'product',
  },
  {
    what: 'an addon more',
    row: { ...prepared, addons: [...prepared.addons, element(addon, 12, 12)] },
    part: 'addons',
  },
  { what: 'an addon less', row: { ...prepared, addons: [] }, part: 'addons' },
  { what: 'an upsell', row: { ...prepared, upsells: [element(addon, 1, 1)] }, part: 'upsells' },
  {
    what: 'another domain',
    row: { ...prepared, domains: [domain('other-name.com', COM.id)] },
    part: 'domains',
  },
  { what: 'the preconfigured mark', row: { ...prepared, is_preconfigured: false }, part: 'is_preconfigured' },
  {
    what: 'the product informations',
    row: {
      ...prepared,
      product: { ...prepared.product, informations: [{ key: 'hosting_number', value: 'X' }] },
    },
    part: 'product',
  },
];

describe('cart permission breaches (catalogue spec section 6)', () => {
  it('a customer updating a draft may not add rows', () => {
    expect(cartPermissionBreaches(draft, cartOf(prepared, newRow), customerInDraft, ctx)).toEqual([
      { kind: 'row_added', index: 1 },
    ]);
  });

  it.each(edits)(
    'a customer updating a draft may not change $what of a preconfigured row',
    ({ row, part }) => {
      expect(cartPermissionBreaches(draft, cartOf(row), customerInDraft, ctx)).toEqual([
        { kind: 'row_changed', index: 0, part },
      ]);
    },
  );

  it('a customer updating a draft may not remove a preconfigured row', () => {
    expect(cartPermissionBreaches(draft, cartOf(), customerInDraft, ctx)).toEqual([
      { kind: 'row_removed', rowId: prepared.row_id },
    ]);
  });

  it('promotion codes, field values, auth codes, letter case of domains and the order of addons stay open', () => {
    const second = element(addon, 12, 12);
    const before = cartOf({ ...prepared, addons: [element(addon, 1, 1), second] });
    const row: CartItem = {
      ...prepared,
      product: {
        ...prepared.product,
        promotion: 'WELCOME10',
        additional_fields: [{ field_id: 1, value: 'x' }],
      },
      addons: [{ ...second, promotion: 'ADDON5' }, element(addon, 1, 1)],
      domains: [{ ...domain('Erika-Mustermann.com', COM.id), auth_code: 'secret', promotion_code: 'DOM1' }],
    };
    expect(cartPermissionBreaches(before, cartOf(row), customerInDraft, ctx)).toEqual([]);
  });

  it('a hidden product with nothing left to show may go, as cart load drops it', () => {
    const empty = cartItem(hidden, 12, 12, { row_id: rowId('C'), is_preconfigured: true });
    expect(cartPermissionBreaches(cartOf(prepared, empty), draft, customerInDraft, ctx)).toEqual([]);
  });

  it('rows that are not preconfigured stay the customer’s to change and remove', () => {
    const own = cartItem(hosting, 1, 1, { row_id: rowId('B') });
    const changed = { ...own, product: { ...own.product, ...element(hosting, 12, 12) } };
    expect(
      cartPermissionBreaches(cartOf(prepared, own), cartOf(prepared, changed), customerInDraft, ctx),
    ).toEqual([]);
    expect(cartPermissionBreaches(cartOf(prepared, own), draft, customerInDraft, ctx)).toEqual([]);
  });

  it('a sales agent keeps every right in a draft session', () => {
    const next = cartOf(
      ...edits.map((edit, index) => ({ ...edit.row, row_id: rowId(String(index)) })),
      newRow,
    );
    expect(cartPermissionBreaches(draft, next, salesAgentInDraft, ctx)).toEqual([]);
  });

  it('without a draft session adding is allowed; preconfigured rows stay locked for everyone but an agent', () => {
    expect(cartPermissionBreaches(cartOf(), cartOf(newRow), visitor, ctx)).toEqual([]);
    expect(cartPermissionBreaches(draft, cartOf(), visitor, ctx)).toEqual([
      { kind: 'row_removed', rowId: prepared.row_id },
    ]);
  });

  it('only a sales agent marks a row preconfigured: new or unmarked rows marked by anyone else are breaches', () => {
    const markedNew = { ...newRow, is_preconfigured: true };
    expect(cartPermissionBreaches(cartOf(), cartOf(markedNew), visitor, ctx)).toEqual([
      { kind: 'mark_set', index: 0 },
    ]);
    expect(cartPermissionBreaches(cartOf(newRow), cartOf(newRow, markedNew), visitor, ctx)).toEqual([
      { kind: 'mark_set', index: 1 },
    ]);
    expect(cartPermissionBreaches(draft, cartOf(prepared, markedNew), customerInDraft, ctx)).toEqual([
      { kind: 'mark_set', index: 1 },
      { kind: 'row_added', index: 1 },
    ]);
    // A row that is already marked keeps its mark without a breach.
    expect(cartPermissionBreaches(draft, draft, visitor, ctx)).toEqual([]);
    expect(cartPermissionBreaches(cartOf(newRow), cartOf(markedNew), salesAgentInDraft, ctx)).toEqual([]);
    expect(
      cartPermissionBreaches(
        cartOf(),
        cartOf(markedNew),
        { isSalesAgent: true, hasDraftSession: false },
        ctx,
      ),
    ).toEqual([]);
  });
});
