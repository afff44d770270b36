import { AddressForm } from '@domain/validation/checkout/address';
import { describe, expect, it } from 'vitest';
import { fieldError } from './errors';

const address = {
  street: 'Main St 1',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 123',
};
const key = (name: string) => `customer.form_validation.${name}`;

describe.each([
  ['street', 200],
  ['postal_code', 10],
  ['city', 100],
] as const)('address %s: required, max %i', (name, max) => {
  it.each([
    ['', key(`${name}_required`)],
    ['  ', key(`${name}_required`)],
    [undefined, key(`${name}_required`)],
    ['1'.repeat(max), null],
    [` ${'1'.repeat(max)} `, null],
    ['1'.repeat(max + 1), key(`${name}_max_length`)],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(AddressForm, { ...address, [name]: value }, name)).toBe(expected);
  });
});

describe('address country_code: required, two letters', () => {
  it.each([
    ['', key('country_code_required')],
    [undefined, key('country_code_required')],
    ['DE', null],
    ['at', null],
    ['D', key('country_code_invalid')],
    ['DEU', key('country_code_invalid')],
    ['D1', key('country_code_invalid')],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(AddressForm, { ...address, country_code: value }, 'country_code')).toBe(expected);
  });
});

describe('address phone: required, only digits, spaces and plus', () => {
  it.each([
    ['', key('phone_required')],
    ['   ', key('phone_required')],
    [undefined, key('phone_required')],
    ['+49 30 1234567', null],
    ['030 1234567', null],
    ['030-1234567', key('phone_invalid')],
    ['030/1234567', key('phone_invalid')],
    ['+', key('phone_invalid')],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(AddressForm, { ...address, phone: value }, 'phone')).toBe(expected);
  });
});

describe('address output', () => {
  it('is trimmed with an upper-case country code', () => {
    expect(AddressForm.parse({ ...address, city: ' Berlin ', country_code: ' at ' })).toEqual({
      ...address,
      country_code: 'AT',
    });
  });
});
