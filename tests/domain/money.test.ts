import {
  addCents,
  formatCents,
  fromCents,
  multiplyCents,
  percentOfCents,
  roundEuros,
  roundHalfAwayFromZero,
  scaleCents,
  sumCents,
  toCents,
} from '@domain/money';
import { describe, expect, it } from 'vitest';

describe('euros to cents without floating-point drift', () => {
  it.each([
    { euros: 0.1, cents: 10 },
    { euros: 4.35, cents: 435 },
    { euros: 4.99, cents: 499 },
    { euros: 1.005, cents: 101 },
    { euros: 0.125, cents: 13 },
    { euros: -0.125, cents: -13 },
    { euros: 0, cents: 0 },
    { euros: 1234567.89, cents: 123456789 },
  ])('$euros € is $cents cents', ({ euros, cents }) => {
    expect(toCents(euros)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (euros) => {
    expect(() => toCents(euros)).toThrow(RangeError);
  });

  it.each([
    { cents: 30, euros: 0.3 },
    { cents: 499, euros: 4.99 },
    { cents: -5, euros: -0.05 },
  ])('$cents cents is $euros €', ({ cents, euros }) => {
    expect(fromCents(cents)).toBe(euros);
  });

  it('refuses fractional cents', () => {
    expect(() => fromCents(0.5)).toThrow(RangeError);
  });
});

describe('round half away from zero', () => {
  it.each([
    { value: 0.5, rounded: 1 },
    { value: 1.5, rounded: 2 },
    { value: 2.4999, rounded: 2 },
    { value: -0.5, rounded: -1 },
    { value: -1.5, rounded: -2 },
    { value: -0.4, rounded: 0 },
    { value: 0, rounded: 0 },
  ])('$value rounds to $rounded', ({ value, rounded }) => {
    expect(roundHalfAwayFromZero(value)).toBe(rounded);
  });
});

describe('sums of cents', () => {
  it('3 × 0.10 € is 0.30 €, where floats give 0.30000000000000004', () => {
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
    expect(fromCents(addCents(toCents(0.1), toCents(0.1), toCents(0.1)))).toBe(0.3);
    expect(fromCents(multiplyCents(toCents(0.1), 3))).toBe(0.3);
  });

  it.each([
    { amounts: [], total: 0 },
    { amounts: [499, 299, 1], total: 799 },
    { amounts: [1000, -250], total: 750 },
  ])('sum of $amounts is $total', ({ amounts, total }) => {
    expect(sumCents(amounts)).toBe(total);
  });

  it('refuses fractional cents in a sum', () => {
    expect(() => addCents(1, 0.5)).toThrow(RangeError);
  });
});

describe('multiplying by a whole number', () => {
  it.each([
    { cents: 50, factor: 12, result: 600 },
    { cents: 299, factor: 24, result: 7176 },
    { cents: 10, factor: 0, result: 0 },
  ])('$cents × $factor = $result', ({ cents, factor, result }) => {
    expect(multiplyCents(cents, factor)).toBe(result);
  });

  it('refuses a fractional factor', () => {
    expect(() => multiplyCents(100, 1.19)).toThrow(RangeError);
  });
});

describe('multiplying by a rational factor, rounded half away from zero', () => {
  it.each([
    { cents: 499, numerator: 119, denominator: 100, result: 594 }, // 593.81
    { cents: 250, numerator: 119, denominator: 100, result: 298 }, // 297.5
    { cents: 50, numerator: 119, denominator: 100, result: 60 }, // 59.5
    { cents: -250, numerator: 119, denominator: 100, result: -298 },
    { cents: 100, numerator: 1, denominator: 3, result: 33 },
    { cents: 200, numerator: 1, denominator: 3, result: 67 },
    { cents: 0, numerator: 119, denominator: 100, result: 0 },
    { cents: -1, numerator: 1, denominator: 3, result: 0 },
  ])('$cents × $numerator/$denominator = $result', ({ cents, numerator, denominator, result }) => {
    expect(scaleCents(cents, numerator, denominator)).toBe(result);
  });

  it.each([
    { numerator: 1.5, denominator: 1 },
    { numerator: 1, denominator: 0 },
    { numerator: 1, denominator: -2 },
    { numerator: 1, denominator: 0.5 },
  ])('refuses $numerator/$denominator', ({ numerator, denominator }) => {
    expect(() => scaleCents(100, numerator, denominator)).toThrow(RangeError);
  });

  it('refuses products beyond exact integers', () => {
    expect(() => scaleCents(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });
});

describe('percentages of an amount', () => {
  it.each([
    { cents: 1000, percent: 119, result: 1190 },
    { cents: 1000, percent: 107.7, result: 1077 },
    { cents: 299, percent: 75, result: 224 }, // 224.25
    { cents: 1, percent: 50, result: 1 }, // 0.5 rounds away from zero
    // 33.333 % off leaves 66.667 %: 1169 × 0.66667 = 779.337 (read as 66.67 % it would be 779.372).
    { cents: 1169, percent: 66.667, result: 779 },
    { cents: 100_000, percent: 66.667, result: 66_667 }, // two decimals would give 66 670
  ])('$percent % of $cents = $result', ({ cents, percent, result }) => {
    expect(percentOfCents(cents, percent)).toBe(result);
  });
});

describe('two-decimal euro amounts', () => {
  it.each([
    { euros: 5.945, rounded: 5.95 },
    { euros: 0.1 + 0.2, rounded: 0.3 },
    { euros: 2.675, rounded: 2.68 },
  ])('$euros rounds to $rounded', ({ euros, rounded }) => {
    expect(roundEuros(euros)).toBe(rounded);
  });

  it.each([
    { cents: 30, text: '0.30' },
    { cents: 599, text: '5.99' },
    { cents: 120000, text: '1200.00' },
    { cents: -5, text: '-0.05' },
    { cents: 0, text: '0.00' },
  ])('$cents cents read $text', ({ cents, text }) => {
    expect(formatCents(cents)).toBe(text);
  });
});
