import {
  sanitizeDomainParam,
  sanitizedParam,
  sanitizeInteger,
  sanitizeItemId,
  sanitizeOauthValue,
  sanitizePaymentRedirectValue,
  sanitizePromoCode,
  sanitizeReferrer,
  sanitizeSlug,
} from '@domain/validation/sanitize';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe.each([
  ['sanitizeItemId', sanitizeItemId],
  ['sanitizeReferrer', sanitizeReferrer],
])('%s: word characters without underscore', (_name, sanitize) => {
  it.each([
    ['aZ09', 'aZ09'],
    ['a_b-c', 'abc'],
    ['<script>x</script>', 'scriptxscript'],
    ['ä1', '1'],
    ['___', undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
    [42, '42'],
    [['abc_1', 'zzz'], 'abc1'],
    [[], undefined],
    [{ id: 'x' }, undefined],
    [Number.NaN, undefined],
  ])('%j gives %j', (value, expected) => {
    expect(sanitize(value)).toBe(expected);
  });
});

describe('sanitizeOauthValue: the base64url alphabet of OAuth codes and states', () => {
  it.each([
    ['Xy_9-aZ0', 'Xy_9-aZ0'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ["code' OR 1=1--", 'codeOR11--'],
    ['ä1/+=', '1'],
    ['', undefined],
    [undefined, undefined],
  ])('%j gives %j', (value, expected) => {
    expect(sanitizeOauthValue(value)).toBe(expected);
  });
});

describe.each([
  ['sanitizeSlug', sanitizeSlug],
  ['sanitizePromoCode', sanitizePromoCode],
])('%s: word characters and hyphens', (_name, sanitize) => {
  it.each([
    ['web-hosting_2', 'web-hosting_2'],
    ['SUMMER-24!', 'SUMMER-24'],
    ['a b/c', 'abc'],
    ['%%', undefined],
  ])('%j gives %j', (value, expected) => {
    expect(sanitize(value)).toBe(expected);
  });
});

describe('sanitizeInteger: digits only', () => {
  it.each([
    ['12', 12],
    ['12abc', 12],
    ['-12', 12],
    ['1.5', 15],
    ['abc', undefined],
    ['', undefined],
    [undefined, undefined],
    [7, 7],
    ['007', 7],
    ['99999999999999999999', undefined],
  ])('%j gives %j', (value, expected) => {
    expect(sanitizeInteger(value)).toBe(expected);
  });
});

describe('sanitizeDomainParam: special characters and whitespace removed', () => {
  it.each([
    ['example.de', 'example.de'],
    [' my shop.de ', 'myshop.de'],
    ['bücher-shop.de', 'bücher-shop.de'],
    ['exa$mple!.de', 'example.de'],
    ['a_b.de', 'ab.de'],
    ['пример.рф', 'пример.рф'],
    ['@#$', undefined],
  ])('%j gives %j', (value, expected) => {
    expect(sanitizeDomainParam(value)).toBe(expected);
  });
});

describe('sanitizePaymentRedirectValue: word characters and ! + / =', () => {
  it.each([
    ['Ab1_!+/=', 'Ab1_!+/='],
    ['eyJ0eXAi.Oi-JKV1Q?&x', 'eyJ0eXAiOiJKV1Qx'],
    ['<>', undefined],
  ])('%j gives %j', (value, expected) => {
    expect(sanitizePaymentRedirectValue(value)).toBe(expected);
  });
});

describe('sanitizedParam', () => {
  it('sanitises a search parameter instead of rejecting it', () => {
    const search = z.object({ id: sanitizedParam(sanitizeItemId), product: sanitizedParam(sanitizeInteger) });
    expect(search.parse({ id: 'ab_c', product: '12x' })).toEqual({ id: 'abc', product: 12 });
    expect(search.parse({})).toEqual({});
    expect(search.parse({ id: '__', product: 'x' })).toEqual({ id: undefined, product: undefined });
  });
});
