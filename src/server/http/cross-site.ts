import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './api-error';

/** Methods that never change anything on this server (RFC 9110 safe methods). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The rule for requests made by browsers on other sites (cross-site request forgery):
 *
 * - A request a browser marks `Sec-Fetch-Site: cross-site` or `same-site` is refused: the shop's
 *   own pages call it `same-origin`, and `none` is a person typing or bookmarking an address.
 * - Without that header (older browsers), a request whose `Origin` is not the shop's own is
 *   refused; `Origin: null` (sandboxed frames, some redirects) is not the shop's own either.
 * - Without either, a request whose `Referer` names another origin is refused (older browsers send
 *   only that on a navigation, e.g. a link to `GET /api/v2/session/cancel` on another site).
 * - A request with none of the three headers is not a browser's cross-site request (the support command line,
 *   curl, server-to-server calls with a bearer token): it passes, and its own credentials decide.
 *
 * Which requests the rule applies to: every call under `/api/` (whatever its method: some GETs
 * change the session, e.g. logout, cancel and the SMS resend, and a SameSite=Lax cookie travels
 * with a cross-site top-level GET), and every other unsafe method (the staff sign-in form, the
 * sandbox providers' pages). Not checked: page GETs (provider redirects back to the shop, links
 * in e-mails and the cloud panel must work) and the development login authority (`/dev-oidc`,
 * which protects its own forms and is posted to from its own origin).
 */
export interface CrossSiteRule {
  /** PUBLIC_ORIGIN as an origin, if set. */
  publicOrigin: string | undefined;
  /** PUBLIC_ORIGIN is https: the visitor's origin is https even when the proxy speaks http to us. */
  httpsOnly: boolean;
  /** Path prefixes the rule leaves alone (the development authority's issuer path). */
  exemptPrefixes: readonly string[];
}

function ownOrigins(request: FastifyRequest, rule: CrossSiteRule): Set<string> {
  const own = new Set<string>();
  if (rule.publicOrigin) own.add(rule.publicOrigin);
  // The believed Host: a forged Host or X-Forwarded-Host cannot make another site our own.
  own.add(`${request.protocol}://${request.visitorHost}`.toLowerCase());
  if (rule.httpsOnly) own.add(`https://${request.visitorHost}`.toLowerCase());
  return own;
}

const underPrefix = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

export function appliesTo(request: Pick<FastifyRequest, 'method' | 'url'>, rule: CrossSiteRule): boolean {
  const path = request.url;
  if (rule.exemptPrefixes.some((prefix) => underPrefix(path, prefix))) return false;
  return path.startsWith('/api/') || !SAFE_METHODS.has(request.method);
}

/** Whether a request that the rule applies to comes from another site. */
export function isCrossSite(request: FastifyRequest, rule: CrossSiteRule): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return !ownOrigins(request, rule).has(origin.toLowerCase());
  // Older browsers send neither header on a navigation, but still name the page it came from.
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return false;
  return !ownOrigins(request, rule).has(originOf(referer));
}

/** The origin of a Referer, lower-cased; a value that is no absolute URL names no origin of ours. */
function originOf(referer: string): string {
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return 'null';
  }
}

/** Refuses cross-site requests with 403 `cross_site_request` before any body is read or handler runs. */
export function installCrossSiteGuard(app: FastifyInstance, rule: CrossSiteRule): void {
  app.addHook('onRequest', async (request) => {
    if (appliesTo(request, rule) && isCrossSite(request, rule)) {
      throw new HttpError(403, 'cross_site_request');
    }
  });
}

/** The rule of this configuration: the development authority's path is its own business. */
export function crossSiteRuleOf(config: Pick<Config, 'publicOrigin' | 'httpsOnly' | 'login'>): CrossSiteRule {
  const issuer = config.login.devAuthority?.issuer;
  const issuerPath = issuer ? new URL(issuer).pathname.replace(/\/$/, '') : '';
  return {
    publicOrigin: config.publicOrigin,
    httpsOnly: config.httpsOnly,
    // An authority at the server's root would exempt everything: then nothing is exempt.
    exemptPrefixes: issuerPath ? [issuerPath] : [],
  };
}
