import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { type AddonChange, hasAddon, insertAddon, unchanged } from './addon-change';
import { findAddonLink, linkHasRule } from './addon-groups';
import { removeAddonFromItem } from './addon-toggle';
import { resolveItemTerm } from './term';

/**
 * Promoted addon toggle: an added addon is removed without cascade (non-removable ones stay);
 * otherwise it is added with the maturity months matching the row, falling back to the addon's
 * default maturity and interval.
 */
export function togglePromotedAddon(item: CartItem, addonId: number, ctx: CatalogueContext): AddonChange {
  if (hasAddon(item, addonId)) return removeAddonFromItem(item, addonId, ctx, { cascade: false });
  const term = resolveItemTerm(item, ctx);
  const link = term ? findAddonLink(term.product, addonId) : undefined;
  if (!term || !link?.is_promoted || linkHasRule(link, 'invisible')) return unchanged(item, 'not_available');
  return (
    insertAddon(term, item, addonId, ctx, { fallbackToDefault: true }) ?? unchanged(item, 'not_available')
  );
}
