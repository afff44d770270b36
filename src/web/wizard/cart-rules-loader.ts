import type { CartRules } from '@machines/product-selection/cart-rules';

/**
 * Product selection's cart rules: a chunk of their own (cart-rules.ts), fetched once. The machine
 * asks for them before it applies one (`loadCartRules`); the products screen asks early, when the
 * visitor points at or focuses an order button, so the click rarely waits for them.
 */
export const loadCartRules = (): Promise<CartRules> =>
  import('@machines/product-selection/cart-rules').then((module) => module.cartRules);
