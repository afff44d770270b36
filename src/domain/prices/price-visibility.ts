import type { BrandProperties } from '@contract/brand';
import type { Cents } from '../money';
import type { ShownPrice } from './shown-price';

export interface CartPriceDisplay {
  /** Brand display flag `hide_zero_prices_in_cart`. */
  hideZeroPrices: boolean;
  /** The cart is embedded for an existing hosting subscription: no prices at all. */
  hostingContext: boolean;
}

export function cartPriceDisplay(
  brand: Pick<BrandProperties, 'display'>,
  hostingContext: boolean,
): CartPriceDisplay {
  return { hideZeroPrices: brand.display.hide_zero_prices_in_cart, hostingContext };
}

/** Whether the cart shows this amount. */
export function isCartPriceShown(cents: Cents, display: CartPriceDisplay): boolean {
  if (display.hostingContext) return false;
  return !(display.hideZeroPrices && cents === 0);
}

/**
 * Whether the cart shows a line's price as a visitor reads it: not while it costs nothing now (no
 * amount, no setup fee) where the brand hides zero prices; the recurring totals still say what
 * follows a free first period.
 */
export function isShownPriceShown(
  price: Pick<ShownPrice, 'amount' | 'setupFee'>,
  display: CartPriceDisplay,
): boolean {
  return isCartPriceShown(Math.max(price.amount.grossCents, price.setupFee.grossCents), display);
}
