import {
  createSmsValidationForm,
  isSmsCodeCharacter,
  SMS_CODE_ALPHABET,
} from '@domain/validation/checkout/sms';
import { describe, expect, it } from 'vitest';
import { fieldError } from './errors';

const noPhone = createSmsValidationForm({ customerHasPhone: false });
const hasPhone = createSmsValidationForm({ customerHasPhone: true });
const key = (name: string) => `sms.form_validation.${name}`;

describe('SMS code alphabet: digits 1-9 and letters without 0, l, I, O', () => {
  it.each([...'123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'])('%j is allowed', (char) => {
    expect(isSmsCodeCharacter(char)).toBe(true);
  });

  it.each([['0'], ['l'], ['I'], ['O'], ['-'], [' '], ['ä'], [''], ['ab']])('%j is not allowed', (char) => {
    expect(isSmsCodeCharacter(char)).toBe(false);
  });

  it('has 9 digits and 49 letters', () => {
    expect(SMS_CODE_ALPHABET).toHaveLength(58);
  });
});

describe('SMS code: exactly five allowed characters', () => {
  it.each([
    ['', key('code_required')],
    ['  ', key('code_required')],
    [undefined, key('code_required')],
    ['a1B2c', null],
    [' a1B2c ', null],
    ['a1B2', key('code_length')],
    ['a1B2c3', key('code_length')],
    ['a1B20', key('code_invalid')],
    ['a1Bl2', key('code_invalid')],
    ['I1B22', key('code_invalid')],
    ['O1B22', key('code_invalid')],
    ['a1 2c', key('code_invalid')],
  ])('%j gives %s', (smsCode, expected) => {
    expect(fieldError(noPhone, { smsCode, phoneNo: '+49 30 123' }, 'smsCode')).toBe(expected);
  });
});

describe('SMS phone: required (trimmed) if the customer has none', () => {
  it.each([
    [noPhone, '', key('phone_required')],
    [noPhone, '   ', key('phone_required')],
    [noPhone, undefined, key('phone_required')],
    [noPhone, '+49 30 123', null],
    [noPhone, '030-123', key('phone_invalid')],
    [hasPhone, '', null],
    [hasPhone, undefined, null],
    [hasPhone, null, null],
    [hasPhone, '+49 30 123', null],
    [hasPhone, '030-123', key('phone_invalid')],
  ])('%#: %j gives %s', (schema, phoneNo, expected) => {
    expect(fieldError(schema, { smsCode: 'a1B2c', phoneNo }, 'phoneNo')).toBe(expected);
  });

  it.each([
    [noPhone, ' +49 30 123 ', '+49 30 123'],
    [hasPhone, '  ', undefined],
    [hasPhone, ' +49 30 123 ', '+49 30 123'],
  ])('%#: %j is sent as %j', (schema, phoneNo, sent) => {
    expect(schema.parse({ smsCode: 'a1B2c', phoneNo }).phoneNo).toBe(sent);
  });
});
