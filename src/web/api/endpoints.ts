import type { apiGroups } from '@contract/api';
import type { EndpointDef, TypedRoute } from '@contract/endpoint';
import { routes } from '@contract/routes';

/**
 * The contract's calls as the browser makes them: each group's routes (method and path) typed by
 * its endpoints in `@contract/api`, whose schemas stay on the server. Answers are not parsed again
 * here: the server's handlers must return the answer's type, and its tests check every answer
 * against the schema; building and running those schemas cost a first visit about a quarter of
 * its script time.
 */
type Groups = typeof apiGroups;
type TypedGroup<G extends Record<string, EndpointDef>> = { readonly [K in keyof G]: TypedRoute<G[K]> };

const typed = <G extends Record<string, EndpointDef>>(
  group: {
    readonly [K in keyof G]: { method: G[K]['method']; path: G[K]['path'] };
  },
): TypedGroup<G> => group;

export const catalogueApi = typed<Groups['catalogue']>(routes.catalogue);
export const cartApi = typed<Groups['cart']>(routes.cart);
export const sessionApi = typed<Groups['session']>(routes.session);
export const brandApi = typed<Groups['brand']>(routes.brand);
export const domainApi = typed<Groups['domain']>(routes.domain);
export const promotionApi = typed<Groups['promotion']>(routes.promotion);
export const fieldsApi = typed<Groups['fields']>(routes.fields);
export const checkoutApi = typed<Groups['checkout']>(routes.checkout);
export const paymentApi = typed<Groups['payment']>(routes.payment);
export const authApi = typed<Groups['auth']>(routes.auth);
export const orderApi = typed<Groups['order']>(routes.order);
export const draftApi = typed<Groups['draft']>(routes.draft);
