import { brandApi } from '@contract/api';
import type { Brand } from '@contract/brand';
import type { AppContext } from '../app-context';
import type { OidcLogin } from '../customer/oidc-login';
import { route } from '../http/route';

/**
 * `GET /api/v2/brands/current`: the brand of the request's host in the session's locale. Its
 * authority addresses are the ones visitors reach (the browser links to the panel authority for
 * cloud-panel visitors): the seeded development authority becomes this server's own.
 */
export function registerBrandRoutes({ app, checkResponses }: AppContext, login: OidcLogin): void {
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
  route(
    app,
    brandApi.currentBrand,
    async ({ request }) => ({ data: reachable(request.brand().views[await request.locale()]) }),
    { checkResponses },
  );
}
