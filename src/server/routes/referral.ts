import { orderApi, sessionApi } from '@contract/api';
import { sanitizeReferrer } from '@domain/validation/sanitize';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { route } from '../http/route';
import {
  mergeReferralSources,
  REFERRAL_STATE_KEY,
  type ReferralSources,
  referralId,
  referrerOfUrl,
  resolveReferral,
  sameSources,
  storedReferralSources,
} from '../sessions/referral';

/**
 * The referral sources this request shows (all but order data, which only the PUT body sets):
 * - cookies `pvid` and `emid`, taken as they are when they are valid referral ids (2 to 20
 *   letters, digits, `_`, `-`; anything else is skipped, not repaired);
 * - the application referrer: the `referrer` query parameter of this call, which the app passes
 *   on from its own URL (`/products/{slug}?referrer=...`), sanitised like the app does (letters and
 *   digits) — contract `ReferralQuery`;
 * - the server referrer: the `referrer` query parameter of the URL in the HTTP `Referer` header.
 */
function seenSources(request: FastifyRequest, query: { referrer?: string | undefined }): ReferralSources {
  const seen: ReferralSources = {};
  const entries: [keyof ReferralSources, string | undefined][] = [
    ['cookie_pvid', referralId(request.cookies.pvid)],
    ['cookie_emid', referralId(request.cookies.emid)],
    ['app_referrer', referralId(sanitizeReferrer(query.referrer))],
    ['server_referrer', referrerOfUrl(request.headers.referer)],
  ];
  for (const [source, id] of entries) if (id) seen[source] = id;
  return seen;
}

/**
 * `GET`/`PUT /api/v2/session/referral`. The session remembers every source it has seen
 * (`state.referral`, newer values of a source replace older ones, so a cookie that expires during
 * the visit still counts); the answer is the first source in the spec's order: order data (the id
 * the visitor typed, saved by PUT), cookie pvid, cookie emid, application referrer, server referrer.
 * GET never creates a session: without one it answers from this request alone.
 *
 * The order call (`POST /api/v2/orders`) shows sources too: before it is handled, its cookies and
 * Referer are remembered in its session the same way, so the order's referral (OrderService, from
 * the session's sources) counts them.
 */
export function registerReferralRoutes({ app, sessions, checkResponses }: AppContext): void {
  const options = { checkResponses };

  /** The session's sources with `seen` added; written only when they change. */
  async function remember(request: FastifyRequest, seen: ReferralSources): Promise<ReferralSources> {
    const session = await request.session();
    const stored = storedReferralSources(session?.state);
    const sources = mergeReferralSources(stored, seen);
    if (session && !sameSources(stored, sources)) {
      await sessions.mergeState(session.idHash, { [REFERRAL_STATE_KEY]: sources });
    }
    return sources;
  }

  // The order call's own sources, remembered before its handler reads the session's.
  app.addHook('preHandler', async (request) => {
    const { method, path } = orderApi.confirm;
    if (request.method === method && request.routeOptions.url === path) {
      await remember(request, seenSources(request, {}));
    }
  });

  route(
    app,
    sessionApi.getReferral,
    async ({ request, query }) => ({
      data: resolveReferral(await remember(request, seenSources(request, query))),
    }),
    options,
  );

  route(
    app,
    sessionApi.saveReferral,
    async ({ request, reply, body, query }) => {
      const session = await request.ensureSession(reply);
      const sources = mergeReferralSources(storedReferralSources(session.state), {
        ...seenSources(request, query),
        order_data: body.id,
      });
      await sessions.mergeState(session.idHash, { [REFERRAL_STATE_KEY]: sources });
      return { data: resolveReferral(sources) };
    },
    options,
  );
  /**
   * `GET /api/v2/session/referrer` ("get referrer", response id): the server referrer alone, the
   * `referrer` parameter of the HTTP Referer of this request or, failing that, the one the session
   * saw last; null when there is none. Creates no session and stores nothing.
   */
  route(
    app,
    sessionApi.referrer,
    async ({ request }) => {
      const session = await request.session();
      const seen = referrerOfUrl(request.headers.referer);
      return { id: seen ?? storedReferralSources(session?.state).server_referrer ?? null };
    },
    options,
  );
}
