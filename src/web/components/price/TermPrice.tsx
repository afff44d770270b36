import type { Cart, CartItem } from '@contract/cart';
import { termShownPrice } from '@domain/cart/term-price';
import type { CatalogueContext } from '@domain/catalogue-context';
import { ShownPriceText } from './ShownPriceText';

interface Props {
  cart: Cart;
  row: CartItem;
  catalogue: CatalogueContext;
  /** The maturity (with its default interval) or the interval the visitor may choose. */
  term: { maturityId: number; intervalId?: number };
}

/**
 * The row's product price on a term it may move to (term screens, change-term modal), as the cart
 * row will show it once chosen: that term's promotion and its duration included.
 */
export function TermPrice({ cart, row, catalogue, term }: Props) {
  const price = termShownPrice(cart, row, term, catalogue);
  if (!price) return null;
  return (
    <span className="offer-price">
      <ShownPriceText price={price} />
    </span>
  );
}
