import type { FastifyRequest } from 'fastify';
import { isAppPage } from './static';

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

/** Segments an unmatched request's logged path keeps: `/api/v2/<resource>` names the API's own part. */
const UNMATCHED_SEGMENTS_KEPT = 3;

/**
 * The path of a request no route matched as the logs show it: an app page (a GET outside `/api`,
 * whose paths are the router's fixed screens) as it is; anything else by its first three segments,
 * the rest each `~`, as they could be a value (a domain name with a stray slash, a code).
 */
function unmatchedPath(method: string, path: string): string {
  if (isAppPage(method, path)) return path;
  return path
    .split('/')
    .map((segment, index) => (index <= UNMATCHED_SEGMENTS_KEPT || segment === '' ? segment : '~'))
    .join('/');
}

/**
 * A request URL as the logs show it: the pattern of the route that answers it
 * (`/api/v2/domain-recommendations/:domain`), so no path parameter is logged (domain names, promo
 * codes, order and draft ids), and the names of its query parameters (withoutQueryValues).
 * `routePattern` is Fastify's `routeOptions.url`, undefined when no route matched.
 */
export function loggedUrl(method: string, url: string, routePattern: string | undefined): string {
  const shown = withoutQueryValues(url);
  const at = shown.indexOf('?');
  const path = at < 0 ? shown : shown.slice(0, at);
  const query = at < 0 ? '' : shown.slice(at);
  return `${routePattern ?? unmatchedPath(method, path)}${query}`;
}

/**
 * What a log line says about a request (pino `req` serializer): method, the URL by its route's
 * pattern and query parameter names (loggedUrl), and host (the brand). No headers (cookies,
 * tokens), no client address (personal data under the GDPR); the request id is on every line of
 * the request already (`reqId`).
 */
export function requestLogFields(request: FastifyRequest): Record<string, string> {
  const url = loggedUrl(request.method, request.url, request.routeOptions.url);
  return { method: request.method, url, host: request.host };
}

/** Where the server writes its JSON log lines: stdout, or a stream given by a test. */
export interface LogStream {
  write(line: string): void;
}

/**
 * What a log line says about an error (pino's `err`). For a failed database statement `code` is
 * its SQLSTATE (`22P05`, `23505`, ...) and `statement` its kind and table (`update sessions`).
 */
export type ErrorLogFields = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statement?: string;
};

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 10) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function ownString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/** `update sessions` of `update "sessions" set ...`: the statement's name without any of its values. */
export function statementName(sql: string): string | undefined {
  const kind = /^\s*(select|insert|update|delete|with)\b/i.exec(sql)?.[1]?.toLowerCase();
  if (!kind) return undefined;
  const table = /\b(?:from|into|update)\s+"?([A-Za-z_]\w*)"?/i.exec(sql)?.[1];
  return table ? `${kind} ${table}` : kind;
}

/** A driver's or drizzle's error about a statement: it carries the SQL, its parameters or a SQLSTATE. */
function isDatabaseError(error: unknown): boolean {
  if (ownString(error, 'query') !== undefined && Object.hasOwn(error as object, 'params')) return true;
  const code = ownString(error, 'code');
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code) && ownString(error, 'severity') !== undefined;
}

/**
 * The pino `err` serializer. A database error is logged with its SQLSTATE and its statement's name
 * only: its message, detail and stack carry the statement's parameters (names, e-mail, IBAN, product
 * passwords, session hashes) and the values the database refused. Any other error is logged with its
 * own message and stack, without the messages of its causes.
 */
export function errorLogFields(error: unknown): ErrorLogFields {
  const chain = causesOf(error);
  const database = chain.find(isDatabaseError);
  if (database) {
    const code = chain
      .map((entry) => ownString(entry, 'code'))
      .find((entry) => entry && /^[0-9A-Z]{5}$/.test(entry));
    const sql = chain.map((entry) => ownString(entry, 'query')).find((entry) => entry !== undefined);
    return {
      type: 'DatabaseError',
      message: 'a database statement failed',
      stack: '',
      ...(code ? { code } : {}),
      ...(sql ? { statement: statementName(sql) } : {}),
    };
  }
  if (error instanceof Error) {
    return { type: error.constructor.name, message: error.message, stack: error.stack ?? '' };
  }
  return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
}

/**
 * Paths pino blanks in every line, besides the serializers above: request parts, should a line ever
 * carry them, and the fields of this shop that hold secrets or personal data.
 */
export const LOG_REDACT_PATHS = [
  'req.headers',
  'req.body',
  'req.query',
  'res.headers',
  'headers',
  'body',
  'params',
  'query',
  '*.password',
  '*.root_password',
  '*.iban',
  '*.bic',
  '*.holder',
  '*.email',
  '*.phone',
  '*.first_name',
  '*.last_name',
  '*.street',
  '*.cookie',
  '*.authorization',
  '*.session_code',
  '*.smsCode',
];
