import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { RateLimitDecision, RateLimiter, RateLimitPolicy } from './rate-limiter';

/** Keys are stored hashed with the limiter's name: no session id or IP address in clear. */
export function rateLimitKeyHash(policyName: string, key: string): string {
  return createHash('sha256').update(`${policyName}\u0000${key}`).digest('hex');
}

/** Expired rows are deleted after this many attempts counted by one limiter instance. */
const PRUNE_EVERY = 1000;

/**
 * Fixed-window limiter on the `rate_limits` table. Each attempt is one `insert ... on conflict do
 * update` that starts a new window when the old one has ended and otherwise adds one, returning the
 * new count: atomic on PostgreSQL and PGlite alike, so several API processes in front of one
 * database share each key's budget. A fixed window lets a key use up to twice its limit around a
 * window boundary; for guessing protection that is immaterial and keeps the count one row per key.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private attempts = 0;

  constructor(
    private readonly db: Database,
    private readonly policy: RateLimitPolicy,
    /** Milliseconds since the epoch; the app's clock (tests pass their own). */
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(policy.limit) || policy.limit < 1) throw new Error('rate limit must be >= 1');
    if (!(policy.windowMs >= 1000)) throw new Error('rate limit window must be at least one second');
  }

  private keyHash(key: string): string {
    return rateLimitKeyHash(this.policy.name, key);
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const start = new Date(now).toISOString();
    const end = new Date(now + this.policy.windowMs).toISOString();
    const ended = sql`${rateLimits.expiresAt} <= ${start}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ keyHash: this.keyHash(key), windowStart: new Date(start), hits: 1, expiresAt: new Date(end) })
      .onConflictDoUpdate({
        target: rateLimits.keyHash,
        set: {
          // Capped just above the limit: a hammering client cannot overflow the counter.
          hits: sql`case when ${ended} then 1 else least(${rateLimits.hits} + 1, ${this.policy.limit + 1}) end`,
          windowStart: sql`case when ${ended} then ${start}::timestamptz else ${rateLimits.windowStart} end`,
          expiresAt: sql`case when ${ended} then ${end}::timestamptz else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
    if (!row) throw new Error('rate limit upsert returned no row');

    this.attempts += 1;
    if (this.attempts % PRUNE_EVERY === 0) await this.prune();

    if (row.hits <= this.policy.limit) return { allowed: true, retryAfterSeconds: 0 };
    const remainingMs = row.expiresAt.getTime() - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  /** Deletes the rows of every limiter whose window has ended (their keys start afresh anyway). */
  async prune(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(this.now())));
  }
}
