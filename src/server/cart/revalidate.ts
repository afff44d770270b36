import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import { enforceQuantityLimits, validateCart } from '@domain/cart';
import type { CatalogueContext } from '@domain/catalogue-context';

/**
 * The server never trusts a stored or sent cart: it applies the shop's rules (offers, terms,
 * domains, promotions, quantity limits) from src/domain and keeps the notices for the visitor.
 */
export function revalidateCart(
  cart: Cart,
  context: CatalogueContext,
): { cart: Cart; changed: boolean; notices: Notice[] } {
  const validated = validateCart(cart, context);
  const limited = enforceQuantityLimits(validated.cart, context);
  return {
    cart: limited.cart,
    changed: validated.changed || limited.notices.length > 0,
    notices: [...validated.notices, ...limited.notices],
  };
}
