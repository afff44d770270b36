import type { Cart, CartDomain, CartElement, CartItem } from '@contract/cart';
import { normalizeDomainName } from '../cart/domain-names';
import { isEmptyHiddenProduct } from '../cart/removal';
import type { CatalogueContext } from '../catalogue-context';
import type { Actor } from './actor';
import { mayAddItems } from './add-items';
import { mayEditItem, mayEditPreconfiguredRows } from './permissions';

/**
 * Parts of a row that only an actor who may edit the row changes (spec section 6, as the cart page
 * offers it): the product and its term, the addons, the upsells, the domains and the row's
 * preconfigured mark. Promotion codes (the cart's promo code form), field values and auth codes
 * stay open to everyone.
 */
export type LockedPart = 'product' | 'addons' | 'upsells' | 'domains' | 'is_preconfigured';

/** One way a new cart breaks the role rules against the cart it replaces. */
export type CartPermissionBreach =
  /** The row at `index` of the new cart is new, and the actor may not add items. */
  | { kind: 'row_added'; index: number }
  /** The row the actor may not edit is missing from the new cart. */
  | { kind: 'row_removed'; rowId: string }
  /** The row at `index` of the new cart changed a part the actor may not change. */
  | { kind: 'row_changed'; index: number; part: LockedPart }
  /**
   * The row at `index` of the new cart carries the preconfigured mark that the row it replaces did
   * not have (or it is new), and the actor may not mark rows: only a draft marks them.
   */
  | { kind: 'mark_set'; index: number };

const termOf = (element: CartElement) => [element.id, element.maturity_id, element.interval_id];

const sortedKeys = (keys: readonly string[]): string[] => [...keys].sort();

const elementsKey = (elements: readonly CartElement[]): string[] =>
  sortedKeys(elements.map((element) => JSON.stringify(termOf(element))));

const domainsKey = (domains: readonly CartDomain[]): string[] =>
  sortedKeys(domains.map((domain) => JSON.stringify([domain.id, normalizeDomainName(domain.name)])));

/** The locked parts of a row, each as comparable data. */
const lockedParts = (item: CartItem): Record<LockedPart, unknown> => ({
  product: [...termOf(item.product), item.product.informations],
  addons: elementsKey(item.addons),
  upsells: elementsKey(item.upsells),
  domains: domainsKey(item.domains),
  is_preconfigured: item.is_preconfigured,
});

const LOCKED_PARTS: readonly LockedPart[] = ['product', 'addons', 'upsells', 'domains', 'is_preconfigured'];

/** The locked parts in which `next` differs from `previous`. */
function changedLockedParts(previous: CartItem, next: CartItem): LockedPart[] {
  const before = lockedParts(previous);
  const after = lockedParts(next);
  return LOCKED_PARTS.filter((part) => JSON.stringify(before[part]) !== JSON.stringify(after[part]));
}

/**
 * How `next` breaks the role rules when it replaces `previous` (spec section 6): the preconfigured
 * mark is the draft's, so only an actor who may edit preconfigured rows sets it on a new or unmarked
 * row; new rows need permission to add items (mayAddItems); a row the actor may not edit
 * (mayEditItem: preconfigured rows of everyone but a sales agent) keeps its locked parts and stays
 * in the cart, unless it is a hidden product with nothing left to show, which cart load removes
 * (dropEmptyHiddenProducts).
 * Rows are matched by row id; an empty list means the actor may save `next`.
 */
export function cartPermissionBreaches(
  previous: Cart,
  next: Cart,
  actor: Actor,
  ctx: CatalogueContext,
): CartPermissionBreach[] {
  const previousRows = new Map(previous.items.map((item) => [item.row_id, item]));
  const nextRowIds = new Set(next.items.map((item) => item.row_id));
  const breaches: CartPermissionBreach[] = [];
  for (const [index, item] of next.items.entries()) {
    const before = previousRows.get(item.row_id);
    if (item.is_preconfigured && before?.is_preconfigured !== true && !mayEditPreconfiguredRows(actor)) {
      breaches.push({ kind: 'mark_set', index });
    }
    if (!before) {
      if (!mayAddItems(actor)) breaches.push({ kind: 'row_added', index });
      continue;
    }
    if (mayEditItem(before, actor)) continue;
    for (const part of changedLockedParts(before, item)) breaches.push({ kind: 'row_changed', index, part });
  }
  for (const item of previous.items) {
    if (nextRowIds.has(item.row_id) || mayEditItem(item, actor) || isEmptyHiddenProduct(item, ctx)) continue;
    breaches.push({ kind: 'row_removed', rowId: item.row_id });
  }
  return breaches;
}
