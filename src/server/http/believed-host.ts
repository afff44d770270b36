import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The Host (with port) every URL this server builds for the visitor starts from: the request's
     * own Host when it is one of the shop's names, else the default brand's name (believedHost).
     */
    visitorHost: string;
  }
}

/** The host names the shop answers to as itself. */
export interface HostRule {
  /** The brands' fqdns and PUBLIC_ORIGIN's host name, lower-case. */
  names: ReadonlySet<string>;
  /** The default brand's fqdn: what any other Host is taken for. */
  fallback: string;
}

export function hostRuleOf(
  brandNames: readonly string[],
  defaultName: string,
  publicOrigin: string | undefined,
): HostRule {
  const names = new Set(brandNames.map((name) => name.toLowerCase()));
  if (publicOrigin) names.add(new URL(publicOrigin).hostname.toLowerCase());
  return { names, fallback: defaultName.toLowerCase() };
}

/** A Host header: a name or bracketed IPv6 address, and an optional port; nothing else. */
const HOST_AND_PORT = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** Names that only ever reach the visitor's own machine: a development server. */
function isLoopbackName(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * The Host a request may be believed to have: its own when the name is a brand's fqdn,
 * PUBLIC_ORIGIN's host or a loopback development name; else the default brand's fqdn with the
 * request's port. So a forged Host (or X-Forwarded-Host, which Fastify reads only from a trusted
 * proxy) never lends its name to a redirect URI, a return URL or the cross-site guard.
 */
export function believedHost(host: string | undefined, rule: HostRule): string {
  const parts = HOST_AND_PORT.exec(host ?? '');
  if (!parts) return rule.fallback;
  const name = (parts[1] ?? '').toLowerCase();
  const port = parts[2] ?? '';
  if (rule.names.has(name) || isLoopbackName(name)) return `${name}${port}`;
  return `${rule.fallback}${port}`;
}

/** Sets `request.visitorHost` before any other hook (the cross-site guard reads it). */
export function installBelievedHost(app: FastifyInstance, rule: HostRule): void {
  app.decorateRequest('visitorHost', '');
  app.addHook('onRequest', async (request) => {
    request.visitorHost = believedHost(request.host, rule);
  });
}
