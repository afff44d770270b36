import { isSecurePassword } from '@domain/validation/password';
import { describe, expect, it } from 'vitest';

describe('isSecurePassword (secure_password)', () => {
  it.each([
    ['Secre1!', false, '7 characters'],
    ['Secret1!', true, '8 characters with all four classes'],
    ['secret1!', false, 'no upper case'],
    ['SECRET1!', false, 'no lower case'],
    ['Secreta!', false, 'no digit'],
    ['Secret12', false, 'no special character'],
    ['Secret1 x', false, 'a space is not a special character'],
    ['Geheim1§', true, '§ is a special character'],
    ['Ärger12_', true, 'non-ASCII upper case and underscore'],
  ])('%j is secure: %s (%s)', (value, secure) => {
    expect(isSecurePassword(value)).toBe(secure);
  });
});
