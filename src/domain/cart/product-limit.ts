import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { CatalogueContext } from '../catalogue-context';
import { cartNotice } from './notices';

export type AddProductCheck =
  | { allowed: true }
  | {
      allowed: false;
      reason: 'max_amount_reached' | 'product_not_available';
      /** What the visitor reads: the spec's notice, which says the product cannot be added. */
      notices: Notice[];
    };

/**
 * Max same product count: a cart holds at most `qty_max` rows of one product (null: no limit);
 * the domain-only product is exempt. Unknown or inactive products cannot be added at all.
 */
export function canAddProduct(cart: Cart, productId: number, ctx: CatalogueContext): AddProductCheck {
  const product = ctx.productsById[productId];
  if (!product?.is_active) {
    const notice = product
      ? cartNotice('productNotAvailable', { product: product.name }, true)
      : cartNotice('unknownProductNotAvailable', {}, true);
    return {
      allowed: false,
      reason: 'product_not_available',
      notices: [notice],
    };
  }
  if (productId === ctx.domainOnlyProductId || product.qty_max === null) return { allowed: true };
  const rows = cart.items.filter((item) => item.product.id === productId).length;
  if (rows < product.qty_max) return { allowed: true };
  return {
    allowed: false,
    reason: 'max_amount_reached',
    notices: [cartNotice('maxAmountReached', { product: product.name }, true)],
  };
}

/**
 * Applies qty_max to a whole cart (as sent by a client): rows of a product beyond its limit are
 * dropped, later rows first, with the max-amount notice once per product.
 */
export function enforceQuantityLimits(cart: Cart, ctx: CatalogueContext): { cart: Cart; notices: Notice[] } {
  const counts = new Map<number, number>();
  const over = new Set<number>();
  const items = cart.items.filter((item) => {
    const product = ctx.productsById[item.product.id];
    if (!product || product.id === ctx.domainOnlyProductId || product.qty_max === null) return true;
    const count = (counts.get(product.id) ?? 0) + 1;
    counts.set(product.id, count);
    if (count <= product.qty_max) return true;
    over.add(product.id);
    return false;
  });
  const notices = [...over].map((id) =>
    cartNotice('maxAmountReached', { product: ctx.productsById[id]?.name ?? String(id) }),
  );
  return { cart: over.size > 0 ? { items } : cart, notices };
}
