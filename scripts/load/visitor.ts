import type { Pool } from 'undici';
import type { LoadStats } from './stats';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: API answers, read loosely by the load script
  json: any;
}

/** The session cookie (`sid` on plain HTTP) of a Set-Cookie header, if any. */
function sessionCookie(setCookie: string | string[] | undefined): string | null {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of lines) {
    const match = /^((?:__Host-)?sid=[^;]+)/.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * One virtual visitor: its own cookie jar (one shop session at a time) and its own address over
 * the shared connection pool, every call timed under a name. A call with another status than
 * expected counts as an error.
 */
export class LoadVisitor {
  private cookie: string | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly stats: LoadStats,
    /** The visitor's address as the shop's proxy on loopback names it (X-Forwarded-For). */
    private readonly address: string,
  ) {}

  /** A new browser: forget the session (the next journey is a new visitor). */
  forgetSession(): void {
    this.cookie = null;
  }

  async call(
    kind: string,
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; expect?: number } = {},
  ): Promise<Answer | null> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.address,
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const started = performance.now();
    try {
      const response = await this.pool.request({
        method,
        path,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
      });
      const text = await response.body.text();
      const elapsed = performance.now() - started;
      const cookie = sessionCookie(response.headers['set-cookie']);
      if (cookie) this.cookie = cookie;
      const expected = options.expect ?? 200;
      if (response.statusCode !== expected) {
        this.stats.error(kind, `${response.statusCode} ${text.slice(0, 200)}`);
        return null;
      }
      this.stats.record(kind, elapsed);
      return { status: response.statusCode, json: text ? JSON.parse(text) : undefined };
    } catch (error) {
      this.stats.error(kind, error instanceof Error ? error.message : String(error));
      return null;
    }
  }
}
