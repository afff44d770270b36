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
 * Whether the cart shows a line's price as a visitor reads it: not when it is zero now, later and
 * as a setup fee while the brand hides zero prices (a free first month followed by a price shows).
 */
export function isShownPriceShown(
  price: Pick<ShownPrice, 'amount' | 'regular' | 'setupFee'>,
  display: CartPriceDisplay,
): boolean {
  const cents = Math.max(price.amount.grossCents, price.regular.grossCents, price.setupFee.grossCents);
  return isCartPriceShown(cents, display);
}
