import type { Cart } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { CatalogueContext } from '../catalogue-context';

/** Catalogue products of every product, addon and upsell in the cart (unknown ids are skipped). */
export function productsInCart(cart: Cart, ctx: CatalogueContext): Product[] {
  const ids = cart.items.flatMap((item) => [
    item.product.id,
    ...item.addons.map((addon) => addon.id),
    ...item.upsells.map((upsell) => upsell.id),
  ]);
  return ids.flatMap((id) => {
    const product = ctx.productsById[id];
    return product ? [product] : [];
  });
}
