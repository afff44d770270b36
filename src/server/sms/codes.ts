import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_ALPHABET } from '@domain/validation/checkout/sms';
import { LIMITS } from '@domain/validation/limits';

/** A new SMS code: five characters drawn uniformly (crypto) from the spec's alphabet (no 0, l, I, O). */
export function newSmsCode(): string {
  let code = '';
  for (let index = 0; index < LIMITS.smsCodeLength; index += 1) {
    code += SMS_CODE_ALPHABET[randomInt(SMS_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * scrypt with a salt of its own per code: 58^5 ≈ 6.6 × 10^8 codes are few enough that a plain hash
 * of a leaked row could be reversed in seconds; scrypt makes that take days, longer than a code
 * lives (10 minutes).
 */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(code: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, Buffer.from(salt, 'hex'), KEY_LENGTH, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashSmsCode(code: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex');
  return { hash: (await derive(code, salt)).toString('hex'), salt };
}

/** Constant-time comparison of a typed code with a stored hash. Codes are case-sensitive. */
export async function smsCodeMatches(code: string, stored: { hash: string; salt: string }): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await derive(code, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
