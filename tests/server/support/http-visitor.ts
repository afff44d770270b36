import { sessionCookieFrom } from './server';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed body (like light-my-request's `json()`: each test reads the fields it checks). */
  // biome-ignore lint/suspicious/noExplicitAny: answers of many endpoints, read loosely in tests
  json: any;
}

/**
 * One browser over real HTTP (a listening server on the loopback address): its own cookie jar of
 * one session, so several visitors, or several tabs of one, can send truly concurrent requests.
 */
export class HttpVisitor {
  cookie: string | null;

  constructor(
    private readonly baseUrl: string,
    cookie: string | null = null,
  ) {
    this.cookie = cookie;
  }

  /** Another tab of the same browser: the same session cookie. */
  tab(): HttpVisitor {
    return new HttpVisitor(this.baseUrl, this.cookie);
  }

  async send(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0 && setCookie.some((line) => /(^|__Host-)sid=/.test(line))) {
      this.cookie = sessionCookieFrom(setCookie);
    }
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a page, a redirect): the text is the answer.
    }
    return { status: response.status, headers: response.headers, json };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.send('GET', path, headers ? { headers } : {});
  }

  put(path: string, body: unknown, headers?: Record<string, string>) {
    return this.send('PUT', path, { body, ...(headers ? { headers } : {}) });
  }

  post(path: string, body: unknown, headers?: Record<string, string>) {
    return this.send('POST', path, { body, ...(headers ? { headers } : {}) });
  }
}
