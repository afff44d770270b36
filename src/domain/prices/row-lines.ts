import type { Cart } from '@contract/cart';
import { isAddonShownInCart } from '../cart/addon-presentation';
import { findItem } from '../cart/cart-ops';
import type { CatalogueContext } from '../catalogue-context';
import type { CartPrices, LinePrice } from './cart-prices';

/**
 * The priced lines a visitor reads for one cart row, in the cart row, its contract details and the
 * order overview alike: the product (not for a hide-in-cart product, such as the domain-only row's,
 * which costs nothing itself: its domains are what is bought), its upsells, its addons except those
 * of an invisible group, and its domains.
 */
export function shownRowLines(
  prices: Pick<CartPrices, 'lines'>,
  cart: Cart,
  rowId: string,
  ctx: CatalogueContext,
): LinePrice[] {
  const item = findItem(cart, rowId);
  if (!item) return [];
  const hidden = ctx.productsById[item.product.id]?.hide_in_cart === true;
  return prices.lines.filter((line) => {
    if (line.ref.rowId !== rowId) return false;
    if (line.ref.kind === 'product') return !hidden;
    if (line.ref.kind === 'addon') {
      const addon = item.addons[line.ref.index];
      return addon !== undefined && isAddonShownInCart(item, addon.id, ctx);
    }
    return true;
  });
}
