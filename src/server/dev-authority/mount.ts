import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueService } from '../catalogue/service';
import type { Config } from '../config';
import { callbackPathOf } from '../customer/login-popup-pages';
import type { OidcLogin } from '../customer/oidc-login';
import { withFormActions } from './form-actions';

/** Vite's development server (`npm run dev`) serves the app on this port; its callbacks count too. */
const VITE_DEV_PORT = 5173;

/**
 * Mounts the development authority at its issuer's path (default `/dev-oidc`) on the shop's own
 * server, with one client per brand that points at it. Its redirect URIs are the callback route on
 * every origin the shop answers locally: localhost, 127.0.0.1 and each brand's host, on the
 * server's port and Vite's, plus PUBLIC_ORIGIN.
 */
export async function mountDevAuthority(
  app: FastifyInstance,
  config: Config,
  catalogue: CatalogueService,
  login: OidcLogin,
): Promise<void> {
  const dev = config.login.devAuthority;
  if (!dev) return;
  const issuerPath = new URL(dev.issuer).pathname.replace(/\/$/, '');
  const ports = [...new Set([config.port, Number(new URL(dev.issuer).port || 80), VITE_DEV_PORT])];
  const clients = catalogue.brands.all().flatMap((brand) => {
    const { oauth } = brand.defaultView.properties;
    if (!oauth.client_id || login.issuerOf(oauth) !== dev.issuer) return [];
    const hosts = ['localhost', '127.0.0.1', brand.fqdn];
    const origins = hosts.flatMap((host) =>
      ports.map((port) => `http://${host}${port === 80 ? '' : `:${port}`}`),
    );
    if (config.publicOrigin) origins.push(config.publicOrigin);
    const path = callbackPathOf(oauth);
    return [{ clientId: oauth.client_id, redirectUris: origins.map((origin) => `${origin}${path}`) }];
  });
  // oidc-provider takes most of a second to load: only servers that mount the authority load it.
  const { createDevAuthority } = await import('./provider');
  const handle = createDevAuthority({ issuer: dev.issuer, clients });
  const callbackOrigins = clients.flatMap((client) => client.redirectUris.map((uri) => new URL(uri).origin));

  await app.register(async (instance) => {
    // The authority reads its own bodies (forms, token requests) from the raw request.
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      // The sign-in form's answer redirects to the client's callback, which may be on another of
      // the shop's origins (localhost beside 127.0.0.1): the page's policy must let the form go there.
      const policy = reply.raw.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.raw.setHeader('content-security-policy', withFormActions(policy, callbackOrigins));
      }
      reply.hijack();
      await handle(request.raw, reply.raw);
    };
    instance.all(issuerPath, forward);
    instance.all(`${issuerPath}/*`, forward);
  });
}
