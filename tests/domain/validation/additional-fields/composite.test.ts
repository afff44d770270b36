import {
  checkParts,
  isBlankRecord,
  isTicked,
  readComposite,
  toCompositeValue,
} from '@domain/validation/additional-fields/composite';
import { describe, expect, it } from 'vitest';
import { msg } from './fixtures';

describe('readComposite (value shape [record])', () => {
  it.each([
    [null, {}],
    [undefined, {}],
    ['  ', {}],
    [[], {}],
    [[{ street: ' Main St ', city: 'Berlin' }], { street: 'Main St', city: 'Berlin' }],
    ['Main St', null],
    [5, null],
    [true, null],
    [[{ a: '1' }, { a: '2' }], null],
  ])('%j reads as %j', (value, record) => {
    expect(readComposite(value)).toEqual(record);
  });

  it('writes a record as a one-entry list', () => {
    expect(toCompositeValue({ street: 'Main St' })).toEqual([{ street: 'Main St' }]);
  });
});

describe('isTicked', () => {
  it.each([
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    ['on', true],
    ['yes', true],
    ['0', false],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('%j is ticked: %s', (flag, ticked) => {
    expect(isTicked(flag)).toBe(ticked);
  });
});

describe('checkParts', () => {
  const parts = [
    { part: 'a', max: 3, required: true },
    { part: 'b', max: 3, required: false },
  ];

  it.each([
    [{ a: 'abc', b: '' }, {}],
    [{ b: 'abc' }, { a: { key: msg('required'), values: { label: 'a' } } }],
    [
      { a: 'abcd', b: 'abcd' },
      {
        a: { key: msg('max_length'), values: { label: 'a', length: 3 } },
        b: { key: msg('max_length'), values: { label: 'b', length: 3 } },
      },
    ],
  ])('%j gives %j', (record, errors) => {
    expect(checkParts(record, parts)).toEqual(errors);
  });

  it('isBlankRecord is true only when no part has text', () => {
    expect(isBlankRecord({})).toBe(true);
    expect(isBlankRecord({ a: '', b: '' })).toBe(true);
    expect(isBlankRecord({ a: '', b: 'x' })).toBe(false);
  });
});
