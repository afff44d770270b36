import { validateFields, valuesByKey } from '@domain/validation/additional-fields/validate-fields';
import { describe, expect, it } from 'vitest';
import { field, msg } from './fixtures';

const domain = field('required|string|min:3|max:253|fqdn', { id: 1, key: 'domain', label: 'Domain' });
const password = field('required|secure_password', { id: 2, key: 'password', label: 'Password' });
const confirmation = field('required|sameAs:password', {
  id: 3,
  key: 'password_confirmation',
  label: 'Repeat',
});
const later = field('required', { id: 4, key: 'later', label: 'Later', is_postponed: true });
const definitions = [domain, password, confirmation, later];

describe('validateFields', () => {
  it('returns the errors by field key', () => {
    expect(
      validateFields(definitions, { domain: 'xyz', password: 'Secret1!', password_confirmation: 'Other1!' }),
    ).toEqual({
      domain: { key: msg('fqdn'), values: { label: 'Domain' } },
      password_confirmation: { key: msg('same_as'), values: { label: 'Repeat', other: 'Password' } },
      later: { key: msg('required'), values: { label: 'Later' } },
    });
  });

  it('returns no errors for a valid form', () => {
    const values = {
      domain: 'example.de',
      password: 'Secret1!',
      password_confirmation: 'Secret1!',
      later: 'x',
    };
    expect(validateFields(definitions, values)).toEqual({});
  });

  it('reads the stored list by field id, else by field key', () => {
    const values = [
      { field_id: 1, value: 'example.de' },
      { field_id: 99, field_key: 'password', value: 'Secret1!' },
      { field_id: 3, value: 'Secret1!' },
      { field_id: 98, value: 'x' },
    ];
    expect(validateFields(definitions, values)).toEqual({
      later: { key: msg('required'), values: { label: 'Later' } },
    });
  });

  it('leaves postponed fields out when asked', () => {
    expect(validateFields([later], {}, { skipPostponed: true })).toEqual({});
    expect(Object.keys(validateFields([later], {}, { skipPostponed: false }))).toEqual(['later']);
  });

  it('passes the exists lookup on', () => {
    const image = field('required|exists', { key: 'image', label: 'Image' });
    expect(validateFields([image], { image: 'centos-7' }, { exists: () => false })).toEqual({
      image: { key: msg('exists'), values: { label: 'Image' } },
    });
  });
});

describe('valuesByKey', () => {
  it.each([
    [[{ field_id: 1, value: 'a' }], { domain: 'a', password: undefined }],
    [[{ field_id: 7, field_key: 'domain', value: 'b' }], { domain: 'b', password: undefined }],
    [[{ field_id: 7, value: 'c' }], { domain: undefined, password: undefined }],
    [
      { domain: 'd', extra: 'e' },
      { domain: 'd', extra: 'e' },
    ],
  ])('%j by key is %j', (values, expected) => {
    expect(valuesByKey([domain, password], values)).toEqual(expected);
  });
});
