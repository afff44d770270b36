/** What a limiter answers for one attempt. */
export interface RateLimitDecision {
  /** False when the key has used up its budget for the current window. */
  allowed: boolean;
  /** Whole seconds until the window ends and the key may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Counts attempts per key (session, IP address, ...) and says whether one more is allowed. */
export interface RateLimiter {
  /** Records one attempt of `key` and decides on it; denied attempts are counted too. */
  hit(key: string): Promise<RateLimitDecision>;
}

/** A budget: at most `limit` attempts per key in each window of `windowMs` milliseconds. */
export interface RateLimitPolicy {
  /** Names the limiter; keys of different limiters never share a budget. */
  name: string;
  limit: number;
  windowMs: number;
}
