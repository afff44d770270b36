import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { cartPrices } from '../prices/cart-prices';
import type { ShownPrice } from '../prices/shown-price';
import { findItem, replaceItem } from './cart-ops';
import { changeInterval, changeMaturity } from './term-change';
import { validateCart } from './validate-cart';

type Term = { maturityId: number; intervalId?: number };

/** The term the row has now: its maturity (with any interval, or its own). */
const isCurrentTerm = (row: CartItem, term: Term): boolean =>
  term.maturityId === row.product.maturity_id &&
  (term.intervalId === undefined || term.intervalId === row.product.interval_id);

/** The row moved to the term: the maturity with its default interval, or the interval given. Null when it cannot. */
function movedTo(cart: Cart, row: CartItem, term: Term, ctx: CatalogueContext): CartItem | null {
  const matured = changeMaturity(row, term.maturityId, ctx, cart);
  if (matured.item.product.maturity_id !== term.maturityId) return null;
  if (term.intervalId === undefined) return matured.item;
  const moved = changeInterval(matured.item, term.intervalId, ctx, cart);
  return moved.item.product.interval_id === term.intervalId ? moved.item : null;
}

/** A price of nothing at all: a product that is only a container priced by its addons. */
const costsNothing = (price: ShownPrice): boolean =>
  price.amount.grossCents === 0 && price.regular.grossCents === 0 && price.setupFee.grossCents === 0;

/**
 * What a row's product costs on a term, as the cart shows it: on the row's own term exactly the
 * cart row's price (its interval, its promotions); on another term what the cart will show once it
 * is chosen: the maturity (with its default interval, as the maturity screen moves the row, or the
 * interval given), the automatic promotion of that term, a manual promotion only where it still
 * applies. For the maturity and interval screens and the change-term modal. Null when the row
 * cannot move there, and when the term costs nothing (a container product such as the postal
 * one, priced by the addons chosen next: no price line to choose by).
 */
export function termShownPrice(
  cart: Cart,
  row: CartItem,
  term: Term,
  ctx: CatalogueContext,
): ShownPrice | null {
  const moved = isCurrentTerm(row, term) ? row : movedTo(cart, row, term, ctx);
  if (!moved) return null;
  const placed = findItem(cart, row.row_id)
    ? replaceItem(cart, moved)
    : { ...cart, items: [...cart.items, moved] };
  const validated = validateCart(placed, ctx).cart;
  const line = cartPrices(validated, ctx).lines.find(
    (entry) => entry.ref.rowId === row.row_id && entry.ref.kind === 'product',
  );
  return line && !costsNothing(line.shown) ? line.shown : null;
}
