import type { RouteEnteredEvent } from '../shared/events';
import type { RouteQuery, RouteTarget } from '../shared/routes';
import { DOMAIN_ROUTES, type DomainLookupContext, type DomainRouteId, type EnteredRoute } from './types';

const text = (value: string | number | undefined): string | null => {
  if (value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

const TRUE_FLAGS = new Set(['1', 'true', 'y', 'yes']);
const isSet = (value: string | number | undefined): boolean =>
  TRUE_FLAGS.has(String(value ?? '').toLowerCase());

/** Reads what the domain screens need from a navigation (params and query are already sanitised). */
export function readRoute(entered: Omit<RouteEnteredEvent, 'type'>): EnteredRoute {
  const { route, params, query } = entered;
  return {
    route,
    id: text(query.id),
    d: text(query.d),
    referrer: text(query.referrer) ?? text(params.referrer),
    returnToCart: isSet(params.returnToCart) || isSet(query.returnToCart),
    postfill: query.p === 'y',
    params,
    query,
  };
}

/** Routes with a screen of their own (`/domain` only redirects). */
export type DomainScreenRouteId = Exclude<DomainRouteId, 'domain'>;

export const isDomainRoute = (route: string): route is DomainRouteId =>
  (DOMAIN_ROUTES as readonly string[]).includes(route);

export const isDomainScreenRoute = (route: string): route is DomainScreenRouteId =>
  isDomainRoute(route) && route !== 'domain';

/** Drops empty values so a RouteTarget's query lists only what is set. */
function compact(query: Record<string, string | null | undefined>): RouteQuery {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The lookup route of the current row and search (used for the replace after creating a row). */
export const lookupTarget = (context: DomainLookupContext): RouteTarget => ({
  route: 'domainsLookup',
  query: compact({ id: context.rowId, d: context.searchTerm, referrer: context.route.referrer }),
  ...(context.returnToCart ? { params: { returnToCart: 'true' } } : {}),
});

/**
 * Where the browser should be for a screen state of this machine, with its query (the state's
 * `meta` names the route; this adds the values from the context).
 */
export function screenTarget(route: DomainScreenRouteId, context: DomainLookupContext): RouteTarget {
  switch (route) {
    case 'domainsLookup':
      return lookupTarget(context);
    case 'domainsAdditionalFields':
      return {
        route,
        query: compact({ id: context.rowId, d: context.fieldsDomain, p: context.postfill ? 'y' : null }),
      };
    case 'domainsAddDomainQuestion':
      return { route, query: compact({ id: context.rowId }) };
    case 'domainsAddProductQuestion':
      return { route, query: compact({ d: context.searchTerm }) };
  }
}

/** Hand-over targets of the final states. */
export type HandOver =
  | 'cart'
  | 'categories'
  | 'categoriesWithDomain'
  | 'periodsMaturity'
  | 'periodsInterval'
  | 'confirm'
  | 'postfillReturn'
  | 'postfillStart';

export function handOverTarget(to: HandOver, context: DomainLookupContext): RouteTarget {
  const id = context.rowId;
  switch (to) {
    case 'cart':
      return { route: 'cart' };
    case 'categories':
      return { route: 'categories' };
    case 'categoriesWithDomain':
      return { route: 'categories', query: compact({ tid: context.temporaryRowId, d: context.searchTerm }) };
    case 'periodsMaturity':
      return { route: 'periodsMaturity', query: compact({ id }) };
    case 'periodsInterval':
      return { route: 'periodsInterval', query: compact({ id }) };
    case 'confirm':
      return { route: 'confirm' };
    // Back to the postfill walk, which decides what still has postponed fields.
    case 'postfillReturn':
      return { route: 'postfillDomains', query: { p: 'y' } };
    // A cloud domains order: the postfill walk from its start, with p=y.
    case 'postfillStart':
      return { route: 'postfillProducts', query: { p: 'y' } };
  }
}

/** A navigation to a route this machine does not own goes back to the root machine as it came. */
export const foreignTarget = (route: EnteredRoute): RouteTarget => ({
  route: route.route,
  params: route.params,
  query: route.query,
});
