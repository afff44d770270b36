import { toBoolean } from '@domain/validation/additional-fields/boolean-value';
import type { FieldValue } from '@domain/validation/additional-fields/field-error';
import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import { describe, expect, it } from 'vitest';
import { field, msg } from './fixtures';

const keyOf = (rules: string, value: FieldValue | undefined) =>
  validateFieldValue(field(rules), value)?.key ?? null;

describe('toBoolean', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    [' TRUE ', true],
    ['false', false],
    ['yes', null],
    [2, null],
    [null, null],
    [[], null],
  ])('%j reads as %j', (value, expected) => {
    expect(toBoolean(value)).toBe(expected);
  });
});

describe('boolean with required (must be truthy)', () => {
  it.each([
    [true, null],
    ['1', null],
    [1, null],
    [false, msg('required')],
    ['0', msg('required')],
    [null, msg('required')],
    ['', msg('required')],
    [undefined, msg('required')],
    ['maybe', msg('boolean')],
    [[], msg('boolean')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('required|boolean', value)).toBe(key);
  });
});

describe('boolean with in:X (must match)', () => {
  it.each([
    ['required|boolean|in:1', true, null],
    ['required|boolean|in:1', false, msg('in')],
    ['required|boolean|in:0', false, null],
    ['required|boolean|in:false', true, msg('in')],
    ['required|boolean|in:true,false', false, null],
    ['boolean|in:1', false, msg('in')],
    ['boolean|in:yes', true, msg('in')],
  ])('%s with %j gives %s', (rules, value, key) => {
    expect(keyOf(rules, value)).toBe(key);
  });
});

describe('boolean without required', () => {
  it.each([
    [true, null],
    [false, null],
    [null, null],
    ['  ', null],
    ['x', msg('boolean')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('boolean', value)).toBe(key);
  });
});
