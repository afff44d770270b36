import { fieldsApi } from '@contract/api';
import { ValidateFieldsBody, ValidateFieldsResponse } from '@contract/fields';
import { describe, expect, it } from 'vitest';

describe('additional fields validation (POST /api/v2/additional-fields/validate)', () => {
  const body = {
    fields: [
      { id: 3, value: 'shop.example.de', type: 'product' },
      { id: 8, value: 'ACME-REG-1', type: 'domain' },
      { id: 9, value: [{ first_name: 'Max', last_name: 'Muster' }], type: 'addon' },
      { id: 10, value: true, type: 'upsell' },
      { id: 11, value: 4, type: 'product' },
      { id: 12, value: null, type: 'product' },
    ],
  };

  it('fields with id, value and type parse', () => {
    expect(fieldsApi.validate.body.parse(body)).toEqual(body);
  });

  it.each([
    ['an unknown type', { fields: [{ id: 3, value: 'x', type: 'customer' }] }],
    ['an id as text', { fields: [{ id: 'domain', value: 'x', type: 'product' }] }],
    ['no fields', { fields: [] }],
    ['no type', { fields: [{ id: 3, value: 'x' }] }],
    ['an object value', { fields: [{ id: 3, value: { a: 'b' }, type: 'product' }] }],
    ['an over-long value', { fields: [{ id: 3, value: 'x'.repeat(1001), type: 'product' }] }],
    [
      'too many persons',
      { fields: [{ id: 9, value: Array.from({ length: 13 }, () => ({ first_name: 'a' })), type: 'addon' }] },
    ],
    [
      'more than 100 fields',
      { fields: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, value: 'x', type: 'product' })) },
    ],
  ])('rejects %s', (_name, bad) => {
    expect(ValidateFieldsBody.safeParse(bad).success).toBe(false);
  });

  it('answers per-field errors keyed by field id', () => {
    const answer = { valid: false, errors: { '3': ['Please provide a valid domain'] } };
    expect(fieldsApi.validate.response.parse(answer)).toEqual(answer);
    expect(ValidateFieldsResponse.parse({ valid: true, errors: {} })).toEqual({ valid: true, errors: {} });
    expect(ValidateFieldsResponse.safeParse({ valid: false, errors: { domain: ['x'] } }).success).toBe(false);
    expect(ValidateFieldsResponse.safeParse({ valid: false, errors: { '3': 'x' } }).success).toBe(false);
  });
});
