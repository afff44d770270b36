import type { FieldValue } from '@domain/validation/additional-fields/field-error';
import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import { describe, expect, it } from 'vitest';
import { field, msg } from './fixtures';

const keyOf = (rules: string, value: FieldValue | undefined) =>
  validateFieldValue(field(rules), value)?.key ?? null;

describe('integer', () => {
  it.each([
    [5, null],
    ['5', null],
    [' -5 ', null],
    ['+5', null],
    [5.5, msg('integer')],
    ['5.5', msg('integer')],
    ['five', msg('integer')],
    ['1e3', msg('integer')],
    [true, msg('invalid')],
    [[], msg('invalid')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('required|integer', value)).toBe(key);
  });

  it.each([
    [null, msg('required')],
    ['', msg('required')],
    [undefined, msg('required')],
  ])('required with %j gives %s', (value, key) => {
    expect(keyOf('required|integer', value)).toBe(key);
  });

  it.each([[null], [''], ['  ']])('optional %j passes', (value) => {
    expect(keyOf('integer|min:1', value)).toBeNull();
  });
});

describe('integer within bounds (min:N, max:N bound the value)', () => {
  it.each([
    [0, msg('min_value')],
    [1, null],
    [24, null],
    [25, msg('max_value')],
    ['25', msg('max_value')],
  ])('min:1|max:24 with %j gives %s', (value, key) => {
    expect(keyOf('required|integer|min:1|max:24', value)).toBe(key);
  });

  it('carries the bound as length', () => {
    expect(validateFieldValue(field('integer|max:24'), 25)?.values).toEqual({ label: 'Field', length: 24 });
    expect(validateFieldValue(field('integer|min:1'), 0)?.values).toEqual({ label: 'Field', length: 1 });
  });

  it('a long number is not judged by its length', () => {
    expect(keyOf('integer|max:1000', 999)).toBeNull();
  });
});

describe('numeric', () => {
  it.each([
    ['1.5', null],
    ['.5', null],
    ['-2', null],
    ['1e3', null],
    [2.25, null],
    ['1,5', msg('numeric')],
    ['abc', msg('numeric')],
    ['1e999', msg('numeric')],
    [Number.POSITIVE_INFINITY, msg('numeric')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('required|numeric', value)).toBe(key);
  });

  it.each([
    ['0.5', msg('min_value')],
    ['1', null],
    ['10.5', msg('max_value')],
  ])('min:1|max:10 with %j gives %s', (value, key) => {
    expect(keyOf('numeric|min:1|max:10', value)).toBe(key);
  });
});

describe('in:X for numbers', () => {
  it.each([
    [12, null],
    ['24', null],
    ['012', null],
    [6, msg('in')],
  ])('in:12,24 with %j gives %s', (value, key) => {
    expect(keyOf('required|integer|in:12,24', value)).toBe(key);
  });
});

describe('sameAs and exists for numbers', () => {
  it.each([
    [5, { other: 5 }, null],
    [5, { other: '5' }, null],
    [5, { other: 6 }, msg('same_as')],
  ])('%j sameAs %j gives %s', (value, formValues, key) => {
    expect(validateFieldValue(field('integer|sameAs:other'), value, { formValues })?.key ?? null).toBe(key);
  });

  it('exists sees the number as text', () => {
    const exists = (_definition: unknown, value: string) => value === '12';
    expect(validateFieldValue(field('integer|exists'), 12, { exists })).toBeNull();
    expect(validateFieldValue(field('integer|exists'), 13, { exists })?.key).toBe(msg('exists'));
  });
});
