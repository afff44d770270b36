import { BasicInfoForm } from '@domain/validation/checkout/basic-info';
import { describe, expect, it } from 'vitest';
import { fieldError } from './errors';

const person = {
  group: 1,
  gender: 0,
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@example.com',
  company_name: null,
  company_vat_id: null,
};
const company = { ...person, group: 0, company_name: 'Berg GmbH', company_vat_id: 'DE 123 456 789' };
const key = (name: string) => `customer.form_validation.${name}`;

describe.each(['first_name', 'last_name'])('basic info %s: required, max 100', (name) => {
  it.each([
    ['', key(`${name}_required`)],
    ['   ', key(`${name}_required`)],
    [undefined, key(`${name}_required`)],
    [null, key(`${name}_required`)],
    ['a', null],
    ['a'.repeat(100), null],
    [` ${'a'.repeat(100)} `, null],
    ['a'.repeat(101), key(`${name}_max_length`)],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(BasicInfoForm, { ...person, [name]: value }, name)).toBe(expected);
  });
});

describe('basic info email: required and valid', () => {
  it.each([
    ['', key('email_required')],
    [undefined, key('email_required')],
    ['  ', key('email_required')],
    ['anna@example', key('email_valid_email')],
    ['anna.example.com', key('email_valid_email')],
    [' anna@example.com ', null],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(BasicInfoForm, { ...person, email: value }, 'email')).toBe(expected);
  });
});

describe.each(['gender', 'group'])('basic info %s: 0 or 1, required', (name) => {
  it.each([
    [0, null],
    [1, null],
    [2, key(`${name}_required`)],
    ['0', key(`${name}_required`)],
    [undefined, key(`${name}_required`)],
    [null, key(`${name}_required`)],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(BasicInfoForm, { ...company, [name]: value }, name)).toBe(expected);
  });
});

describe('basic info company_name: required for companies (group 0), max 100', () => {
  it.each([
    [0, 'Berg GmbH', null],
    [0, '', key('company_name_required')],
    [0, '   ', key('company_name_required')],
    [0, null, key('company_name_required')],
    [0, undefined, key('company_name_required')],
    [1, null, null],
    [1, '', null],
    [0, 'c'.repeat(100), null],
    [0, 'c'.repeat(101), key('company_name_max_length')],
  ])('group %i with %j gives %s', (group, value, expected) => {
    expect(fieldError(BasicInfoForm, { ...company, group, company_name: value }, 'company_name')).toBe(
      expected,
    );
  });
});

describe('basic info company_vat_id: spaces stripped, max 100', () => {
  it.each([
    ['1'.repeat(100), null],
    ['1'.repeat(101), key('company_vat_id_max_length')],
    [`${'1'.repeat(100)}    `, null],
    ['1 '.repeat(100), null],
    [null, null],
    [undefined, null],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(BasicInfoForm, { ...company, company_vat_id: value }, 'company_vat_id')).toBe(expected);
  });
});

describe('basic info output', () => {
  it('is trimmed, with the VAT id without spaces', () => {
    expect(BasicInfoForm.parse({ ...company, first_name: ' Anna ', company_name: ' Berg GmbH ' })).toEqual({
      ...company,
      first_name: 'Anna',
      company_name: 'Berg GmbH',
      company_vat_id: 'DE123456789',
    });
  });

  it('drops company data of private persons', () => {
    expect(BasicInfoForm.parse({ ...company, group: 1 })).toEqual({
      ...person,
      company_name: null,
      company_vat_id: null,
    });
  });

  it('gives null for an empty VAT id of a company', () => {
    expect(BasicInfoForm.parse({ ...company, company_vat_id: '  ' }).company_vat_id).toBeNull();
  });

  it.each([[null], ['Anna']])('a form %j that is not an object gives one message', (form) => {
    expect(BasicInfoForm.safeParse(form).error?.issues).toHaveLength(1);
  });

  it('reports every failing field at once', () => {
    const result = BasicInfoForm.safeParse({ group: 0, gender: 0, first_name: '', last_name: '', email: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'first_name',
      'last_name',
      'email',
      'company_name',
    ]);
  });
});
