import { feedbackFieldsHiddenBy } from '@domain/validation/checkout/feedback-choice-fields';
import { OrderFeedbackForm } from '@domain/validation/checkout/order-feedback';
import { describe, expect, it } from 'vitest';
import { fieldError } from './errors';

const key = (name: string) => `confirm.form_validation.${name}`;

describe.each([
  ['advertisedcustomer', 2, 20],
  ['referral_id', 2, 20],
  ['knownfrom', 2, 50],
  ['otherknownfrom', 2, 50],
] as const)('order feedback %s: %i to %i characters when present', (name, min, max) => {
  it.each([
    ['a', key(`${name}_min_length`)],
    [' a ', key(`${name}_min_length`)],
    ['a'.repeat(min), null],
    ['a'.repeat(max), null],
    [` ${'a'.repeat(max)} `, null],
    ['a'.repeat(max + 1), key(`${name}_max_length`)],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(OrderFeedbackForm, { [name]: value }, name)).toBe(expected);
  });
});

describe('order feedback referral_id: letters, digits, underscore and hyphen', () => {
  it.each([
    ['partner_01-x', null],
    ['partner 01', key('referral_id_invalid')],
    ['partner.01', key('referral_id_invalid')],
    ['pärtner', key('referral_id_invalid')],
    ['a.', key('referral_id_invalid')],
    ['.', key('referral_id_min_length')],
  ])('%j gives %s', (value, expected) => {
    expect(fieldError(OrderFeedbackForm, { referral_id: value }, 'referral_id')).toBe(expected);
  });
});

describe('order feedback comment: max 500', () => {
  it.each([
    ['a', null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), key('comment_max_length')],
    [` ${'a'.repeat(500)} `, null],
  ])('a %#. comment gives %s', (value, expected) => {
    expect(fieldError(OrderFeedbackForm, { comment: value }, 'comment')).toBe(expected);
  });
});

describe('order feedback output', () => {
  it('is trimmed, empty values are absent', () => {
    expect(
      OrderFeedbackForm.parse({
        advertisedcustomer: ' 12345 ',
        referral_id: '',
        knownfrom: ' search_engines ',
        otherknownfrom: null,
        comment: '  ',
        newsletter: true,
      }),
    ).toEqual({
      advertisedcustomer: '12345',
      referral_id: undefined,
      knownfrom: 'search_engines',
      otherknownfrom: undefined,
      comment: undefined,
      newsletter: true,
    });
  });

  it('accepts an empty form', () => {
    expect(OrderFeedbackForm.safeParse({}).success).toBe(true);
  });
});

describe('feedback fields of one "known from" choice', () => {
  it.each([
    ['customer_referral', ['otherknownfrom']],
    ['other', ['advertisedcustomer']],
    ['search_engines', ['advertisedcustomer', 'otherknownfrom']],
    [undefined, ['advertisedcustomer', 'otherknownfrom']],
  ] as const)('%s hides %j', (chosen, hidden) => {
    expect(feedbackFieldsHiddenBy(chosen)).toEqual(hidden);
  });
});
