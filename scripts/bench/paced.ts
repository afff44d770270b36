import { Pool } from 'undici';

/** One call as the bench sends it. */
export interface PlainRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  latenciesMs: number[];
  errors: number;
  seconds: number;
}

/**
 * Sends `rate` requests per second, evenly spaced, for `seconds`, over a pool of `connections`
 * (an open model, as visitors arrive: a slow answer does not hold the next request back).
 * autocannon's fixed rate starts every connection's share at the same tick, so the server meets
 * bursts of 20 at once and the latency measured is mostly the burst's queue. Latency is counted
 * from the moment a request was due, so a client that falls behind cannot hide the wait.
 */
export async function sendPaced(
  baseUrl: string,
  build: (index: number) => PlainRequest,
  options: { rate: number; seconds: number; connections: number },
): Promise<PacedResult> {
  const pool = new Pool(baseUrl, { connections: options.connections });
  const intervalMs = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  try {
    for (let index = 0; index < total; index += 1) {
      const dueAt = started + index * intervalMs;
      const wait = dueAt - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const request = build(index);
      inFlight.push(
        pool
          .request({ ...request, body: request.body ?? null })
          .then(async (response) => {
            await response.body.dump();
            if (response.statusCode >= 400) errors += 1;
          })
          .catch(() => {
            errors += 1;
          })
          .finally(() => {
            latenciesMs.push(performance.now() - dueAt);
          }),
      );
    }
    await Promise.all(inFlight);
    return { latenciesMs, errors, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pool.close();
  }
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
