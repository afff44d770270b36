import type { CatalogueService } from '../catalogue/service';
import type { Config } from '../config';

/** Where the authority sends the login popup back to, unless the brand names another path. */
const DEFAULT_CALLBACK_PATH = '/oauth/callback';

/** The path of a brand's OAuth callback page. */
export const callbackPathOf = (oauth: { redirect_uri: string | null }): string =>
  oauth.redirect_uri ?? DEFAULT_CALLBACK_PATH;

/**
 * Whether a path is a page the login popup shows: a brand's callback, or the development
 * authority's pages when the shop serves it.
 */
export function loginPopupPages(
  config: Pick<Config, 'login'>,
  catalogue: CatalogueService,
): (path: string) => boolean {
  const callbacks = new Set(
    catalogue.brands.all().map((brand) => callbackPathOf(brand.defaultView.properties.oauth)),
  );
  const dev = config.login.devAuthority;
  const authority = dev ? new URL(dev.issuer).pathname.replace(/\/$/, '') : null;
  return (path) =>
    callbacks.has(path) || (authority !== null && (path === authority || path.startsWith(`${authority}/`)));
}
