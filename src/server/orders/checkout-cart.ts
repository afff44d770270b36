import type { Cart } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { orderableCart } from '../cart/orderable';
import { HttpError } from '../http/api-error';
import type { SessionRecord, SessionStore } from '../sessions/store';

/**
 * The session's cart as it may be paid or ordered now. The catalogue may have changed since the
 * visitor saw the cart (a promotion ended, an addon is no longer offered): then the corrected
 * cart is saved (its version moves on, so the browser's next read shows the notices) and the
 * call is refused with 409 `cart_changed` — never charged at prices the visitor has not seen.
 * Rows of a hosting contract the session no longer owns (after a logout) count as changed too.
 */
export async function checkoutCart(
  sessions: SessionStore,
  session: SessionRecord | null,
  context: CatalogueContext,
): Promise<{ cart: Cart; version: number }> {
  if (!session || session.cart.items.length === 0) throw new HttpError(422, 'cart_empty');
  const checked = orderableCart(session.cart, session.state, context);
  if (checked.changed) {
    await sessions.saveCart(session.idHash, checked.cart, session.cartVersion);
    throw new HttpError(409, 'cart_changed');
  }
  return { cart: session.cart, version: session.cartVersion };
}
