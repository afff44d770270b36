import { toCents } from '@domain/money';
import {
  elementDiscountCents,
  promotedMonthlyCents,
  promotedPerPeriod,
} from '@domain/promotions/promotion-price';
import { describe, expect, it } from 'vitest';

describe('fixed promotion price = (price − value) / interval months, price being one bill of the interval', () => {
  it.each([
    // 2.00 a month paid yearly: bill 24.00; (24.00 − 6.00) / 12 = 1.50
    { monthly: 2, months: 12, value: 6, promoted: 1.5 },
    { monthly: 4.99, months: 1, value: 1, promoted: 3.99 },
    // (15.00 − 1.00) / 3 = 4.666… → 4.67
    { monthly: 5, months: 3, value: 1, promoted: 4.67 },
    // (6.00 − 0.50) / 12 = 0.4583… → 0.46 (a .de domain with 0.50 off the year)
    { monthly: 0.5, months: 12, value: 0.5, promoted: 0.46 },
    { monthly: 10, months: 0, value: 3, promoted: 7 },
    // never below 0
    { monthly: 1, months: 1, value: 5, promoted: 0 },
    { monthly: 2, months: 12, value: 24, promoted: 0 },
  ])(
    '$monthly a month, $months-month interval, $value off → $promoted',
    ({ monthly, months, value, promoted }) => {
      expect(promotedMonthlyCents({ discount_type: 'fixed', value }, toCents(monthly), months)).toBe(
        toCents(promoted),
      );
    },
  );
});

describe('percentage promotion price = price × (100 − value) / 100', () => {
  it.each([
    { monthly: 10, value: 25, promoted: 7.5 },
    // 4.99 × 0.9 = 4.491 → 4.49
    { monthly: 4.99, value: 10, promoted: 4.49 },
    // 2.99 × 0.875 = 2.61625 → 2.62
    { monthly: 2.99, value: 12.5, promoted: 2.62 },
    { monthly: 5, value: 20, promoted: 4 },
    { monthly: 5, value: 100, promoted: 0 },
    // never below 0
    { monthly: 5, value: 120, promoted: 0 },
    { monthly: 5, value: 0, promoted: 5 },
  ])('$monthly − $value % → $promoted', ({ monthly, value, promoted }) => {
    // The interval does not matter for a percentage.
    for (const months of [1, 12]) {
      expect(promotedMonthlyCents({ discount_type: 'percentage', value }, toCents(monthly), months)).toBe(
        toCents(promoted),
      );
    }
  });
});

describe("promoted amount per period: a month, a domain's 12 months, a one-time setup fee", () => {
  const monthly = {
    period: 'month' as const,
    perPeriod: { netCents: 500, grossCents: 595 },
    billingMonths: 1,
    vatPercent: 19,
  };
  const monthlyPaidYearly = { ...monthly, billingMonths: 12 };
  const domainYear = {
    period: 'year' as const,
    perPeriod: { netCents: 600, grossCents: 714 },
    billingMonths: 12,
    vatPercent: 19,
  };
  const oneTime = {
    period: 'once' as const,
    perPeriod: { netCents: 9900, grossCents: 11781 },
    billingMonths: 1,
    vatPercent: 19,
  };
  it.each([
    {
      name: 'a month, 20 %',
      element: monthly,
      promotion: { discount_type: 'percentage' as const, value: 20 },
      expected: { netCents: 400, grossCents: 476 },
      discount: 100,
    },
    {
      // (5.00 × 12 − 6.00) / 12 = 4.50 a month
      name: 'a month paid yearly, fixed 6 off the bill',
      element: monthlyPaidYearly,
      promotion: { discount_type: 'fixed' as const, value: 6 },
      expected: { netCents: 450, grossCents: 536 },
      discount: 50,
    },
    {
      // 6.00 − 0.50 = 5.50 for the 12 months; VAT on the 12 months: 6.545 → 6.55
      name: 'a domain year, fixed 0.50 off',
      element: domainYear,
      promotion: { discount_type: 'fixed' as const, value: 0.5 },
      expected: { netCents: 550, grossCents: 655 },
      discount: 50,
    },
    {
      name: 'one-time, fixed 99: setup fee free',
      element: oneTime,
      promotion: { discount_type: 'fixed' as const, value: 99 },
      expected: { netCents: 0, grossCents: 0 },
      discount: 9900,
    },
    {
      name: 'one-time, 50 %',
      element: oneTime,
      promotion: { discount_type: 'percentage' as const, value: 50 },
      expected: { netCents: 4950, grossCents: 5891 },
      discount: 4950,
    },
  ])('$name', ({ element, promotion, expected, discount }) => {
    expect(promotedPerPeriod(promotion, element)).toEqual(expected);
    expect(elementDiscountCents(promotion, element)).toBe(discount);
  });
});
