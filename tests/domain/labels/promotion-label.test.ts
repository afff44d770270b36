import { promotionSavingLabel, roundedPercent } from '@domain/labels/promotion-label';
import { describe, expect, it } from 'vitest';

describe('percentage promotions are shown rounded to a whole percent', () => {
  it.each([
    { value: 10, shown: 10 },
    { value: 12.5, shown: 13 },
    { value: 33.33, shown: 33 },
    { value: 0.4, shown: 0 },
  ])('$value % shows as $shown %', ({ value, shown }) => {
    expect(roundedPercent(value)).toBe(shown);
  });
});

describe('promo text on a product card: discount label, save N percent, or save N euros', () => {
  it.each([
    {
      name: 'percentage',
      promotion: { discount_type: 'percentage' as const, value: 33.33, discount_label: null },
      expected: { key: 'promotion.save_percent', values: { percent: 33 } },
    },
    {
      name: 'fixed amount',
      promotion: { discount_type: 'fixed' as const, value: 2.5, discount_label: null },
      expected: { key: 'promotion.save_amount', values: { amount: 2.5 } },
    },
    {
      name: 'own label wins',
      promotion: { discount_type: 'fixed' as const, value: 2, discount_label: 'Launch offer' },
      expected: { key: 'promotion.discount_label', values: { label: 'Launch offer' } },
    },
    {
      name: 'empty label is no label',
      promotion: { discount_type: 'percentage' as const, value: 20, discount_label: '' },
      expected: { key: 'promotion.save_percent', values: { percent: 20 } },
    },
  ])('$name', ({ promotion, expected }) => {
    expect(promotionSavingLabel(promotion)).toEqual(expected);
  });
});
