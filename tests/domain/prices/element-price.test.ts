import { elementPrice } from '@domain/prices/element-price';
import { isOneTime } from '@domain/prices/one-time';
import { resolveElement } from '@domain/prices/resolve-element';
import { describe, expect, it } from 'vitest';
import { context, element, expertSetup, hostingS, ID, interval, maturity } from './catalogue-fixtures';

describe('one-time addons: maturity 0 months or price 0', () => {
  it.each([
    { months: 0 as const, price: 5, oneTime: true },
    { months: 1 as const, price: 0, oneTime: true },
    { months: 0 as const, price: 0, oneTime: true },
    { months: 1 as const, price: 0.01, oneTime: false },
    { months: 12 as const, price: 2.99, oneTime: false },
  ])('$months months at $price → one-time $oneTime', ({ months, price, oneTime }) => {
    expect(isOneTime({ months, price })).toBe(oneTime);
  });
});

describe('monthly price and setup fee with and without VAT', () => {
  it.each([
    {
      name: '1 month at 4.99, setup 9.99, 19 %',
      maturity: maturity(1, 1, 4.99, { setup_fee: 9.99 }),
      interval: interval(1, 1),
      expected: {
        oneTime: false,
        vatPercent: 19,
        monthly: { netCents: 499, grossCents: 594 },
        setupFee: { netCents: 999, grossCents: 1189 },
      },
    },
    {
      name: '12 months at 2.99 with 16 % VAT',
      maturity: maturity(2, 12, 2.99),
      interval: interval(2, 12, { interval_vat: 16 }),
      expected: {
        oneTime: false,
        vatPercent: 16,
        monthly: { netCents: 299, grossCents: 347 },
        setupFee: { netCents: 0, grossCents: 0 },
      },
    },
    {
      name: 'no interval: display default 19 %',
      maturity: maturity(3, 1, 10),
      interval: undefined,
      expected: {
        oneTime: false,
        vatPercent: 19,
        monthly: { netCents: 1000, grossCents: 1190 },
        setupFee: { netCents: 0, grossCents: 0 },
      },
    },
    {
      name: 'one-time addon: no monthly price, the setup fee shows',
      maturity: maturity(4, 0, 0, { setup_fee: 99 }),
      interval: interval(4, 0),
      expected: {
        oneTime: true,
        vatPercent: 19,
        monthly: { netCents: 0, grossCents: 0 },
        setupFee: { netCents: 9900, grossCents: 11781 },
      },
    },
    {
      name: 'one-time because of 0 months although priced',
      maturity: maturity(5, 0, 5, { setup_fee: 10 }),
      interval: interval(5, 0),
      expected: {
        oneTime: true,
        vatPercent: 19,
        monthly: { netCents: 0, grossCents: 0 },
        setupFee: { netCents: 1000, grossCents: 1190 },
      },
    },
  ])('$name', ({ maturity: given, interval: givenInterval, expected }) => {
    expect(elementPrice(given, givenInterval)).toEqual(expected);
  });
});

describe('looking up a cart element in the catalogue', () => {
  const ctx = context();
  it('finds product, maturity and interval', () => {
    expect(resolveElement(ctx, element(ID.hostingS, 12, 122))).toEqual({
      product: hostingS,
      maturity: hostingS.paymentMaturities[1],
      interval: hostingS.paymentMaturities[1]?.paymentIntervals[1],
    });
    expect(resolveElement(ctx, element(ID.expertSetup, 41, 411))?.product).toBe(expertSetup);
  });

  it.each([
    { name: 'unknown product', given: element(999, 11, 111) },
    { name: 'maturity of another product', given: element(ID.hostingS, 21, 211) },
    { name: 'interval of another maturity', given: element(ID.hostingS, 11, 121) },
  ])('$name → null', ({ given }) => {
    expect(resolveElement(ctx, given)).toBeNull();
  });
});
