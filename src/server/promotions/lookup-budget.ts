import { comparablePromotionCode } from '@domain/promotions/find-promotion';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../http/api-error';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import type { RateLimiter, RateLimitPolicy } from '../rate-limit/rate-limiter';
import type { SessionRecord, SessionStore } from '../sessions/store';

/**
 * Budget of promo code look-ups per visitor session, so codes cannot be found by guessing. Every
 * attempt counts, found or not (our choice: the answer must not tell a guesser which attempts were
 * "free"); 10 in 10 minutes is ample for a person typing codes. A look-up is
 * `GET /api/v2/promotions/{code}`, and a cart save that carries a code the session has not had
 * before (one look-up per such code).
 */
export const PROMOTION_LOOKUP_PER_SESSION: RateLimitPolicy = {
  name: 'promotion-lookup:session',
  limit: 10,
  windowMs: 10 * 60 * 1000,
};

/**
 * Backstop per client address: a guesser who drops the session cookie gets a new session each time,
 * so sessions alone do not stop it. Higher than the session budget, for offices behind one NAT
 * address (our choice; the spec names no limit).
 */
const PROMOTION_LOOKUP_PER_ADDRESS: RateLimitPolicy = {
  name: 'promotion-lookup:address',
  limit: 100,
  windowMs: 10 * 60 * 1000,
};

/**
 * Look-ups that come without a session (a guesser dropping the cookie gets a new session each
 * time) share one budget per client address, as tight as one session's.
 */
export const PROMOTION_LOOKUP_WITHOUT_SESSION: RateLimitPolicy = {
  name: 'promotion-lookup:address-without-session',
  limit: PROMOTION_LOOKUP_PER_SESSION.limit,
  windowMs: PROMOTION_LOOKUP_PER_SESSION.windowMs,
};

/** The session state entry of the codes the session looked up and found (comparable form). */
const LOOKED_UP_STATE_KEY = 'promotion_lookups';

/** The codes the session looked up and found; the newest PROMOTION_LOOKUP_PER_SESSION.limit of them. */
export function lookedUpCodes(state: Record<string, unknown> | undefined): string[] {
  const raw = state?.[LOOKED_UP_STATE_KEY];
  if (!Array.isArray(raw)) return [];
  return raw.filter((code): code is string => typeof code === 'string');
}

function refuse(retryAfterSeconds: number): never {
  throw new HttpError(429, 'promotion_rate_limited', {}, { 'retry-after': String(retryAfterSeconds) });
}

/** Counts `count` attempts of `key`, refusing at the first one over the budget. */
async function spend(limiter: RateLimiter, key: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < count; attempt++) {
    const decision = await limiter.hit(key);
    if (!decision.allowed) refuse(decision.retryAfterSeconds);
  }
}

/** The one budget every promo code look-up draws from, whichever call makes it. */
export class PromotionLookupBudget {
  private readonly perSession: RateLimiter;
  private readonly perAddress: RateLimiter;
  private readonly withoutSession: RateLimiter;

  constructor(
    db: Database,
    private readonly sessions: SessionStore,
  ) {
    this.perSession = new DatabaseRateLimiter(db, PROMOTION_LOOKUP_PER_SESSION);
    this.perAddress = new DatabaseRateLimiter(db, PROMOTION_LOOKUP_PER_ADDRESS);
    this.withoutSession = new DatabaseRateLimiter(db, PROMOTION_LOOKUP_WITHOUT_SESSION);
  }

  /**
   * Counts one look-up per code before any code is looked at, so a refused attempt says nothing
   * about the codes: 429 `promotion_rate_limited` with `Retry-After` once a budget is used up. A
   * request without a session gets one (the budget is per session; the code goes into that
   * session's cart next anyway). Answers the session.
   */
  async charge(
    request: FastifyRequest,
    reply: FastifyReply,
    codes: readonly string[],
  ): Promise<SessionRecord> {
    const hadSession = (await request.session()) !== null;
    await spend(this.perAddress, request.ip, codes.length);
    if (!hadSession) await spend(this.withoutSession, request.ip, codes.length);
    const session = await request.ensureSession(reply);
    await spend(this.perSession, session.idHash, codes.length);
    return session;
  }

  /** Remembers a code the session looked up and found, so saving it into the cart costs nothing. */
  async remember(session: SessionRecord, code: string): Promise<void> {
    const remembered = [...lookedUpCodes(session.state), comparablePromotionCode(code)];
    await this.sessions.mergeState(session.idHash, {
      [LOOKED_UP_STATE_KEY]: [...new Set(remembered)].slice(-PROMOTION_LOOKUP_PER_SESSION.limit),
    });
  }
}
