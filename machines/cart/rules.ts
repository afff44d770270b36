import type { Cart, CartItem } from '@contract/cart';
import type { Notice } from '@contract/common';
import { addonGroupsOf, addonsPresentedAs } from '@domain/cart/addon-presentation';
import { removeAddon, removeDomain, removeItem } from '@domain/cart/removal';
import type { MissingRequirement } from '@domain/cart/requirements';
import { changeInterval, changeMaturity, type TermChange } from '@domain/cart/term-change';
import type { CatalogueContext } from '@domain/catalogue-context';
import { revalidatePromotions } from '@domain/promotions/revalidate';
import type { CheckoutStart } from '@domain/roles/checkout-flow';
import { mayEditItem } from '@domain/roles/permissions';
import type { RouteEnteredEvent } from '../shared/events';
import { ROUTES, type RouteId, type RouteQuery, type RouteTarget } from '../shared/routes';
import type { CartContext, CartEvent, RemovalTarget } from './types';

export const findRow = (cart: Cart, rowId: string | null): CartItem | undefined =>
  rowId === null ? undefined : cart.items.find((item) => item.row_id === rowId);

/** Spec: failed route guards go to the root; `/` shows the categories. */
export const ROOT: RouteTarget = { route: 'categories', replace: true };

/** Routes that add new items: a customer updating an order draft is redirected to the cart. */
const ADDING_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'addons',
  'products',
  'categories',
  'domainsLookup',
  'promotedAddons',
]);

/** Routes whose query `id` is not a cart row that must exist (lookup creates one, product fields take a product id). */
const ROW_CHECK_EXEMPT: ReadonlySet<RouteId> = new Set<RouteId>(['domainsLookup', 'additionalProductFields']);

/** `/addon-reselection/*` forwards to the screen of the same name. */
const RESELECTION_FORWARDS: Partial<Record<RouteId, RouteId>> = {
  addonReselectionPopularAddons: 'popularAddons',
  addonReselectionAddonVariants: 'addonVariants',
  addonReselectionPromotedAddons: 'promotedAddons',
  addonReselectionStandardAddons: 'addons',
};

export const isReselectionRoute = (route: RouteId): boolean => RESELECTION_FORWARDS[route] !== undefined;

export function queryId(query: RouteQuery): string | null {
  const id = query.id;
  return id === undefined || id === '' ? null : String(id);
}

/** The route a navigation really leads to: addon reselection routes forward to their screen. */
export function resolveEntered(event: RouteEnteredEvent): RouteTarget {
  const forward = RESELECTION_FORWARDS[event.route];
  return { route: forward ?? event.route, params: event.params, query: event.query };
}

export const isAddingRoute = (route: RouteId): boolean => ADDING_ROUTES.has(route);

/** A query id naming a cart row that does not exist (spec: such routes go to categories). */
export function namesUnknownRow(target: RouteTarget, cart: Cart): boolean {
  const id = queryId(target.query ?? {});
  return id !== null && !ROW_CHECK_EXEMPT.has(target.route) && findRow(cart, id) === undefined;
}

/** Route id of a path as `findMissingRequirements` names it (e.g. `/domains/lookup`). */
export function routeIdOfPath(path: string): RouteId | undefined {
  return (Object.keys(ROUTES) as RouteId[]).find((route) => ROUTES[route] === path);
}

/** The screen a missing requirement's button leads to. */
export function requirementTarget(requirement: MissingRequirement): RouteTarget {
  const route = routeIdOfPath(requirement.target.route);
  return route ? { route, query: requirement.target.query } : { route: 'cart' };
}

export const CHECKOUT_ROUTES: Record<CheckoutStart, RouteId> = {
  logout: 'logout',
  'basic-info': 'basicInfo',
  'login-or-register': 'loginOrRegister',
};

/** The first addon reselection screen that has something to offer for the row (change-addons link). */
export function reselectionRouteFor(item: CartItem, ctx: CatalogueContext): RouteId {
  if (addonGroupsOf(item, ctx, 'variants').length > 0) return 'addonReselectionAddonVariants';
  if (addonsPresentedAs(item, ctx, 'promoted').length > 0) return 'addonReselectionPromotedAddons';
  return 'addonReselectionStandardAddons';
}

/** The row a row-addressed event names, if it exists and this actor may edit it. */
export function editableRow(context: CartContext, rowId: string): CartItem | undefined {
  const item = findRow(context.cart, rowId);
  return item && mayEditItem(item, context.actor) ? item : undefined;
}

/** Outcome of removing the target (pure preview; `removed` only when something goes). */
export function previewRemoval(
  cart: Cart,
  target: RemovalTarget,
  ctx: CatalogueContext,
): { cart: Cart; removed: boolean } {
  switch (target.kind) {
    case 'item': {
      const update = removeItem(cart, target.rowId);
      return { cart: update.cart, removed: update.changed };
    }
    case 'addon': {
      const result = removeAddon(cart, target.rowId, target.addonId, ctx);
      return { cart: result.cart, removed: result.outcome === 'removed' };
    }
    case 'domain': {
      const result = removeDomain(cart, target.rowId, target.domain, ctx);
      return { cart: result.cart, removed: result.outcome === 'removed' };
    }
  }
}

/** The term change a period-modal choice would make, or null when no row is being changed. */
export function previewTerm(context: CartContext, event: CartEvent): TermChange | null {
  const item = findRow(context.cart, context.termRowId);
  if (!item) return null;
  if (event.type === 'TERM.MATURITY_CHOSEN') {
    return changeMaturity(item, event.maturityId, context.catalogue, context.cart);
  }
  if (event.type === 'TERM.INTERVAL_CHOSEN') {
    return changeInterval(item, event.intervalId, context.catalogue, context.cart);
  }
  return null;
}

export const dropsSomething = (change: TermChange): boolean =>
  change.dropped.addons.length > 0 || change.dropped.upsells.length > 0 || change.dropped.promotion !== null;

export const replaceRow = (cart: Cart, item: CartItem): Cart => ({
  ...cart,
  items: cart.items.map((row) => (row.row_id === item.row_id ? item : row)),
});

/** After a change on the cart page: manual promotions are re-validated (spec: Promotions). */
export function settle(cart: Cart, ctx: CatalogueContext): { cart: Cart; notices: Notice[] } {
  const result = revalidatePromotions(cart, ctx);
  return { cart: result.cart, notices: result.notices };
}

/** Names of catalogue products by id, for notices. */
export const productNames = (ids: readonly number[], ctx: CatalogueContext): string =>
  ids.map((id) => ctx.productsById[id]?.name ?? String(id)).join(', ');
