import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; the cookie value. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 160 random bits as 40 hex characters: codes of restore and draft links (letters and digits, as the links' sanitiser keeps). */
export function newLinkCode(): string {
  return randomBytes(20).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Cheap shape check before touching the database with whatever a cookie contains. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
