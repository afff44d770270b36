import { promotionDurationMonths } from '@domain/promotions/promotion-duration';
import { describe, expect, it } from 'vitest';
import { promotion } from '../prices/catalogue-fixtures';

describe('promotion description length: recurs_for (0 as 1) × interval months', () => {
  it.each([
    { recursFor: 0, intervalMonths: 1, months: 1 },
    { recursFor: 1, intervalMonths: 1, months: 1 },
    { recursFor: 3, intervalMonths: 1, months: 3 },
    { recursFor: 0, intervalMonths: 12, months: 12 },
    { recursFor: 2, intervalMonths: 12, months: 24 },
    { recursFor: 6, intervalMonths: 3, months: 18 },
    { recursFor: 1, intervalMonths: 0, months: 1 },
  ])('recurs_for $recursFor with a $intervalMonths-month interval → $months months', (row) => {
    expect(promotionDurationMonths({ recurs_for: row.recursFor }, row.intervalMonths)).toBe(row.months);
  });

  it.each([
    { recursFor: 1, intervalMonths: 1, months: 1 },
    { recursFor: 3, intervalMonths: 1, months: 3 },
    { recursFor: 3, intervalMonths: 12, months: 36 },
  ])(
    'an upsell promotion recurring $recursFor times on a $intervalMonths-month upsell lasts $months months',
    ({ recursFor, intervalMonths, months }) => {
      const upsellPromotion = promotion('SEO3FREE', { type: 'upsell', recurs_for: recursFor });
      expect(promotionDurationMonths(upsellPromotion, intervalMonths)).toBe(months);
    },
  );
});
