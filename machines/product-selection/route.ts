import type { RouteId } from '../shared/routes';
import type { EnteredRoute, StepKind } from './types';

/**
 * Routes of this machine and what they mean for it. Everything here is a pure reading of the
 * route the router reported (already sanitised by the router layer).
 */

/** Step screens entered by URL (`query id` = cart row) and the step each one shows. */
export const STEP_ROUTES = {
  popularAddons: 'upsells',
  addonReselectionPopularAddons: 'upsells',
  addonVariants: 'variants',
  addonReselectionAddonVariants: 'variants',
  promotedAddons: 'promoted',
  addonReselectionPromotedAddons: 'promoted',
  addons: 'addons',
  addonReselectionStandardAddons: 'addons',
  periodsMaturity: 'maturity',
  periodsInterval: 'interval',
  additionalAddonFields: 'addonFields',
  additionalPopularAddonFields: 'upsells',
} as const satisfies Partial<Record<RouteId, StepKind>>;

export type StepRouteId = keyof typeof STEP_ROUTES;

const isStepRouteId = (route: RouteId): route is StepRouteId => route in STEP_ROUTES;

/** Routes that only make sense while new items may be added (spec: route guards). */
const ADDING_ROUTES: readonly RouteId[] = [
  'products',
  'addons',
  'addonReselectionStandardAddons',
  'promotedAddons',
  'addonReselectionPromotedAddons',
  'contractTransfer',
];

/** Reselection routes store the row as the current parent item and return to the cart afterwards. */
const RESELECTION_ROUTES: readonly RouteId[] = [
  'addonReselectionPopularAddons',
  'addonReselectionAddonVariants',
  'addonReselectionPromotedAddons',
  'addonReselectionStandardAddons',
];

export const isRoute = (route: EnteredRoute | null, ids: readonly RouteId[]): boolean =>
  route !== null && ids.includes(route.route);

export const isStepRoute = (route: EnteredRoute | null): boolean =>
  route !== null && isStepRouteId(route.route);

/** The step a step route shows (null for other routes). */
export function stepOfRoute(route: EnteredRoute | null): StepKind | null {
  if (!route || !isStepRouteId(route.route)) return null;
  return STEP_ROUTES[route.route];
}

export function queryText(route: EnteredRoute | null, key: string): string | null {
  const value = route?.query[key] ?? route?.params[key];
  if (value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

export function queryNumber(route: EnteredRoute | null, key: string): number | null {
  const text = queryText(route, key);
  if (text === null || !/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number > 0 ? number : null;
}

const TRUE_FLAGS = ['1', 'true', 'y', 'yes'];

export const queryFlag = (route: EnteredRoute | null, key: string): boolean =>
  TRUE_FLAGS.includes((queryText(route, key) ?? '').toLowerCase());

/** returnToCart comes as a route param or query flag (spec: "/periods ... param returnToCart"). */
export const routeReturnsToCart = (route: EnteredRoute | null): boolean =>
  queryFlag(route, 'returnToCart') || isRoute(route, RESELECTION_ROUTES);

/** `p=y`: the fields screens show the postponed fields. */
export const routeWantsPostponed = (route: EnteredRoute | null): boolean => queryText(route, 'p') === 'y';

export const routeAddsItems = (route: EnteredRoute | null): boolean => {
  if (!route) return false;
  if (route.route === 'additionalProductFields') return queryText(route, 'rowId') === null;
  return ADDING_ROUTES.includes(route.route);
};

/** The cart row a step route names (`id`; the product-fields screen uses `rowId`). */
export function routeRowId(route: EnteredRoute | null): string | null {
  if (!route) return null;
  return route.route === 'additionalProductFields' ? queryText(route, 'rowId') : queryText(route, 'id');
}

/** The element a step route asks for: upsellProductId, set (variant group) or addonId. */
export function routeRequestedElement(route: EnteredRoute | null): number | null {
  if (!route) return null;
  switch (route.route) {
    case 'popularAddons':
      return queryNumber(route, 'upsellProductId');
    case 'addonVariants':
    case 'addonReselectionAddonVariants':
      return queryNumber(route, 'set');
    case 'promotedAddons':
    case 'addonReselectionPromotedAddons':
    case 'additionalAddonFields':
    case 'additionalPopularAddonFields':
      return queryNumber(route, 'addonId');
    default:
      return null;
  }
}
