import { brandApi } from '@contract/api';
import type { Brand } from '@contract/brand';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { OidcLogin } from '../customer/oidc-login';
import { route } from '../http/route';

/** The brand as a request's visitor gets it (the API's answer and the app shell's page config). */
export type VisitorBrand = (request: FastifyRequest) => Promise<Brand>;

/**
 * The brand of the request's host in the session's locale. Its authority addresses are the ones
 * visitors reach (the browser links to the panel authority for cloud-panel visitors): the seeded
 * development authority becomes this server's own.
 */
export function visitorBrand(login: OidcLogin): VisitorBrand {
  const reachable = (brand: Brand): Brand => {
    const { oauth } = brand.properties;
    const authority = oauth.authority && login.authorityUrl(oauth.authority);
    const secondAuthority = oauth.second_authority && login.authorityUrl(oauth.second_authority);
    if (authority === oauth.authority && secondAuthority === oauth.second_authority) return brand;
    return {
      ...brand,
      properties: { ...brand.properties, oauth: { ...oauth, authority, second_authority: secondAuthority } },
    };
  };
  return async (request) => reachable(request.brand().views[await request.locale()]);
}

/** `GET /api/v2/brands/current`: the visitor's brand (see visitorBrand). */
export function registerBrandRoutes({ app, checkResponses }: AppContext, brandOf: VisitorBrand): void {
  route(app, brandApi.currentBrand, async ({ request }) => ({ data: await brandOf(request) }), {
    checkResponses,
  });
}
