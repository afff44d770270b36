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

/** One value changed on both sides: this tab's version if it changed it here, else theirs. */
const pick = <T>(base: T, mine: T, theirs: T): T => (sameValue(base, mine) ? theirs : mine);

/**
 * A three-way merge of a keyed list (rows by row id, addons and upsells by id, domains by name):
 * - an entry added here is added (after theirs);
 * - an entry removed here is removed there too;
 * - an entry on both sides is merged by `merge` (this tab's changes over theirs);
 * - an entry changed here but removed there comes back (the change is the visitor's newest intent;
 *   losing it silently would be worse than showing it again);
 * - every other entry is theirs as it is.
 */
function mergeList<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  keyOf: (entry: T) => string | number,
  merge: (base: T, mine: T, theirs: T) => T,
): T[] {
  const baseByKey = new Map(base.map((entry) => [keyOf(entry), entry]));
  const mineByKey = new Map(mine.map((entry) => [keyOf(entry), entry]));
  const theirKeys = new Set(theirs.map(keyOf));
  const merged: T[] = [];
  for (const their of theirs) {
    const key = keyOf(their);
    const own = mineByKey.get(key);
    const before = baseByKey.get(key);
    if (own === undefined) {
      // Removed here (it was in the base), or added there (kept).
      if (before === undefined) merged.push(their);
    } else {
      // Both sides added the same key: this tab's entry.
      merged.push(before === undefined ? own : merge(before, own, their));
    }
  }
  for (const own of mine) {
    const key = keyOf(own);
    if (theirKeys.has(key)) continue;
    const before = baseByKey.get(key);
    if (before === undefined || !sameValue(before, own)) merged.push(own);
  }
  return merged;
}

const mergeRow = (base: CartItem, mine: CartItem, theirs: CartItem): CartItem => ({
  ...theirs,
  product: pick(base.product, mine.product, theirs.product),
  addons: mergeList(base.addons, mine.addons, theirs.addons, (addon) => addon.id, pick),
  upsells: mergeList(base.upsells, mine.upsells, theirs.upsells, (upsell) => upsell.id, pick),
  domains: mergeList(base.domains, mine.domains, theirs.domains, (domain) => domain.name, pick),
  is_preconfigured: pick(base.is_preconfigured, mine.is_preconfigured, theirs.is_preconfigured),
});

/**
 * Replays one tab's changes on the cart another tab (or the server) saved meanwhile: the answer to
 * a save refused because the cart's version moved on (409). `base` is the server's cart this tab
 * last had, `mine` the cart it wants to save, `theirs` the server's cart now. Rows are matched by
 * row id and, inside a row, addons and upsells by id and domains by name (see `mergeList`): what
 * the other tab added or changed stays, what this tab added, changed or removed is applied on top;
 * where both changed the same thing, this tab's change wins. The server re-validates the result
 * when it is saved (terms, promotions, quantity limits).
 */
export function rebaseCart(base: Cart, mine: Cart, theirs: Cart): RebasedCart {
  const items = mergeList(base.items, mine.items, theirs.items, (item) => item.row_id, mergeRow);
  const cart: Cart = { ...mine, items };
  return { cart, keptOtherChanges: !sameValue(cart, mine) };
}
