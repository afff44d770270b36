import type { Server } from '@server/app';
import { rateLimits } from '@server/db/schema';
import { rateLimitKeyHash } from '@server/rate-limit/database-rate-limiter';
import type { RateLimitPolicy } from '@server/rate-limit/rate-limiter';

/**
 * Sets the count of `key` under `policy` for the current window, as if that many attempts had
 * been made: the large budgets (thousands per address) are tested at their edge without sending
 * thousands of requests. The small budgets are exhausted by real requests in the tests.
 */
export async function spendBudget(server: Server, policy: RateLimitPolicy, key: string, hits: number) {
  const now = new Date();
  const row = {
    keyHash: rateLimitKeyHash(policy.name, key),
    windowStart: now,
    hits,
    expiresAt: new Date(now.getTime() + policy.windowMs),
  };
  await server.database.db
    .insert(rateLimits)
    .values(row)
    .onConflictDoUpdate({ target: rateLimits.keyHash, set: row });
}
