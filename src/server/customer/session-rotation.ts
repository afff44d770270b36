import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { sessionCookieName } from '../sessions/plugin';
import { hashToken, newSessionToken } from '../sessions/token';

/**
 * Gives the session a new id and sets its cookie, in one update with the given state entries: the
 * row (cart, locale, what `entries` leaves) moves to the hash of a fresh token, so the old cookie
 * no longer finds anything (logout: whoever holds a copy of the old cookie is not logged in as the
 * customer, and a fixated id dies). Cookie options are the session plugin's. Returns false when
 * the session no longer exists (then no cookie is set).
 */
export async function rotateSession(
  db: Database,
  config: Pick<Config, 'httpsOnly' | 'sessionTtlMs'>,
  request: FastifyRequest,
  reply: FastifyReply,
  idHash: string,
  entries: Record<string, unknown>,
): Promise<boolean> {
  const token = newSessionToken();
  const [row] = await db
    .update(sessions)
    .set({
      idHash: hashToken(token),
      state: sql`${sessions.state} || ${JSON.stringify(entries)}::jsonb`,
      updatedAt: new Date(),
      expiresAt: new Date(Date.now() + config.sessionTtlMs),
    })
    .where(eq(sessions.idHash, idHash))
    .returning({ idHash: sessions.idHash });
  if (!row) return false;
  const secure = config.httpsOnly || request.protocol === 'https';
  reply.setCookie(sessionCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });
  return true;
}
