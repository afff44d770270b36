import { isValidFqdn } from '@domain/validation/fqdn';
import { describe, expect, it } from 'vitest';

const label = (length: number, char = 'a') => char.repeat(length);
/** Three 63-character labels, one of `rest` characters and `.de`: 195 + rest characters. */
const ofLength = (total: number) => [label(63), label(63), label(63), label(total - 195), 'de'].join('.');

describe('fqdn: total length 4 to 253', () => {
  it.each([
    ['a.d', false],
    ['a.de', true],
    [ofLength(253), true],
    [ofLength(254), false],
  ])('a %#. name of %j characters', (value, valid) => {
    expect(isValidFqdn(value)).toBe(valid);
  });

  it('builds the lengths it claims', () => {
    expect(ofLength(253)).toHaveLength(253);
    expect(ofLength(254)).toHaveLength(254);
  });
});

describe('fqdn: labels up to 63', () => {
  it.each([
    [`${label(63)}.de`, true],
    [`${label(64)}.de`, false],
    [`www.${label(64)}.de`, false],
    ['a..de', false],
    ['.example.de', false],
    ['example.de.', false],
    ['-example.de', false],
    ['example-.de', false],
    ['ex-am-ple.de', true],
    ['123.de', true],
    ['bücher.de', true],
    ['exa_mple.de', false],
    ['exa mple.de', false],
    ['*.example.de', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isValidFqdn(value)).toBe(valid);
  });
});

describe('fqdn: TLD 2 to 63 letters', () => {
  it.each([
    ['example.d', false],
    ['example.de', true],
    [`example.${label(63, 'x')}`, true],
    [`example.${label(64, 'x')}`, false],
    ['example.d3', false],
    ['example.x-y', false],
    ['example.рф', true],
    ['example', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isValidFqdn(value)).toBe(valid);
  });
});
