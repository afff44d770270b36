import type { FieldValue } from '@domain/validation/additional-fields/field-error';
import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import { describe, expect, it } from 'vitest';
import { field, msg } from './fixtures';

const keyOf = (rules: string, value: FieldValue | undefined) =>
  validateFieldValue(field(rules), value)?.key ?? null;

describe('required (text)', () => {
  it.each([
    ['', msg('required')],
    ['   ', msg('required')],
    [null, msg('required')],
    [undefined, msg('required')],
    ['x', null],
    [' x ', null],
  ])('required|string with %j gives %s', (value, key) => {
    expect(keyOf('required|string', value)).toBe(key);
  });

  it.each([[''], ['  '], [null], [undefined]])(
    'an optional empty value %j passes every other rule',
    (value) => {
      expect(keyOf('string|min:3|email|fqdn|in:a', value)).toBeNull();
    },
  );

  it('gives the label in the message values', () => {
    expect(validateFieldValue(field('required', { label: 'Domain' }), '')).toEqual({
      key: msg('required'),
      values: { label: 'Domain' },
    });
  });
});

describe('string (value shape)', () => {
  it.each([
    [true, msg('invalid')],
    [[{ first_name: 'a' }], msg('invalid')],
    [42, null],
    ['text', null],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('required|string', value)).toBe(key);
  });

  it('counts a number by its text', () => {
    expect(keyOf('string|max:2', 123)).toBe(msg('max_length'));
  });
});

describe('min:N (text length)', () => {
  it.each([
    ['ab', msg('min_length')],
    ['abc', null],
    ['  ab  ', msg('min_length')],
    ['äöü', null],
  ])('min:3 with %j gives %s', (value, key) => {
    expect(keyOf('required|string|min:3', value)).toBe(key);
  });

  it('carries the length', () => {
    expect(validateFieldValue(field('min:3'), 'ab')?.values).toEqual({ label: 'Field', length: 3 });
  });
});

describe('max:N (text length)', () => {
  it.each([
    ['a'.repeat(63), null],
    ['a'.repeat(64), msg('max_length')],
    [` ${'a'.repeat(63)} `, null],
    ['😀'.repeat(63), null],
  ])('max:63 with a %#. value gives %s', (value, key) => {
    expect(keyOf('required|string|max:63', value)).toBe(key);
  });

  it('carries the length', () => {
    expect(validateFieldValue(field('max:63'), 'a'.repeat(64))?.values).toEqual({
      label: 'Field',
      length: 63,
    });
  });
});

describe('in:X', () => {
  it.each([
    ['debian-11', null],
    [' ubuntu-22.04 ', null],
    ['windows', msg('in')],
    ['Debian-11', msg('in')],
  ])('in:debian-11,ubuntu-22.04 with %j gives %s', (value, key) => {
    expect(keyOf('required|in:debian-11,ubuntu-22.04', value)).toBe(key);
  });
});

describe('email', () => {
  it.each([
    ['max@example.com', null],
    [' max@example.com ', null],
    ['max@example', msg('valid_email')],
    ['max.example.com', msg('valid_email')],
    ['max@exa mple.com', msg('valid_email')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('required|email', value)).toBe(key);
  });
});

describe('fqdn', () => {
  it.each([
    ['example.de', null],
    ['shop.example.co.uk', null],
    ['example', msg('fqdn')],
    ['exa_mple.de', msg('fqdn')],
    ['example.d', msg('fqdn')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('required|string|min:3|max:253|fqdn', value)).toBe(key);
  });
});

describe('secure_password', () => {
  it.each([
    ['Secret1!', null],
    ['Secre1!', msg('password')],
    ['secret1!', msg('password')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('required|secure_password', value)).toBe(key);
  });
});

describe('alpha, alpha_num, alpha_dash', () => {
  it.each([
    ['alpha', 'Müller', null],
    ['alpha', 'abc1', msg('alpha')],
    ['alpha', 'a-b', msg('alpha')],
    ['alpha_num', 'abc123', null],
    ['alpha_num', 'abc_123', msg('alpha_num')],
    ['alpha_dash', 'abc_1-2', null],
    ['alpha_dash', 'abc 1', msg('alpha_dash')],
    ['alpha_dash', 'abc.1', msg('alpha_dash')],
  ])('%s with %j gives %s', (rule, value, key) => {
    expect(keyOf(`required|${rule}`, value)).toBe(key);
  });
});

describe('ipv4 and ipv6', () => {
  it.each([
    ['ipv4', '192.168.0.1', null],
    ['ipv4', '256.1.1.1', msg('ipv4')],
    ['ipv4', '::1', msg('ipv4')],
    ['ipv6', '2001:db8::1', null],
    ['ipv6', '::1', null],
    ['ipv6', '192.168.0.1', msg('ipv6')],
    ['ipv6', '2001:db8::g', msg('ipv6')],
  ])('%s with %j gives %s', (rule, value, key) => {
    expect(keyOf(`required|${rule}`, value)).toBe(key);
  });
});

describe('exists', () => {
  const options = new Set(['debian-11', 'ubuntu-22.04']);
  const exists = (_definition: unknown, value: string) => options.has(value);

  it.each([
    ['debian-11', null],
    [' ubuntu-22.04 ', null],
    ['centos-7', msg('exists')],
  ])('with a lookup, %j gives %s', (value, key) => {
    expect(validateFieldValue(field('required|exists'), value, { exists })?.key ?? null).toBe(key);
  });

  it('passes without a lookup (deferred to the server)', () => {
    expect(validateFieldValue(field('required|exists'), 'centos-7')).toBeNull();
  });

  it('hands the definition to the lookup', () => {
    const definition = field('exists', { key: 'image' });
    const seen: unknown[] = [];
    validateFieldValue(definition, 'x', {
      exists: (def, value) => {
        seen.push(def, value);
        return true;
      },
    });
    expect(seen).toEqual([definition, 'x']);
  });
});

describe('sameAs:otherKey', () => {
  const formValues = { password: 'Secret1!', count: 5, flag: true, list: [{ first_name: 'a' }] };

  it.each([
    ['Secret1!', 'password', null],
    [' Secret1! ', 'password', null],
    ['Secret1?', 'password', msg('same_as')],
    ['5', 'count', null],
    ['true', 'flag', null],
    ['x', 'missing', msg('same_as')],
    ['[{"first_name":"a"}]', 'list', null],
  ])('%j against %s gives %s', (value, other, key) => {
    expect(validateFieldValue(field(`required|sameAs:${other}`), value, { formValues })?.key ?? null).toBe(
      key,
    );
  });

  it('names the other field by its label, else by its key', () => {
    const context = { formValues, formLabels: { password: 'Password' } };
    expect(validateFieldValue(field('sameAs:password'), 'x', context)?.values).toEqual({
      label: 'Field',
      other: 'Password',
    });
    expect(validateFieldValue(field('sameAs:password'), 'x', { formValues })?.values).toEqual({
      label: 'Field',
      other: 'password',
    });
  });

  it('compares with an empty value when the form has no values', () => {
    expect(validateFieldValue(field('sameAs:password'), 'x')?.key).toBe(msg('same_as'));
  });
});

describe('rule order and unknown rules', () => {
  it.each([
    ['required|min:5|email', 'a@b', msg('min_length')],
    ['required|email|min:5', 'a@b', msg('valid_email')],
    ['required|regex:/x/|max:3', 'abcd', msg('max_length')],
    ['required|regex:/x/', 'anything', null],
  ])('%s with %j gives the first failure %s', (rules, value, key) => {
    expect(keyOf(rules, value)).toBe(key);
  });
});
