import { ApiRequestError } from './client';

/** Waits before each repeat of a call the server did not decide (ms). */
export const UNDECIDED_RETRY_DELAYS_MS: readonly number[] = [500, 1500, 3000];

/**
 * Whether a failed call leaves open what the server did: no answer at all (status 0: a dropped
 * connection) or a 5xx. A 4xx is the server's decision and is never repeated.
 */
export const isUndecided = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

const pause = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Runs an idempotent call (the same request, e.g. the same idempotency key) and repeats it while
 * its outcome is undecided, after each delay in turn; the last failure is thrown when none is left.
 * An abort of `signal` stops the waiting.
 */
export async function retryUndecided<T>(
  call: () => Promise<T>,
  signal?: AbortSignal,
  delays: readonly number[] = UNDECIDED_RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delays) {
    try {
      return await call();
    } catch (error) {
      if (!isUndecided(error) || signal?.aborted) throw error;
    }
    await pause(delay, signal);
  }
  return call();
}
