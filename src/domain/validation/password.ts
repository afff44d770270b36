import { LIMITS } from './limits';

/**
 * Secure password (catalogue spec `secure_password`, checkout spec "Password"): at least 8
 * characters with an upper-case letter, a lower-case letter, a digit and a special character.
 * A special character is anything that is not a letter, a digit or whitespace.
 */
export function isSecurePassword(value: string): boolean {
  return (
    [...value].length >= LIMITS.passwordMin &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Nd}/u.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value)
  );
}
