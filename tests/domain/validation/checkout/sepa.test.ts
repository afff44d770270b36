import { createSepaForm } from '@domain/validation/checkout/sepa';
import { describe, expect, it } from 'vitest';
import { fieldError } from './errors';

const withBank = createSepaForm({ showBankField: true });
const withoutBank = createSepaForm({ showBankField: false });
const sepa = {
  holder: 'Anna Berg',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bank: 'Commerzbank',
  permission: true,
};
const key = (name: string) => `payment.form_validation.${name}`;

describe('SEPA holder: required, min 3', () => {
  it.each([
    ['', key('holder_required')],
    ['  ', key('holder_required')],
    [undefined, key('holder_required')],
    ['ab', key('holder_min_length')],
    [' ab ', key('holder_min_length')],
    ['abc', null],
  ])('%j gives %s', (holder, expected) => {
    expect(fieldError(withBank, { ...sepa, holder }, 'holder')).toBe(expected);
  });
});

describe('SEPA IBAN: required, pattern, length and checksum', () => {
  it.each([
    ['', key('iban_required')],
    ['   ', key('iban_required')],
    [undefined, key('iban_required')],
    ['DE', key('iban_min_length')],
    ['D E', key('iban_min_length')],
    ['DE8', key('iban_invalid')],
    ['DE89370400440532013000', null],
    ['DE89 3704 0044 0532 0130 00', null],
    ['de89370400440532013000', null],
    ['DE89370400440532013001', key('iban_checksum')],
    ['DE88370400440532013000', key('iban_checksum')],
    ['GB82WEST12345698765432', null],
    ['MT84MALT011000012345MTLCAST001S', null],
    ['LC55HEMM000100010012001200023015', null],
    ['12DE370400440532013000', key('iban_invalid')],
    ['DEXX370400440532013000', key('iban_invalid')],
    ['DE89-3704-0044-0532-0130-00', key('iban_invalid')],
    [`DE89${'1'.repeat(30)}`, key('iban_checksum')],
    [`DE89${'1'.repeat(31)}`, key('iban_max_length')],
  ])('%j gives %s', (iban, expected) => {
    expect(fieldError(withBank, { ...sepa, iban }, 'iban')).toBe(expected);
  });

  it('outputs the IBAN without spaces in upper case', () => {
    expect(withBank.parse({ ...sepa, iban: 'de89 3704 0044 0532 0130 00' }).iban).toBe(
      'DE89370400440532013000',
    );
  });
});

describe('SEPA BIC: required, 8 to 11, four-letter bank code', () => {
  it.each([
    ['', key('bic_required')],
    [undefined, key('bic_required')],
    ['COBADEF', key('bic_min_length')],
    ['COBADEFF', null],
    ['COBADEFFXXX', null],
    ['cobadeffxxx', null],
    ['COBA DEFF XXX', null],
    ['COBADEFFXXXX', key('bic_max_length')],
    ['COBADEFFX', key('bic_invalid')],
    ['COBADEFFXX', key('bic_invalid')],
    ['C0BADEFF', key('bic_invalid')],
    ['COBA1EFF', key('bic_invalid')],
    ['COBAXXFF', key('bic_invalid')],
  ])('%j gives %s', (bic, expected) => {
    expect(fieldError(withBank, { ...sepa, bic }, 'bic')).toBe(expected);
  });
});

describe('SEPA bank: required only if the brand shows the bank field, max 255', () => {
  it.each([
    [withBank, '', key('bank_required')],
    [withBank, undefined, key('bank_required')],
    [withBank, 'b'.repeat(255), null],
    [withBank, 'b'.repeat(256), key('bank_max_length')],
    [withoutBank, '', null],
    [withoutBank, undefined, null],
    [withoutBank, null, null],
    [withoutBank, 'b'.repeat(255), null],
    [withoutBank, 'b'.repeat(256), key('bank_max_length')],
  ])('%#: %j gives %s', (schema, bank, expected) => {
    expect(fieldError(schema, { ...sepa, bank }, 'bank')).toBe(expected);
  });

  it.each([
    [withBank, ' Commerzbank ', 'Commerzbank'],
    [withoutBank, ' Commerzbank ', 'Commerzbank'],
    [withoutBank, '  ', null],
    [withoutBank, undefined, null],
  ])('%#: %j is saved as %j', (schema, bank, saved) => {
    expect(schema.parse({ ...sepa, bank }).bank).toBe(saved);
  });
});

describe('SEPA debit authorization must be accepted', () => {
  it.each([
    [true, null],
    [false, key('permission_required')],
    [undefined, key('permission_required')],
    ['true', key('permission_required')],
  ])('%j gives %s', (permission, expected) => {
    expect(fieldError(withBank, { ...sepa, permission }, 'permission')).toBe(expected);
  });
});
