import type { FastifyRequest } from 'fastify';

/**
 * A URL as the logs show it: the path and the names of its query parameters, every value replaced
 * by `~`. Query values of this shop carry secrets and personal data (restore and draft codes,
 * OAuth codes and states, payment redirect results, domain search terms), and the logs keep none.
 */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const name = part.split('=')[0] ?? '';
      // A name is shown only when it is a plain identifier; anything else could be data itself.
      return /^[A-Za-z0-9_.-]{1,40}$/.test(name) ? name : '_';
    });
  return `${url.slice(0, at)}?${names.map((name) => `${name}=~`).join('&')}`;
}

/**
 * What a log line says about a request (pino `req` serializer): method, path without query values
 * and host (the brand). No headers (cookies, tokens), no client address (personal data under the
 * GDPR); the request id is on every line of the request already (`reqId`).
 */
export function requestLogFields(request: FastifyRequest): Record<string, string> {
  return { method: request.method, url: withoutQueryValues(request.url), host: request.host };
}

/** Where the server writes its JSON log lines: stdout, or a stream given by a test. */
export interface LogStream {
  write(line: string): void;
}
