import type { CartItem } from '@contract/cart';
import type { ProductAddonLink } from '@contract/catalogue';
import type { CatalogueContext } from '../catalogue-context';
import { findAddonLink, linkHasRule } from './addon-groups';
import {
  type ChooseTermOptions,
  chooseElementTerm,
  type ElementTerm,
  linkTermRules,
  RESTRICTED,
} from './element-term';
import { type ItemTerm, parentMonths, resolveItemTerm } from './term';

/**
 * Term an addon gets under this row, or null when it is not offered for it: not linked to the
 * product, unknown or inactive, or no maturity/interval matching the row where its groups require it.
 * Invisible addons are offered (they may be auto-assigned) but never available for choosing.
 */
export function addonTermFor(
  term: ItemTerm,
  addonId: number,
  ctx: CatalogueContext,
  options?: ChooseTermOptions,
): ElementTerm | null {
  const link = findAddonLink(term.product, addonId);
  const addon = ctx.productsById[addonId];
  if (!link || !addon?.is_active) return null;
  return chooseElementTerm(parentMonths(term), addon, linkTermRules(link), options);
}

/** Term an upsell gets under this row (months must match, or 0), or null when it is not offered. */
export function upsellTermFor(
  term: ItemTerm,
  upsellId: number,
  ctx: CatalogueContext,
  options?: ChooseTermOptions,
): ElementTerm | null {
  const linked = term.product.upsells.some((link) => link.upsell_id === upsellId);
  const upsell = ctx.productsById[upsellId];
  if (!linked || !upsell?.is_active) return null;
  return chooseElementTerm(parentMonths(term), upsell, RESTRICTED, options);
}

const isVisibleAndMatching = (term: ItemTerm, link: ProductAddonLink, ctx: CatalogueContext) =>
  !linkHasRule(link, 'invisible') && addonTermFor(term, link.addon_id, ctx) !== null;

/** Spec: addon availability for a cart item (not invisible, maturity and interval months match). */
export function isAddonAvailable(item: CartItem, addonId: number, ctx: CatalogueContext): boolean {
  const term = resolveItemTerm(item, ctx);
  const link = term ? findAddonLink(term.product, addonId) : undefined;
  return term !== null && link !== undefined && isVisibleAndMatching(term, link, ctx);
}

/** Links of the addons a visitor may choose for this row. */
export function availableAddons(item: CartItem, ctx: CatalogueContext): ProductAddonLink[] {
  const term = resolveItemTerm(item, ctx);
  if (!term) return [];
  return term.product.addons.filter((link) => isVisibleAndMatching(term, link, ctx));
}

/** Upsell ids offered for this row's term, in the product's order. */
export function availableUpsells(item: CartItem, ctx: CatalogueContext): number[] {
  const term = resolveItemTerm(item, ctx);
  if (!term) return [];
  return term.product.upsells
    .map((link) => link.upsell_id)
    .filter((id) => upsellTermFor(term, id, ctx) !== null);
}
