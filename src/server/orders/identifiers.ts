import { createHash, randomInt } from 'node:crypto';
import { Cart } from '@contract/cart';

/**
 * Order codes: 10 characters from upper-case letters and digits without look-alikes (0/O, 1/I).
 * Our choice (the spec shows no format): letters and digits only, because the app's path-id
 * sanitiser keeps nothing else (`/confirm/{order_code}`, `/cancel-paypal-subscription/{order_code}`);
 * 32^10 ≈ 10^15 codes, so a code cannot be guessed and the unique index never fires in practice.
 */
const ORDER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ORDER_CODE_LENGTH = 10;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters drawn uniformly (crypto) from `alphabet`. */
export function randomString(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

export const newOrderCode = (): string => randomString(ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH);

/**
 * An opaque token of letters and digits (≈ 238 bits for 40 characters): survives the app's
 * payment-redirect sanitiser (word characters and `! + / =`) and needs no URL escaping.
 */
export const newOpaqueToken = (length = 40): string => randomString(ALPHANUMERIC, length);

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted at every level: equal values give equal text (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Fingerprint of a cart: the contract's shape (unknown keys dropped), canonical JSON, SHA-256. Two
 * carts with the same rows, elements, terms, fields and codes have the same hash.
 */
export function cartHash(cart: Cart): string {
  return sha256(canonicalJson(Cart.parse(cart)));
}
