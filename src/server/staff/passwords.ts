import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;
const COST = 2 ** 15;
const KEY_LENGTH = 32;
const OPTIONS = { N: COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** `scrypt$N$salt$hash` (Node's scrypt, salted per password). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, OPTIONS);
  return `scrypt$${COST}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    ...OPTIONS,
    N: Number(cost),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
