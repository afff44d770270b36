import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { type AddonChange, hasAddon, insertAddon, takeOut, unchanged, withoutAddons } from './addon-change';
import { findAddonLink, groupMemberIds, groupsWithRule, linkHasRule } from './addon-groups';
import { resolveItemTerm } from './term';

/** Adds an addon and takes the other members of the given groups out of the row (no cascade). */
function addReplacingGroups(
  item: CartItem,
  addonId: number,
  groupIds: readonly number[],
  ctx: CatalogueContext,
): AddonChange {
  const term = resolveItemTerm(item, ctx);
  const link = term ? findAddonLink(term.product, addonId) : undefined;
  if (!term || !link || linkHasRule(link, 'invisible')) return unchanged(item, 'not_available');
  if (hasAddon(item, addonId)) return unchanged(item, 'unchanged');
  const inserted = insertAddon(term, item, addonId, ctx);
  if (!inserted) return unchanged(item, 'not_available');
  const others = groupIds
    .flatMap((groupId) => groupMemberIds(term.product, groupId))
    .filter((id) => id !== addonId && hasAddon(inserted.item, id));
  return {
    ...inserted,
    item: withoutAddons(inserted.item, others),
    removed: [...new Set([...inserted.removed, ...others])],
  };
}

/**
 * Module selector of a group with rule `modules`: choosing an addon adds it and replaces the
 * group's other module; `null` ('None', only with rule allow_empty) removes the module without cascade.
 */
export function chooseModule(
  item: CartItem,
  groupId: number,
  addonId: number | null,
  ctx: CatalogueContext,
): AddonChange {
  const product = ctx.productsById[item.product.id];
  const group = product?.addons
    .flatMap((link) => groupsWithRule(link, 'modules'))
    .find((candidate) => candidate.id === groupId);
  if (!product || !group) return unchanged(item, 'not_available');
  const members = groupMemberIds(product, groupId);
  if (addonId === null) {
    return group.rules.includes('allow_empty') ? takeOut(item, members) : unchanged(item, 'not_allowed');
  }
  if (!members.includes(addonId)) return unchanged(item, 'not_available');
  return addReplacingGroups(item, addonId, [groupId], ctx);
}

/** Addon variant: adding one replaces the other variant of its variant group(s). */
export function chooseVariant(item: CartItem, addonId: number, ctx: CatalogueContext): AddonChange {
  const product = ctx.productsById[item.product.id];
  const link = product ? findAddonLink(product, addonId) : undefined;
  const groupIds = link ? groupsWithRule(link, 'variants').map((group) => group.id) : [];
  if (groupIds.length === 0) return unchanged(item, 'not_available');
  return addReplacingGroups(item, addonId, groupIds, ctx);
}
