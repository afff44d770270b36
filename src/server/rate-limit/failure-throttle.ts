import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { rateLimitKeyHash } from './database-rate-limiter';
import { delayAfterFailures, type FailureDelayPolicy } from './failure-delay';

/**
 * Counts failed attempts per key in the `rate_limits` table (shared by every process on the
 * database): `hits` is the number of failures, `window_start` the time of the last one and
 * `expires_at` when the count is forgotten. Only failures are counted; a success resets its own
 * key's count.
 */
export class FailureThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: FailureDelayPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  private keyHash(key: string): string {
    return rateLimitKeyHash(this.policy.name, key);
  }

  /** Whole seconds the key must still wait before its next attempt; 0 when it may try now. */
  async waitSeconds(key: string): Promise<number> {
    const [row] = await this.db
      .select({ failures: rateLimits.hits, last: rateLimits.windowStart, expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(eq(rateLimits.keyHash, this.keyHash(key)))
      .limit(1);
    const now = this.now();
    if (!row || row.expiresAt.getTime() <= now) return 0;
    const allowedAt = row.last.getTime() + delayAfterFailures(row.failures, this.policy);
    return allowedAt > now ? Math.ceil((allowedAt - now) / 1000) : 0;
  }

  /** Counts one failure of the key (a forgotten count starts again at one). */
  async recordFailure(key: string): Promise<void> {
    const now = new Date(this.now()).toISOString();
    const forget = new Date(this.now() + this.policy.forgetAfterMs).toISOString();
    const forgotten = sql`${rateLimits.expiresAt} <= ${now}::timestamptz`;
    await this.db
      .insert(rateLimits)
      .values({
        keyHash: this.keyHash(key),
        windowStart: new Date(now),
        hits: 1,
        expiresAt: new Date(forget),
      })
      .onConflictDoUpdate({
        target: rateLimits.keyHash,
        set: {
          // Capped: past 60 failures the delay is long at its maximum already.
          hits: sql`case when ${forgotten} then 1 else least(${rateLimits.hits} + 1, 60) end`,
          windowStart: sql`${now}::timestamptz`,
          expiresAt: sql`${forget}::timestamptz`,
        },
      });
  }

  /** Forgets the key's failures (after a success). */
  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.keyHash, this.keyHash(key)));
  }
}
