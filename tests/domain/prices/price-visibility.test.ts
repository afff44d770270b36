import { cartPriceDisplay, isCartPriceShown } from '@domain/prices/price-visibility';
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
