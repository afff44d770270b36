import { nsaMonthlyPrice } from '@domain/prices/nsa-price';
import { describe, expect, it } from 'vitest';

describe('nsa price = price × months × (1 + interval VAT / 100)', () => {
  it.each([
    { price: 9.9, months: 1, vat: 19, cents: 1178 }, // 11.781
    { price: 9.9, months: 12, vat: 19, cents: 14137 }, // 141.372
    { price: 9.9, months: 6, vat: 16, cents: 6890 }, // 68.904
    { price: 5, months: 3, vat: 0, cents: 1500 },
    { price: 5, months: 3, vat: undefined, cents: 1785 },
    { price: 5, months: 3, vat: null, cents: 1785 },
  ])('$price × $months months with $vat % VAT = $cents cents', ({ price, months, vat, cents }) => {
    expect(nsaMonthlyPrice(price, months, vat)).toBe(cents);
  });
});
