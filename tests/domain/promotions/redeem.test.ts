import { redeemPromoCode } from '@domain/promotions';
import { describe, expect, it } from 'vitest';
import {
  backupMonthly,
  cartOf,
  codesOf,
  context,
  domain,
  hostingM12,
  hostingSMonthly,
  ID,
  item,
  promotion,
  seoUpsell,
} from '../prices/catalogue-fixtures';

const flags = { maturity_months: [], interval_months: [], for_addon: false, for_upsell: false };
const promotions = [
  promotion('OLDMAN', { value: 5 }),
  promotion('ADDMAN', { type: 'addon', value: 5 }),
  promotion('WELCOME10'),
  promotion('BACKUP50', { type: 'addon', value: 50, applies_to: { type: 'product', list: [ID.backup] } }),
  promotion('SEO3FREE', { type: 'upsell', value: 100, recurs_for: 3 }),
  promotion('DOMAIN-DE', {
    type: 'domain',
    discount_type: 'fixed',
    value: 0.5,
    applies_to: { type: 'tld', list: ['de'] },
  }),
  promotion('ANNUAL20', { value: 20, supported: { ...flags, maturity_months: [12, 24] } }),
  promotion('ADDONS-TOO', { supported: { ...flags, for_addon: true } }),
  promotion('BACKUP-VIA-PRODUCT', {
    applies_to: { type: 'product', list: [ID.backup] },
    supported: { ...flags, for_addon: true },
  }),
  promotion('AUTO-P', { is_automatic: true, value: 1 }),
];

const cart = cartOf(
  item('a', hostingSMonthly('OLDMAN'), {
    addons: [backupMonthly('ADDMAN')],
    upsells: [seoUpsell()],
    domains: [domain(ID.de, 'example.de')],
  }),
  item('b', hostingM12('AUTO-P'), { addons: [backupMonthly('BACKUP50')] }),
);
const rowA = cart.items[0]?.row_id;

describe('promo code redeem order: product (replacing all manual promotions), addon, upsell, domain', () => {
  it.each([
    {
      name: 'product promotion: first product, every other manual promotion goes',
      code: 'WELCOME10',
      where: { kind: 'product', index: 0 },
      codes: { a: ['WELCOME10', null, null, null], b: ['AUTO-P', null] },
    },
    {
      name: 'typed in lower case',
      code: ' welcome10 ',
      where: { kind: 'product', index: 0 },
      codes: { a: ['WELCOME10', null, null, null], b: ['AUTO-P', null] },
    },
    {
      name: 'a product promotion open to addons still goes to the product first',
      code: 'ADDONS-TOO',
      where: { kind: 'product', index: 0 },
      codes: { a: ['ADDONS-TOO', null, null, null], b: ['AUTO-P', null] },
    },
    {
      name: 'addon promotion: first addon it applies to, replacing its promotion; the code leaves other elements',
      code: 'BACKUP50',
      where: { kind: 'addon', index: 0 },
      codes: { a: ['OLDMAN', 'BACKUP50', null, null], b: ['AUTO-P', null] },
    },
    {
      name: 'product promotion for addons only (for_addon) lands on the addon',
      code: 'BACKUP-VIA-PRODUCT',
      where: { kind: 'addon', index: 0 },
      codes: { a: ['OLDMAN', 'BACKUP-VIA-PRODUCT', null, null], b: ['AUTO-P', 'BACKUP50'] },
    },
    {
      name: 'upsell promotion',
      code: 'SEO3FREE',
      where: { kind: 'upsell', index: 0 },
      codes: { a: ['OLDMAN', 'ADDMAN', 'SEO3FREE', null], b: ['AUTO-P', 'BACKUP50'] },
    },
    {
      name: 'domain promotion',
      code: 'DOMAIN-DE',
      where: { kind: 'domain', index: 0 },
      codes: { a: ['OLDMAN', 'ADDMAN', null, 'DOMAIN-DE'], b: ['AUTO-P', 'BACKUP50'] },
    },
  ])('$name', ({ code, where, codes }) => {
    const result = redeemPromoCode(cart, code, context(promotions));
    expect(result.outcome).toMatchObject({ status: 'applied', where: { ...where, rowId: rowA } });
    expect(codesOf(result.cart)).toEqual(codes);
  });

  it('applies on the second row when the first does not qualify', () => {
    const result = redeemPromoCode(cart, 'ANNUAL20', context(promotions));
    expect(result.outcome).toMatchObject({
      status: 'applied',
      where: { kind: 'product', rowId: cart.items[1]?.row_id },
    });
    // row a loses its manual promotions and gets the automatic one instead
    expect(codesOf(result.cart)).toEqual({ a: ['AUTO-P', null, null, null], b: ['ANNUAL20', null] });
  });
});

describe('a code that replaces others says which ones went (different coupon applied)', () => {
  it.each([
    {
      name: 'a product code replaces every manual code of the cart',
      code: 'WELCOME10',
      replaced: ['OLDMAN', 'ADDMAN', 'BACKUP50'],
    },
    {
      name: 'an addon code replaces the code of the addon it lands on',
      code: 'BACKUP50',
      replaced: ['ADDMAN'],
    },
    { name: 'a domain code on an element without one replaces nothing', code: 'DOMAIN-DE', replaced: [] },
  ])('$name', ({ code, replaced }) => {
    const { outcome } = redeemPromoCode(cart, code, context(promotions));
    if (outcome.status !== 'applied') throw new Error(outcome.status);
    expect(outcome.replaced).toEqual(replaced);
    expect(outcome.replacedNotice).toEqual(
      replaced.length === 0
        ? null
        : {
            type: 'info',
            title: 'confirm.manual_promotion_title',
            message: 'confirm.manual_promotion_replaced',
            values: { replaced: replaced.join(', '), count: replaced.length, code: outcome.promotion.code },
            preserveRouteChange: false,
          },
    );
  });

  it('the same code again replaces nothing', () => {
    const once = redeemPromoCode(cartOf(item('e', hostingSMonthly())), 'WELCOME10', context(promotions));
    const again = redeemPromoCode(once.cart, 'welcome10', context(promotions));
    expect(again.outcome).toMatchObject({ status: 'applied', replaced: [], replacedNotice: null });
  });
});

describe('a code prefers an element that costs something', () => {
  it('a domain code skips the inclusive (free) domain for the next one it applies to', () => {
    const twoDomains = cartOf(
      item('c', hostingSMonthly(), {
        domains: [domain(ID.de, 'free.de', { inclusive: true }), domain(ID.de, 'paid.de')],
      }),
    );
    const result = redeemPromoCode(twoDomains, 'DOMAIN-DE', context(promotions));
    expect(result.outcome).toMatchObject({ status: 'applied', where: { kind: 'domain', index: 1 } });
  });

  it('with only free elements it applies to the first of them', () => {
    const onlyFree = cartOf(
      item('d', hostingSMonthly(), { domains: [domain(ID.de, 'free.de', { inclusive: true })] }),
    );
    const result = redeemPromoCode(onlyFree, 'DOMAIN-DE', context(promotions));
    expect(result.outcome).toMatchObject({ status: 'applied', where: { kind: 'domain', index: 0 } });
  });
});

describe('promo code not found or not applicable', () => {
  it.each([
    {
      code: 'NOPE',
      status: 'not_found',
      type: 'error',
      message: 'confirm.manual_promotion_not_found',
      shown: 'NOPE',
    },
    {
      code: ' nope ',
      status: 'not_found',
      type: 'error',
      message: 'confirm.manual_promotion_not_found',
      shown: 'nope',
    },
    // automatic promotions are not codes a visitor can redeem
    {
      code: 'AUTO-P',
      status: 'not_found',
      type: 'error',
      message: 'confirm.manual_promotion_not_found',
      shown: 'AUTO-P',
    },
  ])('$code → $status', ({ code, status, type, message, shown }) => {
    const result = redeemPromoCode(cart, code, context(promotions));
    expect(result.cart).toBe(cart);
    expect(result.outcome).toEqual({
      status,
      notice: {
        type,
        title: 'confirm.manual_promotion_title',
        message,
        values: { code: shown },
        preserveRouteChange: false,
      },
    });
  });

  it.each([
    { name: 'no element qualifies', cart: cartOf(item('s', hostingSMonthly())), brand: {} },
    { name: 'the brand takes no manual promotions', cart, brand: { manual_promotions: false } },
  ])('not applicable: $name', ({ cart: given, brand }) => {
    const result = redeemPromoCode(given, 'annual20', context(promotions, brand));
    expect(result.cart).toBe(given);
    expect(result.outcome).toEqual({
      status: 'not_applicable',
      notice: {
        type: 'warning',
        title: 'confirm.manual_promotion_title',
        message: 'confirm.manual_promotion_not_applicable',
        values: { code: 'ANNUAL20' },
        preserveRouteChange: false,
      },
    });
  });
});
