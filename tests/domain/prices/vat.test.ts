import { addNetGross, addVat, netAndGross, vatFactor, vatPercentOf } from '@domain/prices/vat';
import { describe, expect, it } from 'vitest';
import { interval } from './catalogue-fixtures';

describe('VAT factor = interval_vat / 100 + 1, display default 1.19', () => {
  it.each([
    { intervalVat: 19, factor: 1.19 },
    { intervalVat: 16, factor: 1.16 },
    { intervalVat: 7, factor: 1.07 },
    { intervalVat: 0, factor: 1 },
    { intervalVat: undefined, factor: 1.19 },
    { intervalVat: null, factor: 1.19 },
  ])('interval VAT $intervalVat gives $factor', ({ intervalVat, factor }) => {
    expect(vatFactor(intervalVat)).toBeCloseTo(factor, 10);
  });

  it.each([
    { given: interval(1, 1, { interval_vat: 16 }), percent: 16 },
    { given: interval(1, 1, { interval_vat: 0 }), percent: 0 },
    { given: undefined, percent: 19 },
    { given: null, percent: 19 },
  ])('VAT percent of an interval with $given.interval_vat', ({ given, percent }) => {
    expect(vatPercentOf(given)).toBe(percent);
  });
});

describe('gross from net, rounded to cents per line', () => {
  it.each([
    { net: 499, vat: 19, gross: 594 }, // 5.9381
    { net: 299, vat: 19, gross: 356 }, // 3.5581
    { net: 999, vat: 16, gross: 1159 }, // 11.5884
    { net: 50, vat: 19, gross: 60 }, // 0.595
    { net: 600, vat: 19, gross: 714 },
    { net: 1000, vat: 0, gross: 1000 },
  ])('$net cents + $vat % = $gross cents', ({ net, vat, gross }) => {
    expect(addVat(net, vat)).toBe(gross);
    expect(netAndGross(net, vat)).toEqual({ netCents: net, grossCents: gross });
  });

  it('uses 19 % when no VAT is given', () => {
    expect(addVat(1000)).toBe(1190);
    expect(netAndGross(1000)).toEqual({ netCents: 1000, grossCents: 1190 });
  });

  it('adds lines as they are, without rounding again', () => {
    expect(
      addNetGross([
        { netCents: 499, grossCents: 594 },
        { netCents: 50, grossCents: 60 },
      ]),
    ).toEqual({ netCents: 549, grossCents: 654 });
    expect(addNetGross([])).toEqual({ netCents: 0, grossCents: 0 });
  });
});
