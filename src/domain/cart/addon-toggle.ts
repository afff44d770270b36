import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { type AddonChange, cascadeIds, hasAddon, insertAddon, takeOut, unchanged } from './addon-change';
import { findAddonLink, isNonRemovable, linkHasRule } from './addon-groups';
import { resolveItemTerm } from './term';

export interface RemoveAddonOptions {
  /** Remove the mutually inclusive partners too (default true; promoted addons and 'None' do not). */
  cascade?: boolean;
}

/** Removes an addon from a row unless it is non-removable; cascades to inclusive partners by default. */
export function removeAddonFromItem(
  item: CartItem,
  addonId: number,
  ctx: CatalogueContext,
  options: RemoveAddonOptions = {},
): AddonChange {
  if (!hasAddon(item, addonId)) return unchanged(item, 'unchanged');
  const product = ctx.productsById[item.product.id];
  if (!product) return takeOut(item, [addonId]);
  if (isNonRemovable(product, addonId)) return unchanged(item, 'not_removable');
  return takeOut(item, options.cascade === false ? [addonId] : cascadeIds(product, item, addonId));
}

/**
 * Spec: addon toggle. An addon in the row is removed (with cascade; non-removable ones stay);
 * otherwise it is added with the maturity and interval matching the row, pulling in mutually
 * inclusive partners and pushing out mutually exclusive rivals. Invisible or unavailable addons
 * cannot be chosen.
 */
export function toggleAddon(item: CartItem, addonId: number, ctx: CatalogueContext): AddonChange {
  if (hasAddon(item, addonId)) return removeAddonFromItem(item, addonId, ctx);
  const term = resolveItemTerm(item, ctx);
  const link = term ? findAddonLink(term.product, addonId) : undefined;
  if (!term || !link || linkHasRule(link, 'invisible')) return unchanged(item, 'not_available');
  return insertAddon(term, item, addonId, ctx) ?? unchanged(item, 'not_available');
}
