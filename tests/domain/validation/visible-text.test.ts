import { characterCount } from '@domain/validation/character-count';
import { BasicInfoForm } from '@domain/validation/checkout/basic-info';
import { OrderFeedbackForm } from '@domain/validation/checkout/order-feedback';
import { LIMITS } from '@domain/validation/limits';
import { hasVisibleCharacter } from '@domain/validation/visible-text';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';

describe('hasVisibleCharacter', () => {
  it.each([
    ['', false],
    [' \t\u00a0\u3000', false],
    ['\u200b\u200c\u200d\u2060\ufeff\u00ad\u200e\u061c', false],
    ['\u0301\u0308', false],
    ['\u200bE', true],
    ['e\u0301', true],
    ['😀', true],
    ['ß', true],
  ])('%j → %s', (text, visible) => {
    expect(hasVisibleCharacter(text)).toBe(visible);
  });
});

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['Erika', 5],
    ['😀😀', 2],
    ['e\u0308', 1],
    ['ë', 1],
    ['x\u200b', 2],
  ])('%j has %i characters', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

const person = {
  group: 1 as const,
  gender: 1 as const,
  first_name: 'Erika',
  last_name: 'Mustermann',
  email: 'erika@example.org',
  company_name: null,
  company_vat_id: null,
};

const errorsOf = (input: unknown) => {
  const result = safeParse(BasicInfoForm, input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the checkout forms with invisible and astral text', () => {
  it('refuse a required name of only format characters as missing', () => {
    expect(errorsOf({ ...person, first_name: '\u200b\u2060' })).toEqual({
      first_name: 'customer.form_validation.first_name_required',
    });
    expect(errorsOf({ ...person, group: 0, company_name: '\u200b' })).toEqual({
      company_name: 'customer.form_validation.company_name_required',
    });
  });

  it('count the name limits in characters', () => {
    const emoji = (count: number) => '😀'.repeat(count);
    expect(errorsOf({ ...person, first_name: emoji(LIMITS.nameMax) })).toEqual({});
    expect(errorsOf({ ...person, first_name: emoji(LIMITS.nameMax + 1) })).toEqual({
      first_name: 'customer.form_validation.first_name_max_length',
    });
    expect(errorsOf({ ...person, group: 0, company_name: emoji(LIMITS.nameMax) })).toEqual({});
    expect(errorsOf({ ...person, group: 0, company_name: emoji(LIMITS.nameMax + 1) })).toEqual({
      company_name: 'customer.form_validation.company_name_max_length',
    });
    expect(
      errorsOf({
        ...person,
        group: 0,
        company_name: 'Firma',
        company_vat_id: 'X'.repeat(LIMITS.nameMax + 1),
      }),
    ).toEqual({
      company_vat_id: 'customer.form_validation.company_vat_id_max_length',
    });
  });

  it('take optional feedback of only invisible characters as absent', () => {
    const result = safeParse(OrderFeedbackForm, {
      knownfrom: '\u200b\u200b',
      comment: '😀'.repeat(LIMITS.commentMax),
    });
    expect(result.success).toBe(true);
    expect(result.data?.knownfrom).toBeUndefined();
  });
});
