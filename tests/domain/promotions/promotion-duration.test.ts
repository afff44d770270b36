import { promotionDurationLabel, promotionDurationMonths } from '@domain/promotions/promotion-duration';
import { describe, expect, it } from 'vitest';
import { promotion } from '../prices/catalogue-fixtures';

describe('promotion description length: recurs_for (0 as 1) × interval months', () => {
  it.each([
    { recursFor: 0, intervalMonths: 1, months: 1, label: { key: 'promotion.duration.one_month' } },
    { recursFor: 1, intervalMonths: 1, months: 1, label: { key: 'promotion.duration.one_month' } },
    {
      recursFor: 3,
      intervalMonths: 1,
      months: 3,
      label: { key: 'promotion.duration.months', values: { count: 3 } },
    },
    {
      recursFor: 0,
      intervalMonths: 12,
      months: 12,
      label: { key: 'promotion.duration.months', values: { count: 12 } },
    },
    {
      recursFor: 2,
      intervalMonths: 12,
      months: 24,
      label: { key: 'promotion.duration.months', values: { count: 24 } },
    },
    {
      recursFor: 6,
      intervalMonths: 3,
      months: 18,
      label: { key: 'promotion.duration.months', values: { count: 18 } },
    },
    { recursFor: 1, intervalMonths: 0, months: 1, label: { key: 'promotion.duration.one_month' } },
  ])('recurs_for $recursFor with a $intervalMonths-month interval → $months months', (row) => {
    const given = { recurs_for: row.recursFor };
    expect(promotionDurationMonths(given, row.intervalMonths)).toBe(row.months);
    expect(promotionDurationLabel(given, row.intervalMonths)).toEqual(row.label);
  });

  it.each([
    { recursFor: 1, months: 1 },
    { recursFor: 3, months: 3 },
  ])(
    'an upsell promotion recurring $recursFor times on a monthly upsell lasts $months months',
    ({ recursFor, months }) => {
      const upsellPromotion = promotion('SEO3FREE', { type: 'upsell', recurs_for: recursFor });
      expect(promotionDurationMonths(upsellPromotion, 1)).toBe(months);
    },
  );
});
