import type { FieldValue } from '@domain/validation/additional-fields/field-error';
import { nsaAdditionalAddressDataToSave } from '@domain/validation/additional-fields/nsa';
import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import { describe, expect, it } from 'vitest';
import { field, msg } from './fixtures';

const additionalData = (rules = '') => field(rules, { input_component: 'nsa_additional_address_data' });
const address = (rules = 'required') => field(rules, { input_component: 'nsa_address' });

const failingParts = (definition: ReturnType<typeof field>, value: FieldValue) =>
  Object.keys(validateFieldValue(definition, value)?.subfields ?? {});

describe('nsa PO box: city, number and zip required only when the box is ticked', () => {
  it.each([
    [{ po_box: '0' }, []],
    [{ po_box: '0', po_box_city: '', po_box_number: '', po_box_zip: '' }, []],
    [{}, []],
    [{ po_box: '1' }, ['po_box_number', 'po_box_zip', 'po_box_city']],
    [{ po_box: 'true', po_box_number: '12', po_box_zip: '10115' }, ['po_box_city']],
    [{ po_box: '1', po_box_number: '12', po_box_city: 'Berlin' }, ['po_box_zip']],
    [{ po_box: '1', po_box_zip: '10115', po_box_city: 'Berlin' }, ['po_box_number']],
    [{ po_box: '1', po_box_number: ' 12 ', po_box_zip: '10115', po_box_city: 'Berlin' }, []],
    [{ po_box: '1', po_box_number: '  ', po_box_zip: '10115', po_box_city: 'Berlin' }, ['po_box_number']],
  ])('%j fails on %j', (record, parts) => {
    expect(failingParts(additionalData(), [record])).toEqual(parts);
    expect(failingParts(additionalData('required'), [record])).toEqual(parts);
  });

  it.each([
    [
      {
        po_box: '1',
        po_box_number: '1'.repeat(20),
        po_box_zip: '1'.repeat(10),
        po_box_city: 'c'.repeat(100),
      },
      [],
    ],
    [
      {
        po_box: '1',
        po_box_number: '1'.repeat(21),
        po_box_zip: '1'.repeat(11),
        po_box_city: 'c'.repeat(101),
      },
      ['po_box_number', 'po_box_zip', 'po_box_city'],
    ],
    [{ po_box: '0', addition: 'a'.repeat(100) }, []],
    [{ po_box: '0', addition: 'a'.repeat(101), po_box_zip: '1'.repeat(11) }, ['addition']],
  ])('lengths: %j fails on %j', (record, parts) => {
    expect(failingParts(additionalData(), [record])).toEqual(parts);
  });

  it('gives the first part error as the field error, with all part errors', () => {
    expect(validateFieldValue(additionalData(), [{ po_box: '1', po_box_number: '12' }])).toEqual({
      key: msg('required'),
      values: { label: 'po_box_zip' },
      subfields: {
        po_box_zip: { key: msg('required'), values: { label: 'po_box_zip' } },
        po_box_city: { key: msg('required'), values: { label: 'po_box_city' } },
      },
    });
  });

  it.each([[null], [[]], ['']])('an empty value %j is valid', (value) => {
    expect(validateFieldValue(additionalData('required'), value)).toBeNull();
  });

  it.each([['PO box 12'], [[{ po_box: '1' }, { po_box: '0' }]]])(
    'a value of the wrong shape %j is invalid',
    (value) => {
      expect(validateFieldValue(additionalData(), value)?.key).toBe(msg('invalid'));
    },
  );
});

describe('nsaAdditionalAddressDataToSave', () => {
  it.each([
    [
      { po_box: '0', addition: 'c/o Berg', po_box_number: '12', po_box_zip: '10115', po_box_city: 'Berlin' },
      { po_box: '0', addition: 'c/o Berg' },
    ],
    [
      { po_box: 'true', po_box_number: '12' },
      { po_box: '1', po_box_number: '12' },
    ],
    [{}, { po_box: '0' }],
  ])('%j saves %j', (record, saved) => {
    expect(nsaAdditionalAddressDataToSave(record)).toEqual(saved);
  });
});

describe('nsa address: street, number, zip and city', () => {
  const complete = { street: 'Main St', number: '1a', zip: '10115', city: 'Berlin' };

  it.each([
    ['required', complete, []],
    ['required', {}, ['street', 'number', 'zip', 'city']],
    ['required', { ...complete, number: '' }, ['number']],
    ['', {}, []],
    ['', { street: 'Main St' }, ['number', 'zip', 'city']],
    ['required', { ...complete, street: 's'.repeat(200), city: 'c'.repeat(100), zip: '1'.repeat(10) }, []],
    [
      'required',
      { street: 's'.repeat(201), number: '1'.repeat(21), zip: '1'.repeat(11), city: 'c'.repeat(101) },
      ['street', 'number', 'zip', 'city'],
    ],
  ])('%j with %j fails on %j', (rules, record, parts) => {
    expect(failingParts(address(rules), [record])).toEqual(parts);
  });

  it.each([
    ['required', null, msg('required')],
    ['', null, null],
  ])('%j with an empty value gives %s', (rules, value, key) => {
    expect(validateFieldValue(address(rules), value)?.key ?? null).toBe(key);
  });
});
