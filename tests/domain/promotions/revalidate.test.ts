import type { Cart } from '@contract/cart';
import { revalidatePromotions } from '@domain/promotions';
import { describe, expect, it } from 'vitest';
import {
  backupMonthly,
  cartOf,
  codesOf,
  context,
  element,
  hostingM12,
  hostingM24,
  hostingSMonthly,
  ID,
  item,
  promotion,
} from '../prices/catalogue-fixtures';

const flags = { maturity_months: [], interval_months: [], for_addon: false, for_upsell: false };
const promotions = [
  promotion('M12', { supported: { ...flags, maturity_months: [12] } }),
  promotion('WELCOME'),
  promotion('BACKUP50', { type: 'addon', value: 50, applies_to: { type: 'product', list: [ID.backup] } }),
  promotion('AUTO-P', { is_automatic: true, value: 1 }),
  promotion('AUTO-BIG', { is_automatic: true, value: 50, supported: { ...flags, maturity_months: [24] } }),
];

const removedOne = (code: string) => ({
  type: 'warning',
  title: 'promotion_removed',
  message: 'promotion_no_longer_available',
  values: { code },
  preserveRouteChange: false,
});
const removedSeveral = (codes: string) => ({
  type: 'warning',
  title: 'promotion_removed',
  message: 'promotions_removed',
  values: { codes },
  preserveRouteChange: false,
});
const moved = (code: string, product: string) => ({
  type: 'info',
  title: 'promotion_other_product_title',
  message: 'promotion_other_product_message',
  values: { code, product },
  preserveRouteChange: false,
});

describe('re-validating promotions after a cart change', () => {
  it.each<{ name: string; cart: Cart; brand?: object; codes: object; changed: boolean; notices: object[] }>([
    {
      name: 'valid promotions stay',
      cart: cartOf(
        item('a', hostingM12('M12')),
        item('b', hostingSMonthly('AUTO-P'), { addons: [backupMonthly('BACKUP50')] }),
      ),
      codes: { a: ['M12'], b: ['AUTO-P', 'BACKUP50'] },
      changed: false,
      notices: [],
    },
    {
      name: 'a manual promotion that no longer exists is removed',
      cart: cartOf(item('a', hostingSMonthly('GONE'))),
      codes: { a: ['AUTO-P'] },
      changed: true,
      notices: [removedOne('GONE')],
    },
    {
      name: 'several removed: one notice listing the codes',
      cart: cartOf(item('a', hostingSMonthly('GONE'), { addons: [backupMonthly('M12')] })),
      codes: { a: ['AUTO-P', null] },
      changed: true,
      notices: [removedSeveral('GONE, M12')],
    },
    {
      name: 'a manual promotion that applies elsewhere moves there',
      cart: cartOf(item('a', hostingSMonthly('M12')), item('b', hostingM12())),
      codes: { a: ['AUTO-P'], b: ['M12'] },
      changed: true,
      notices: [moved('M12', 'Web hosting M')],
    },
    {
      name: 'it may replace an automatic promotion where it moves',
      cart: cartOf(item('a', hostingSMonthly('M12')), item('b', hostingM12('AUTO-P'))),
      codes: { a: ['AUTO-P'], b: ['M12'] },
      changed: true,
      notices: [moved('M12', 'Web hosting M')],
    },
    {
      name: 'it does not push out another manual promotion',
      cart: cartOf(item('a', hostingSMonthly('M12')), item('b', hostingM12('WELCOME'))),
      codes: { a: ['AUTO-P'], b: ['WELCOME'] },
      changed: true,
      notices: [removedOne('M12')],
    },
    {
      name: 'a code on two elements stays on the first (silently)',
      cart: cartOf(item('a', hostingSMonthly('WELCOME')), item('b', hostingM12('welcome'))),
      codes: { a: ['WELCOME'], b: ['AUTO-P'] },
      changed: true,
      notices: [],
    },
    {
      name: 'a code on two elements stays where it applies (silently)',
      cart: cartOf(item('a', hostingSMonthly('M12')), item('b', hostingM12('M12'))),
      codes: { a: ['AUTO-P'], b: ['M12'] },
      changed: true,
      notices: [],
    },
    {
      name: 'a code displaced twice moves once',
      cart: cartOf(
        item('a', hostingSMonthly('M12')),
        item('c', hostingSMonthly('M12')),
        item('b', hostingM12()),
      ),
      codes: { a: ['AUTO-P'], c: ['AUTO-P'], b: ['M12'] },
      changed: true,
      notices: [moved('M12', 'Web hosting M')],
    },
    {
      name: 'manual promotions switched off for the brand are removed',
      cart: cartOf(item('a', hostingSMonthly('WELCOME'))),
      brand: { manual_promotions: false },
      codes: { a: ['AUTO-P'] },
      changed: true,
      notices: [removedOne('WELCOME')],
    },
    {
      name: 'a promotion on an element the catalogue does not know is removed',
      cart: cartOf(item('a', element(999, 11, 111, 'WELCOME'))),
      codes: { a: [null] },
      changed: true,
      notices: [removedOne('WELCOME')],
    },
    {
      name: 'automatic promotions are re-applied: the best one for the new term',
      cart: cartOf(item('a', hostingM24('AUTO-P'))),
      codes: { a: ['AUTO-BIG'] },
      changed: true,
      notices: [],
    },
    {
      name: 'automatic promotions switched off for the brand are taken off',
      cart: cartOf(item('a', hostingM24('AUTO-BIG'))),
      brand: { automatic_promotions: false },
      codes: { a: [null] },
      changed: true,
      notices: [],
    },
  ])('$name', ({ cart, brand, codes, changed, notices }) => {
    const before = structuredClone(cart);
    const result = revalidatePromotions(cart, context(promotions, brand));
    expect(codesOf(result.cart)).toEqual(codes);
    expect(result.changed).toBe(changed);
    expect(result.notices).toEqual(notices);
    expect(cart).toEqual(before);
  });
});
