import type { Promotion } from '@contract/promotions';
import type { PricedElement } from '@domain/prices/priced-element';
import { pricedElementAt } from '@domain/prices/priced-element';
import { isPromotionApplicable, targetsKind } from '@domain/promotions/applicability';
import type { ElementSlot } from '@domain/promotions/cart-elements';
import { describe, expect, it } from 'vitest';
import {
  backupMonthly,
  cartOf,
  context,
  domain,
  hostingM12,
  hostingSMonthly,
  hostingSYearly,
  ID,
  item,
  promotion,
  seoUpsell,
} from '../prices/catalogue-fixtures';

const ctx = context();
const row = item('a', hostingSMonthly(), {
  addons: [backupMonthly()],
  upsells: [seoUpsell()],
  domains: [domain(ID.de, 'example.de')],
});
const yearlyRow = item('b', hostingSYearly());

function elementAt(slot: ElementSlot, source = row): PricedElement {
  const found = pricedElementAt(source, slot, ctx);
  if (!found) throw new Error('fixture element missing');
  return found;
}

const product = elementAt({ kind: 'product', index: 0 });
const addon = elementAt({ kind: 'addon', index: 0 });
const upsell = elementAt({ kind: 'upsell', index: 0 });
const deDomain = elementAt({ kind: 'domain', index: 0 });
const yearlyProduct = elementAt({ kind: 'product', index: 0 }, yearlyRow);

const applies = (given: Promotion, element: PricedElement, items = [row]) =>
  isPromotionApplicable(given, element, items, ctx);

describe('promotion type: the kind of cart element it applies to', () => {
  it.each([
    { type: 'product' as const, flags: {}, element: product, applies: true },
    { type: 'product' as const, flags: {}, element: addon, applies: false },
    { type: 'product' as const, flags: { for_addon: true }, element: addon, applies: true },
    { type: 'product' as const, flags: {}, element: upsell, applies: false },
    { type: 'product' as const, flags: { for_upsell: true }, element: upsell, applies: true },
    {
      type: 'product' as const,
      flags: { for_addon: true, for_upsell: true },
      element: deDomain,
      applies: false,
    },
    { type: 'addon' as const, flags: {}, element: addon, applies: true },
    { type: 'addon' as const, flags: { for_addon: true }, element: addon, applies: true },
    { type: 'addon' as const, flags: {}, element: product, applies: false },
    { type: 'upsell' as const, flags: {}, element: upsell, applies: true },
    { type: 'upsell' as const, flags: {}, element: addon, applies: false },
    { type: 'domain' as const, flags: {}, element: deDomain, applies: true },
    { type: 'domain' as const, flags: {}, element: product, applies: false },
  ])(
    '$type promotion with $flags on a $element.kind → $applies',
    ({ type, flags, element, applies: expected }) => {
      const given = promotion('X', {
        type,
        supported: {
          maturity_months: [],
          interval_months: [],
          for_addon: false,
          for_upsell: false,
          ...flags,
        },
      });
      expect(targetsKind(given, element.kind)).toBe(expected);
      expect(applies(given, element)).toBe(expected);
    },
  );
});

describe('applies_to {type, list}', () => {
  it.each([
    { appliesTo: { type: 'all' as const, list: [] }, element: product, applies: true },
    { appliesTo: { type: 'product' as const, list: [ID.hostingS] }, element: product, applies: true },
    { appliesTo: { type: 'product' as const, list: [String(ID.hostingS)] }, element: product, applies: true },
    { appliesTo: { type: 'product' as const, list: [ID.hostingM] }, element: product, applies: false },
    { appliesTo: { type: 'category' as const, list: [10] }, element: product, applies: true },
    { appliesTo: { type: 'category' as const, list: ['webhosting'] }, element: product, applies: true },
    { appliesTo: { type: 'category' as const, list: [20] }, element: product, applies: false },
    { appliesTo: { type: 'tld' as const, list: ['de'] }, element: product, applies: false },
    { appliesTo: { type: 'tld' as const, list: ['de'] }, element: deDomain, applies: true },
    { appliesTo: { type: 'tld' as const, list: ['.DE'] }, element: deDomain, applies: true },
    { appliesTo: { type: 'tld' as const, list: ['com', 'shop'] }, element: deDomain, applies: false },
    { appliesTo: { type: 'category' as const, list: [10, 40] }, element: deDomain, applies: false },
    { appliesTo: { type: 'product' as const, list: [ID.de] }, element: deDomain, applies: true },
  ])(
    '$appliesTo.type $appliesTo.list on $element.name → $applies',
    ({ appliesTo, element, applies: expected }) => {
      const given = promotion('X', {
        type: element.kind,
        applies_to: appliesTo,
      });
      expect(applies(given, element)).toBe(expected);
    },
  );
});

describe('supported maturity and interval months (empty list: any)', () => {
  it.each([
    { maturities: [], intervals: [], element: product, applies: true },
    { maturities: [1], intervals: [1], element: product, applies: true },
    { maturities: [12, 24], intervals: [], element: product, applies: false },
    { maturities: [], intervals: [12], element: product, applies: false },
    { maturities: [12], intervals: [12], element: yearlyProduct, applies: true },
    { maturities: [12], intervals: [1], element: yearlyProduct, applies: false },
    // a domain runs and is billed per 12 months
    { maturities: [12], intervals: [12], element: deDomain, applies: true },
    { maturities: [1], intervals: [], element: deDomain, applies: false },
  ])(
    'maturities $maturities, intervals $intervals on $element.name ($element.maturityMonths/$element.intervalMonths) → $applies',
    ({ maturities, intervals, element, applies: expected }) => {
      const given = promotion('X', {
        type: element.kind,
        supported: {
          maturity_months: maturities,
          interval_months: intervals,
          for_addon: false,
          for_upsell: false,
        },
      });
      expect(applies(given, element, [row, yearlyRow])).toBe(expected);
    },
  );
});

describe('requires: product ids that must be in the cart', () => {
  const withM = item('c', hostingM12());
  it.each([
    { name: 'nothing required', requires: [], items: [row], applies: true },
    { name: 'required product in another row', requires: [ID.hostingM], items: [row, withM], applies: true },
    { name: 'required product missing', requires: [ID.hostingM], items: [row], applies: false },
    { name: 'required addon present', requires: [ID.backup], items: [row], applies: true },
    { name: 'required upsell present', requires: [ID.seo], items: [row], applies: true },
    { name: 'one of two missing', requires: [ID.backup, ID.hostingM], items: [row], applies: false },
    { name: 'a domain TLD does not count', requires: [ID.de], items: [row], applies: false },
  ])('$name → $applies', ({ requires, items, applies: expected }) => {
    expect(applies(promotion('X', { requires }), product, items)).toBe(expected);
  });

  it('works from a cart', () => {
    expect(
      isPromotionApplicable(
        promotion('X', { requires: [ID.hostingM] }),
        product,
        cartOf(row, withM).items,
        ctx,
      ),
    ).toBe(true);
  });
});

describe('brand flags: automatic_promotions and manual_promotions', () => {
  it.each([
    { automatic: true, brand: { automatic_promotions: true, manual_promotions: false }, applies: true },
    { automatic: true, brand: { automatic_promotions: false, manual_promotions: true }, applies: false },
    { automatic: false, brand: { automatic_promotions: false, manual_promotions: true }, applies: true },
    { automatic: false, brand: { automatic_promotions: true, manual_promotions: false }, applies: false },
  ])('automatic $automatic with $brand → $applies', ({ automatic, brand, applies: expected }) => {
    const given = promotion('X', { is_automatic: automatic });
    expect(isPromotionApplicable(given, product, [row], context([], brand))).toBe(expected);
  });
});
