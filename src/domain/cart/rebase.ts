import type { Cart, CartItem } from '@contract/cart';

export interface RebasedCart {
  cart: Cart;
  /** Whether the result holds changes this tab had not seen (the visitor should be told). */
  keptOtherChanges: boolean;
}

/** Structural equality of JSON values (cart rows are plain data; key order does not matter). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameValue(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

const byRowId = (cart: Cart): Map<string, CartItem> => new Map(cart.items.map((item) => [item.row_id, item]));

/**
 * Replays one tab's changes on the cart another tab (or the server) saved meanwhile: the answer to
 * a save refused because the cart's version moved on (409). `base` is the server's cart this tab
 * last had, `mine` the cart it wants to save, `theirs` the server's cart now. Rows are matched by
 * row id:
 * - a row added here is added (after the others);
 * - a row removed here is removed there too;
 * - a row changed here replaces theirs, and comes back if the other tab removed it (the change is
 *   the visitor's newest intent; losing it silently would be worse than showing it again);
 * - every other row is theirs as it is: whatever the other tab added or changed is kept.
 */
export function rebaseCart(base: Cart, mine: Cart, theirs: Cart): RebasedCart {
  const baseRows = byRowId(base);
  const mineRows = byRowId(mine);
  const theirRows = byRowId(theirs);
  const changedHere = (item: CartItem): boolean => {
    const before = baseRows.get(item.row_id);
    return before === undefined || !sameValue(before, item);
  };

  const items: CartItem[] = [];
  for (const their of theirs.items) {
    const own = mineRows.get(their.row_id);
    if (own === undefined) {
      // Removed here (it was in the base), or added by the other tab (kept).
      if (!baseRows.has(their.row_id)) items.push(their);
      continue;
    }
    items.push(changedHere(own) ? own : their);
  }
  for (const own of mine.items) {
    if (!theirRows.has(own.row_id) && changedHere(own)) items.push(own);
  }
  const cart: Cart = { ...mine, items };
  return { cart, keptOtherChanges: !sameValue(cart, mine) };
}
