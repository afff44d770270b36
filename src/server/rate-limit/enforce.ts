import type { ApiError } from '@contract/common';
import { HttpError } from '../http/api-error';
import type { ServerMessageKey } from '../i18n/messages';
import type { RateLimiter } from './rate-limiter';

/**
 * Counts one attempt of `key` and refuses it with 429, `Retry-After` (seconds until the window
 * ends) and the given message when the key's budget is used up.
 */
export async function enforceBudget(
  limiter: RateLimiter,
  key: string,
  code: ServerMessageKey = 'rate_limited',
  fieldErrors: ApiError['errors'] = {},
): Promise<void> {
  const decision = await limiter.hit(key);
  if (!decision.allowed) {
    throw new HttpError(429, code, fieldErrors, { 'retry-after': String(decision.retryAfterSeconds) });
  }
}
