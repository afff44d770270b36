import { cartPriceDisplay, isCartPriceShown, isShownPriceShown } from '@domain/prices/price-visibility';
import { describe, expect, it } from 'vitest';
import { brand } from './catalogue-fixtures';

describe('cart price visibility', () => {
  it.each([
    { cents: 0, hideZeroPrices: false, hostingContext: false, shown: true },
    { cents: 0, hideZeroPrices: true, hostingContext: false, shown: false },
    { cents: 499, hideZeroPrices: true, hostingContext: false, shown: true },
    { cents: 499, hideZeroPrices: false, hostingContext: true, shown: false },
    { cents: 0, hideZeroPrices: false, hostingContext: true, shown: false },
  ])('$cents cents, hide zero $hideZeroPrices, hosting context $hostingContext → shown $shown', (row) => {
    expect(
      isCartPriceShown(row.cents, { hideZeroPrices: row.hideZeroPrices, hostingContext: row.hostingContext }),
    ).toBe(row.shown);
  });

  it.each([true, false])('reads hide_zero_prices_in_cart = %s from the brand', (flag) => {
    const display = brand().display;
    expect(
      cartPriceDisplay(brand({ display: { ...display, hide_zero_prices_in_cart: flag } }), true),
    ).toEqual({
      hideZeroPrices: flag,
      hostingContext: true,
    });
  });
});

describe('visibility of a price as the visitor reads it, where the brand hides what costs nothing now', () => {
  const hide = { hideZeroPrices: true, hostingContext: false };
  const money = (cents: number) => ({ netCents: cents, grossCents: cents });
  it.each([
    { name: 'free for good (an inclusive domain)', amount: 0, regular: 0, setupFee: 0, shown: false },
    { name: 'a free first month, then a price', amount: 0, regular: 475, setupFee: 0, shown: false },
    { name: 'nothing per month but a setup fee', amount: 0, regular: 0, setupFee: 999, shown: true },
    { name: 'a regular price', amount: 475, regular: 475, setupFee: 0, shown: true },
  ])('$name → shown $shown', ({ amount, regular, setupFee, shown }) => {
    const price = { amount: money(amount), regular: money(regular), setupFee: money(setupFee) };
    expect(isShownPriceShown(price, hide)).toBe(shown);
    expect(isShownPriceShown(price, { hideZeroPrices: false, hostingContext: false })).toBe(true);
    expect(isShownPriceShown(price, { hideZeroPrices: false, hostingContext: true })).toBe(false);
  });
});
