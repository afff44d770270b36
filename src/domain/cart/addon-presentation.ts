import type { CartItem } from '@contract/cart';
import type { AddonGroup, ProductAddonLink } from '@contract/catalogue';
import type { CatalogueContext } from '../catalogue-context';
import { availableAddons } from './addon-availability';
import { groupsWithRule, linkHasRule } from './addon-groups';

export type AddonPresentation = 'promoted' | 'recommended' | 'variants' | 'modules' | 'regular';

/** Where an addon is shown; 'regular' only when it is none of the others. */
export function addonPresentations(link: ProductAddonLink): AddonPresentation[] {
  const kinds: AddonPresentation[] = [];
  if (link.is_promoted) kinds.push('promoted');
  if (link.is_recommended) kinds.push('recommended');
  if (linkHasRule(link, 'variants')) kinds.push('variants');
  if (linkHasRule(link, 'modules')) kinds.push('modules');
  return kinds.length > 0 ? kinds : ['regular'];
}

const orderOf = (link: ProductAddonLink, kind: AddonPresentation): number => {
  const order = kind === 'promoted' ? link.promoted_addon_order : link.recommended_addon_order;
  return order ?? Number.POSITIVE_INFINITY;
};

/**
 * Available addons of a row shown as `kind`. Promoted and recommended ones are sorted by their order
 * value (missing values last); the others keep the product's order.
 */
export function addonsPresentedAs(
  item: CartItem,
  ctx: CatalogueContext,
  kind: AddonPresentation,
): ProductAddonLink[] {
  const links = availableAddons(item, ctx).filter((link) => addonPresentations(link).includes(kind));
  if (kind !== 'promoted' && kind !== 'recommended') return links;
  return links.sort((a, b) => orderOf(a, kind) - orderOf(b, kind));
}

export interface PresentedGroup {
  group: AddonGroup;
  addons: ProductAddonLink[];
}

/** Variant or module groups of a row with their available addons, in first-seen order. */
export function addonGroupsOf(
  item: CartItem,
  ctx: CatalogueContext,
  rule: 'variants' | 'modules',
): PresentedGroup[] {
  const groups = new Map<number, PresentedGroup>();
  for (const link of availableAddons(item, ctx)) {
    for (const group of groupsWithRule(link, rule)) {
      const entry = groups.get(group.id) ?? { group, addons: [] };
      entry.addons.push(link);
      groups.set(group.id, entry);
    }
  }
  return [...groups.values()];
}

/** Whether the cart shows this addon of the row: addons of an invisible group are kept but not shown. */
export function isAddonShownInCart(item: CartItem, addonId: number, ctx: CatalogueContext): boolean {
  const product = ctx.productsById[item.product.id];
  const link = product?.addons.find((candidate) => candidate.addon_id === addonId);
  return !link || groupsWithRule(link, 'invisible').length === 0;
}
