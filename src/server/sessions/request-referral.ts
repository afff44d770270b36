import { sanitizeReferrer } from '@domain/validation/sanitize';
import type { FastifyRequest } from 'fastify';
import {
  mergeReferralSources,
  REFERRAL_STATE_KEY,
  type ReferralSources,
  referralId,
  referrerOfUrl,
  sameSources,
  storedReferralSources,
} from './referral';
import type { SessionStore } from './store';

/**
 * The referral sources a request shows (all but order data, which only the PUT body sets):
 * - cookies `pvid` and `emid`, taken as they are when they are valid referral ids (2 to 20
 *   letters, digits, `_`, `-`; anything else is skipped, not repaired);
 * - the application referrer: the `referrer` query parameter of the call, which the app passes
 *   on from its own URL (`/products/{slug}?referrer=...`), sanitised like the app does (letters and
 *   digits) — contract `ReferralQuery`;
 * - the server referrer: the `referrer` query parameter of the URL in the HTTP `Referer` header.
 */
export function seenReferralSources(
  request: FastifyRequest,
  query: { referrer?: string | undefined } = {},
): ReferralSources {
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
 * The request's session's sources with `seen` added, written to the session only when they change;
 * without a session, `seen` alone (no session is created).
 */
export async function rememberReferralSources(
  sessions: SessionStore,
  request: FastifyRequest,
  seen: ReferralSources,
): Promise<ReferralSources> {
  const session = await request.session();
  const stored = storedReferralSources(session?.state);
  const sources = mergeReferralSources(stored, seen);
  if (session && !sameSources(stored, sources)) {
    await sessions.mergeState(session.idHash, { [REFERRAL_STATE_KEY]: sources });
  }
  return sources;
}
