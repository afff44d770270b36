import type { BrandProperties } from '@contract/brand';
import type { Cents } from '../money';

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
