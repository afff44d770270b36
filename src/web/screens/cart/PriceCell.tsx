import type { LinePrice } from '@domain/prices/cart-prices';
import { type CartPriceDisplay, isShownPriceShown } from '@domain/prices/price-visibility';
import { ShownPriceText } from '@web/components/price/ShownPriceText';

/**
 * A cart line's price as the visitor reads it everywhere (per month, per 12 months or once, with
 * how long a promotion lasts and its setup fee); hidden where the brand hides it.
 */
export function PriceCell({ line, display }: { line: LinePrice | undefined; display: CartPriceDisplay }) {
  if (!line || !isShownPriceShown(line.shown, display)) return null;
  return (
    <span className="cart-price">
      <ShownPriceText price={line.shown} vatNote={false} />
    </span>
  );
}
