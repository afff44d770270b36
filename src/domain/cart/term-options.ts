import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { addonTermFor } from './addon-availability';
import { isNonRemovable } from './addon-groups';
import { activeIntervals, activeMaturities, findActiveMaturity, type ItemTerm } from './term';

/** After choosing a maturity: whether the interval screen follows (several active intervals). */
export function needsIntervalChoice(item: CartItem, ctx: CatalogueContext): boolean {
  const product = ctx.productsById[item.product.id];
  const maturity = product ? findActiveMaturity(product, item.product.maturity_id) : undefined;
  return maturity !== undefined && activeIntervals(maturity).length > 1;
}

/**
 * Terms the row may move to: every active maturity and interval of the product under which all
 * its non-removable addons stay available (those addons cannot be dropped by a term change).
 */
export function possibleTerms(item: CartItem, ctx: CatalogueContext): ItemTerm[] {
  const product = ctx.productsById[item.product.id];
  if (!product?.is_active) return [];
  const fixed = item.addons.filter((addon) => isNonRemovable(product, addon.id));
  return activeMaturities(product)
    .flatMap((maturity) => activeIntervals(maturity).map((interval) => ({ product, maturity, interval })))
    .filter((term) => fixed.every((addon) => addonTermFor(term, addon.id, ctx, { current: addon }) !== null));
}

/** The cart's change-term link: more than one maturity or interval possible, no addon restriction hiding it. */
export const canChangeTerm = (item: CartItem, ctx: CatalogueContext): boolean =>
  possibleTerms(item, ctx).length > 1;
