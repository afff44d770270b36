import { intervalNamedWithMaturity } from '@domain/cart/term';
import { describe, expect, it } from 'vitest';
import { cartItem, product } from './fixtures';

const hosting = product(10, {
  terms: [
    { months: 12, intervals: [1, 12], defaultInterval: 12 },
    { months: 24, intervals: [12, 24], defaultInterval: 24 },
  ],
});
const maturity = (months: number) => {
  const found = hosting.paymentMaturities.find((entry) => entry.months === months);
  if (!found) throw new Error(`no ${months}-month term`);
  return found;
};
const monthsOf = (named: ReturnType<typeof intervalNamedWithMaturity>) => named?.months;

describe('the interval a term choice names beside its maturity', () => {
  const row = cartItem(hosting, 12, 1);

  it("names the row's own interval on the row's maturity, whatever the brand shows", () => {
    expect(monthsOf(intervalNamedWithMaturity(row, maturity(12), true))).toBe(1);
    expect(monthsOf(intervalNamedWithMaturity(row, maturity(12), false))).toBe(1);
  });

  it('names the default interval of another maturity only where the brand shows intervals', () => {
    expect(monthsOf(intervalNamedWithMaturity(row, maturity(24), true))).toBe(24);
    expect(intervalNamedWithMaturity(row, maturity(24), false)).toBeUndefined();
  });
});
