import type { apiGroups } from '@contract/api';
import type { EndpointDef, TypedRoute } from '@contract/endpoint';
import { routes } from '@contract/routes';

/**
 * The contract's calls as the browser makes them: each group's routes (method and path) typed by
 * its endpoints in `@contract/api`, whose schemas stay on the server. Answers are not parsed again
 * here: the server's handlers must return the answer's type, and its tests check every answer
 * against the schema; building and running those schemas would cost a first visit about a
 * quarter of its script time.
 */
type Groups = typeof apiGroups;
type TypedGroup<G extends Record<string, EndpointDef>> = { readonly [K in keyof G]: TypedRoute<G[K]> };

/** Every group of the registry, each with a route for every endpoint (the compiler checks both). */
export const typedRoutes: { readonly [G in keyof Groups]: TypedGroup<Groups[G]> } = routes;

export const {
  catalogue: catalogueApi,
  cart: cartApi,
  session: sessionApi,
  brand: brandApi,
  domain: domainApi,
  promotion: promotionApi,
  fields: fieldsApi,
  checkout: checkoutApi,
  payment: paymentApi,
  auth: authApi,
  order: orderApi,
  draft: draftApi,
} = typedRoutes;
