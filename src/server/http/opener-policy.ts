import type { FastifyInstance } from 'fastify';

/**
 * The Cross-Origin-Opener-Policy of the shop's pages. The customer login opens the authority in a
 * popup and watches it until it closes (checkout spec: polled every 40 ms), so a shop page keeps
 * the popups it opens, even on another origin.
 */
export const SHOP_OPENER_POLICY = 'same-origin-allow-popups';

/**
 * Pages shown inside the login popup (the development authority when the shop serves it, the
 * shop's own OAuth callback) answer without an opener policy: a popup whose page sets one while its
 * origin differs from the opener's is cut off from the opener, which then sees it as closed at once
 * and looks for a customer before the login has happened.
 */
export function installLoginPopupOpenerPolicy(
  app: FastifyInstance,
  isPopupPage: (path: string) => boolean,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (isPopupPage(path)) reply.raw.removeHeader('cross-origin-opener-policy');
  });
}
