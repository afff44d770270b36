import type { CartRules } from './cart-rules';
import type { ProductSelectionContext } from './types';

/**
 * The cart rules the machine has loaded. Every state that applies them is entered only after
 * `loadCartRules` is done (product-selection.machine.ts), so a missing set is a fault of the
 * machine, not of the visitor's input.
 */
export function rulesOf(context: Pick<ProductSelectionContext, 'rules'>): CartRules {
  if (context.rules === null) throw new Error('Product selection applied a cart rule before loading them.');
  return context.rules;
}
