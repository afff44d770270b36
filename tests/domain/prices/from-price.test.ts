import { displayInterval } from '@domain/prices/display-interval';
import { monthlyFromPrice } from '@domain/prices/from-price';
import { describe, expect, it } from 'vitest';
import { interval, maturity, product } from './catalogue-fixtures';

describe('from-price: cheapest active maturity per month, with its default interval VAT', () => {
  it.each([
    {
      name: 'cheapest maturity wins',
      maturities: [maturity(1, 1, 4.99), maturity(2, 12, 2.99)],
      expected: { net: 2.99, gross: 3.56, months: 12 },
    },
    {
      name: 'equal prices go to the shorter maturity',
      maturities: [maturity(1, 24, 2.99), maturity(2, 12, 2.99), maturity(3, 24, 2.99)],
      expected: { net: 2.99, gross: 3.56, months: 12 },
    },
    {
      name: 'inactive maturities are skipped',
      maturities: [maturity(1, 12, 1.99, { is_active: false }), maturity(2, 1, 4.99)],
      expected: { net: 4.99, gross: 5.94, months: 1 },
    },
    {
      name: 'VAT of the default interval',
      maturities: [
        maturity(1, 12, 10, {
          paymentIntervals: [
            interval(11, 1, { interval_vat: 19, is_default: false }),
            interval(12, 12, { interval_vat: 16, is_default: true }),
          ],
        }),
      ],
      expected: { net: 10, gross: 11.6, months: 12 },
    },
    {
      name: 'no interval: 19 %',
      maturities: [maturity(1, 1, 0.1, { paymentIntervals: [] })],
      expected: { net: 0.1, gross: 0.12, months: 1 },
    },
    { name: 'nothing active', maturities: [maturity(1, 1, 1, { is_active: false })], expected: null },
  ])('$name', ({ maturities, expected }) => {
    expect(monthlyFromPrice(product(1, { paymentMaturities: maturities }))).toEqual(expected);
  });
});

describe('the interval a maturity is shown with', () => {
  it.each([
    {
      name: 'the active default',
      intervals: [interval(1, 1, { is_default: false }), interval(2, 12, { is_default: true })],
      expected: 2,
    },
    {
      name: 'an inactive default is skipped',
      intervals: [interval(1, 1, { is_default: false }), interval(2, 12, { is_active: false })],
      expected: 1,
    },
    { name: 'none', intervals: [interval(1, 1, { is_active: false })], expected: undefined },
  ])('$name', ({ intervals, expected }) => {
    expect(displayInterval({ paymentIntervals: intervals })?.id).toBe(expected);
  });
});
