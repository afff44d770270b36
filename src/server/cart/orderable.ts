import type { Cart } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { storedHostingNumbers } from '../customer/state';
import { releaseForeignHostingRows } from './hosting-numbers';
import { revalidateCart } from './revalidate';

/**
 * The session's cart as it may be paid for or ordered now: rows of hosting contracts the session
 * no longer owns become ordinary rows, then today's catalogue rules apply. `changed` means the
 * visitor has not seen this cart: save it and refuse the call.
 */
export function orderableCart(
  cart: Cart,
  state: Record<string, unknown>,
  context: CatalogueContext,
): { cart: Cart; changed: boolean } {
  const released = releaseForeignHostingRows(cart, storedHostingNumbers(state));
  const checked = revalidateCart(released.cart, context);
  return { cart: checked.cart, changed: released.changed || checked.changed };
}
