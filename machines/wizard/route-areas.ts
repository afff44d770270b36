import type { RouteId } from '../shared/routes';

/** The area machines the wizard composes; each is invoked with this name as its `id`. */
export const AREAS = [
  'productSelection',
  'domainLookup',
  'cart',
  'postfill',
  'checkout',
  'confirm',
  'sms',
  'sessionRestore',
  'continueDraft',
  'oauth',
] as const;

export type AreaName = (typeof AREAS)[number];

/** Routes no area machine owns: plain wizard states with a view. */
export const PLAIN_ROUTES = ['categories', 'success', 'unauthorized', 'notFound'] as const;

export type PlainRouteId = (typeof PLAIN_ROUTES)[number];

/**
 * Which area machine owns each route (null: a plain wizard state). Exhaustive over `ROUTES`, so a
 * new route does not compile until it is given an owner.
 *
 * - `confirm` belongs to the confirm machine (buy now, payment paths); the checkout machine's own
 *   confirm state (reached after the payment step) hands over to it by its view (see the wizard).
 * - `loginOrRegister` belongs to checkout; the OAuth machine runs on its callback and ready routes.
 */
export const ROUTE_AREAS = {
  categories: null,
  products: 'productSelection',
  additionalProductFields: 'productSelection',
  popularAddons: 'productSelection',
  addonVariants: 'productSelection',
  promotedAddons: 'productSelection',
  addons: 'productSelection',
  additionalAddonFields: 'productSelection',
  additionalPopularAddonFields: 'productSelection',
  domain: 'domainLookup',
  domainsAddDomainQuestion: 'domainLookup',
  domainsAddProductQuestion: 'domainLookup',
  domainsLookup: 'domainLookup',
  domainsAdditionalFields: 'domainLookup',
  periodsMaturity: 'productSelection',
  periodsInterval: 'productSelection',
  addonReselectionPopularAddons: 'productSelection',
  addonReselectionAddonVariants: 'productSelection',
  addonReselectionPromotedAddons: 'productSelection',
  addonReselectionStandardAddons: 'productSelection',
  contractTransfer: 'productSelection',
  cart: 'cart',
  postfillProducts: 'postfill',
  postfillPopularAddons: 'postfill',
  postfillAddons: 'postfill',
  postfillDomains: 'postfill',
  loginOrRegister: 'checkout',
  logout: 'checkout',
  basicInfo: 'checkout',
  address: 'checkout',
  payment: 'checkout',
  confirm: 'confirm',
  cancelPaypalSubscription: 'confirm',
  smsValidation: 'sms',
  success: null,
  oauthCallback: 'oauth',
  oauthReady: 'oauth',
  sessionRestore: 'sessionRestore',
  continuePreconfiguredOrder: 'continueDraft',
  unauthorized: null,
  notFound: null,
} as const satisfies Record<RouteId, AreaName | null>;

/** The area owning a route, or null when a plain wizard state shows it. */
export const areaOf = (route: RouteId): AreaName | null => ROUTE_AREAS[route];

export const isPlainRoute = (route: RouteId): route is PlainRouteId =>
  (PLAIN_ROUTES as readonly RouteId[]).includes(route);
