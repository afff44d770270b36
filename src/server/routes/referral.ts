import { sessionApi } from '@contract/api';
import type { AppContext } from '../app-context';
import { route } from '../http/route';
import {
  mergeReferralSources,
  REFERRAL_STATE_KEY,
  referrerOfUrl,
  resolveReferral,
  storedReferralSources,
} from '../sessions/referral';
import { rememberReferralSources, seenReferralSources } from '../sessions/request-referral';

/**
 * `GET`/`PUT /api/v2/session/referral`. The session remembers every source it has seen
 * (`state.referral`, newer values of a source replace older ones, so a cookie that expires during
 * the visit still counts); the answer is the first source in the spec's order: order data (the id
 * the visitor typed, saved by PUT), cookie pvid, cookie emid, application referrer, server referrer.
 * GET never creates a session: without one it answers from this request alone.
 */
export function registerReferralRoutes({ app, sessions, checkResponses }: AppContext): void {
  const options = { checkResponses };

  route(
    app,
    sessionApi.getReferral,
    async ({ request, query }) => ({
      data: resolveReferral(
        await rememberReferralSources(sessions, request, seenReferralSources(request, query)),
      ),
    }),
    options,
  );

  route(
    app,
    sessionApi.saveReferral,
    async ({ request, reply, body, query }) => {
      const session = await request.ensureSession(reply);
      const sources = mergeReferralSources(storedReferralSources(session.state), {
        ...seenReferralSources(request, query),
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
