import type { FastifyRequest } from 'fastify';
import { serverMessage } from '../i18n/messages';
import { HttpError } from './api-error';

/** `"3"`, `3` or `W/"3"`: the cart version the caller saw. */
const VERSION_TAG = /^(?:W\/)?("?)(\d{1,9})\1$/;

/** What an `If-Match` header asks for: no condition, any current cart, a version, or nothing readable. */
export type IfMatch =
  | { kind: 'none' }
  | { kind: 'any' }
  | { kind: 'version'; version: number }
  | { kind: 'invalid' };

/** Reads an `If-Match` value; `*` is any current cart (RFC 9110 section 13.1.1). */
export function parseIfMatch(header: string | undefined): IfMatch {
  if (header === undefined) return { kind: 'none' };
  const value = header.trim();
  if (value === '*') return { kind: 'any' };
  const version = VERSION_TAG.exec(value)?.[2];
  return version === undefined ? { kind: 'invalid' } : { kind: 'version', version: Number(version) };
}

/**
 * The cart version a request's `If-Match` names; undefined without one or with `*` (every session
 * has a current cart, so `*` always matches). An unreadable value is refused with 422 and a field
 * error in the visitor's language that does not repeat the header.
 */
export async function expectedCartVersion(request: FastifyRequest): Promise<number | undefined> {
  const header = request.headers['if-match'];
  const condition = parseIfMatch(typeof header === 'string' ? header : undefined);
  if (condition.kind === 'version') return condition.version;
  if (condition.kind !== 'invalid') return undefined;
  const message = serverMessage(await request.locale(), 'if_match_invalid');
  throw new HttpError(422, 'validation_failed', { 'if-match': [message] });
}
