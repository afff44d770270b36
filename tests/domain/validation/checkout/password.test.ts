import { PasswordForm } from '@domain/validation/checkout/password';
import { describe, expect, it } from 'vitest';
import { firstErrors } from './errors';

const key = (name: string) => `customer.form_validation.${name}`;

describe('password: at least 8 with upper, lower, digit and special', () => {
  it.each([
    ['', key('password_required')],
    [undefined, key('password_required')],
    ['Secre1!', key('password_min_length')],
    ['Secret1!', null],
    ['secret1!', key('password_invalid')],
    ['SECRET1!', key('password_invalid')],
    ['Secreta!', key('password_invalid')],
    ['Secret12', key('password_invalid')],
  ])('%j gives %s', (password, expected) => {
    expect(firstErrors(PasswordForm, { password, password_confirmation: password }).password ?? null).toBe(
      expected,
    );
  });
});

describe('password confirmation must match', () => {
  it.each([
    ['Secret1!', 'Secret1!', null],
    ['Secret1!', 'Secret1?', 'validation.samePassword'],
    ['Secret1!', 'secret1!', 'validation.samePassword'],
    ['Secret1!', ' Secret1!', 'validation.samePassword'],
    ['Secret1!', '', key('password_confirmation_required')],
    ['Secret1!', undefined, key('password_confirmation_required')],
    ['short', 'other', 'validation.samePassword'],
  ])('%j and %j give %s', (password, password_confirmation, expected) => {
    expect(firstErrors(PasswordForm, { password, password_confirmation }).password_confirmation ?? null).toBe(
      expected,
    );
  });

  it.each([[''], [undefined], [42]])(
    'a confirmation %j gives one message, not also the mismatch',
    (value) => {
      const issues =
        PasswordForm.safeParse({ password: 'Secret1!', password_confirmation: value }).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([key('password_confirmation_required')]);
    },
  );

  it.each([['Secret1!'], [null], [undefined]])(
    'a form %j that is not an object gives one message',
    (form) => {
      expect(PasswordForm.safeParse(form).error?.issues).toHaveLength(1);
    },
  );

  it('does not trim passwords', () => {
    expect(PasswordForm.parse({ password: ' Secret1! ', password_confirmation: ' Secret1! ' }).password).toBe(
      ' Secret1! ',
    );
  });
});
