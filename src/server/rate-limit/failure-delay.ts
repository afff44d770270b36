/**
 * A growing delay after failed attempts (password guessing), instead of a lock: the first `free`
 * failures cost nothing, then each further one doubles the wait before the next attempt, from
 * `baseMs` up to `maxMs`.
 */
export interface FailureDelayPolicy {
  /** Names the throttle; keys of different throttles never share a count. */
  name: string;
  free: number;
  baseMs: number;
  maxMs: number;
  /** A count is forgotten this long after its last failure. */
  forgetAfterMs: number;
}

/** Milliseconds to wait after the last of `failures` failed attempts before the next attempt. */
export function delayAfterFailures(
  failures: number,
  policy: Pick<FailureDelayPolicy, 'free' | 'baseMs' | 'maxMs'>,
): number {
  if (failures < policy.free) return 0;
  const doublings = Math.min(failures - policy.free, 30);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** doublings);
}
