import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { cartPrices } from '../prices/cart-prices';
import type { ShownPrice } from '../prices/shown-price';
import { findItem, replaceItem } from './cart-ops';
import { changeInterval, changeMaturity } from './term-change';
import { validateCart } from './validate-cart';

/**
 * What a row's product costs on another term, as the cart will show it once chosen: the maturity
 * (with its default interval, as the maturity screen moves the row, or the interval given), the
 * automatic promotion of that term, a manual promotion only where it still applies. For the
 * maturity and interval screens and the change-term modal. Null when the row cannot move there.
 */
export function termShownPrice(
  cart: Cart,
  row: CartItem,
  term: { maturityId: number; intervalId?: number },
  ctx: CatalogueContext,
): ShownPrice | null {
  const matured = changeMaturity(row, term.maturityId, ctx, cart);
  if (matured.item.product.maturity_id !== term.maturityId) return null;
  const moved =
    term.intervalId === undefined ? matured : changeInterval(matured.item, term.intervalId, ctx, cart);
  if (term.intervalId !== undefined && moved.item.product.interval_id !== term.intervalId) return null;
  const placed = findItem(cart, row.row_id)
    ? replaceItem(cart, moved.item)
    : { ...cart, items: [...cart.items, moved.item] };
  const validated = validateCart(placed, ctx).cart;
  const line = cartPrices(validated, ctx).lines.find(
    (entry) => entry.ref.rowId === row.row_id && entry.ref.kind === 'product',
  );
  return line?.shown ?? null;
}
