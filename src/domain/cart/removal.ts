import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { type RemoveAddonOptions, removeAddonFromItem } from './addon-toggle';
import { findItem, replaceItem, withoutRow } from './cart-ops';
import { sameDomainName } from './domain-names';
import type { CartUpdate } from './domain-only';
import { isExistingContract } from './hosting-number';
import { recomputeInclusiveDomains } from './inclusive-domains';

export type RemovalOutcome = 'removed' | 'not_found' | 'not_removable';

export interface RemovalResult {
  cart: Cart;
  outcome: RemovalOutcome;
  /** The whole row went too (a hide_in_cart product lost its last addon or domain). */
  itemRemoved: boolean;
}

/**
 * A hide_in_cart product with neither addons nor domains has nothing left to show, unless it stands
 * for a cloud-panel visitor's existing contract, whose domains are still to be chosen.
 */
export const isEmptyHiddenProduct = (item: CartItem, ctx: CatalogueContext): boolean =>
  ctx.productsById[item.product.id]?.hide_in_cart === true &&
  item.addons.length === 0 &&
  item.domains.length === 0 &&
  !isExistingContract(item);

function commit(cart: Cart, item: CartItem, ctx: CatalogueContext): RemovalResult {
  if (isEmptyHiddenProduct(item, ctx)) {
    return { cart: withoutRow(cart, item.row_id), outcome: 'removed', itemRemoved: true };
  }
  return { cart: replaceItem(cart, item), outcome: 'removed', itemRemoved: false };
}

/** Removes a whole row. */
export function removeItem(cart: Cart, rowId: string): CartUpdate {
  const next = withoutRow(cart, rowId);
  return { cart: next, changed: next.items.length !== cart.items.length };
}

/**
 * Removes an addon from a row (cascading to mutually inclusive partners unless told otherwise);
 * non-removable addons stay. A hide_in_cart product left without addons and domains goes too.
 */
export function removeAddon(
  cart: Cart,
  rowId: string,
  addonId: number,
  ctx: CatalogueContext,
  options?: RemoveAddonOptions,
): RemovalResult {
  const item = findItem(cart, rowId);
  const change = item ? removeAddonFromItem(item, addonId, ctx, options) : undefined;
  if (!change || change.outcome === 'unchanged') return { cart, outcome: 'not_found', itemRemoved: false };
  if (change.outcome === 'not_removable') return { cart, outcome: 'not_removable', itemRemoved: false };
  return commit(cart, change.item, ctx);
}

/**
 * Removes a domain from a row and recomputes its inclusive domains. A hide_in_cart product left
 * without addons and domains goes too.
 */
export function removeDomain(
  cart: Cart,
  rowId: string,
  domainName: string,
  ctx: CatalogueContext,
): RemovalResult {
  const item = findItem(cart, rowId);
  const domains = item?.domains.filter((domain) => !sameDomainName(domain.name, domainName));
  if (!item || !domains || domains.length === item.domains.length) {
    return { cart, outcome: 'not_found', itemRemoved: false };
  }
  return commit(cart, recomputeInclusiveDomains({ ...item, domains }, ctx), ctx);
}

/** On cart load: hide_in_cart products with no addons and no domains are removed. */
export function dropEmptyHiddenProducts(cart: Cart, ctx: CatalogueContext): CartUpdate {
  const items = cart.items.filter((item) => !isEmptyHiddenProduct(item, ctx));
  return { cart: { ...cart, items }, changed: items.length !== cart.items.length };
}
