import {
  cartEntries,
  type ElementSlot,
  itemSlots,
  productIdsInCart,
  promotionCodeAt,
  withCartPromotionCode,
  withPromotionCode,
} from '@domain/promotions/cart-elements';
import { describe, expect, it } from 'vitest';
import {
  backupMonthly,
  cartOf,
  codesOf,
  domain,
  expertSetupOnce,
  hostingM12,
  hostingSMonthly,
  ID,
  item,
  seoUpsell,
} from '../prices/catalogue-fixtures';

const row = item('a', hostingSMonthly('P'), {
  addons: [backupMonthly('A0'), expertSetupOnce('A1')],
  upsells: [seoUpsell('U0')],
  domains: [domain(ID.de, 'example.de', { promotion_code: 'D0' })],
});

describe('promotion slots of a cart item', () => {
  it('lists product, addons, upsells, domains', () => {
    expect(itemSlots(row)).toEqual([
      { kind: 'product', index: 0 },
      { kind: 'addon', index: 0 },
      { kind: 'addon', index: 1 },
      { kind: 'upsell', index: 0 },
      { kind: 'domain', index: 0 },
    ]);
  });

  it.each<{ slot: ElementSlot; code: string | null }>([
    { slot: { kind: 'product', index: 0 }, code: 'P' },
    { slot: { kind: 'addon', index: 1 }, code: 'A1' },
    { slot: { kind: 'upsell', index: 0 }, code: 'U0' },
    { slot: { kind: 'domain', index: 0 }, code: 'D0' },
    { slot: { kind: 'addon', index: 5 }, code: null },
    { slot: { kind: 'upsell', index: 5 }, code: null },
    { slot: { kind: 'domain', index: 5 }, code: null },
  ])('reads $slot.kind $slot.index → $code', ({ slot, code }) => {
    expect(promotionCodeAt(row, slot)).toBe(code);
  });

  it.each<{ slot: ElementSlot; codes: (string | null)[] }>([
    { slot: { kind: 'product', index: 0 }, codes: ['X', 'A0', 'A1', 'U0', 'D0'] },
    { slot: { kind: 'addon', index: 1 }, codes: ['P', 'A0', 'X', 'U0', 'D0'] },
    { slot: { kind: 'upsell', index: 0 }, codes: ['P', 'A0', 'A1', 'X', 'D0'] },
    { slot: { kind: 'domain', index: 0 }, codes: ['P', 'A0', 'A1', 'U0', 'X'] },
  ])('writes $slot.kind $slot.index only', ({ slot, codes }) => {
    expect(codesOf(cartOf(withPromotionCode(row, slot, 'X'))).a).toEqual(codes);
    expect(codesOf(cartOf(row)).a).toEqual(['P', 'A0', 'A1', 'U0', 'D0']);
  });
});

describe('promotion slots of a cart', () => {
  const other = item('b', hostingM12('Q'), { addons: [backupMonthly()] });
  const cart = cartOf(row, other);

  it('lists all products first, then addons, upsells and domains', () => {
    expect(cartEntries(cart).map(({ ref }) => `${ref.rowId.slice(0, 1)}:${ref.kind}${ref.index}`)).toEqual([
      'a:product0',
      'b:product0',
      'a:addon0',
      'a:addon1',
      'b:addon0',
      'a:upsell0',
      'a:domain0',
    ]);
  });

  it('sets a code on one row only', () => {
    const changed = withCartPromotionCode(cart, { kind: 'addon', index: 0, rowId: other.row_id }, 'X');
    expect(codesOf(changed)).toEqual({ a: ['P', 'A0', 'A1', 'U0', 'D0'], b: ['Q', 'X'] });
  });

  it('knows which product ids are in the cart (products, addons, upsells)', () => {
    expect([...productIdsInCart(cart.items)].sort((x, y) => x - y)).toEqual(
      [ID.hostingS, ID.hostingM, ID.backup, ID.expertSetup, ID.seo].sort((x, y) => x - y),
    );
  });
});
