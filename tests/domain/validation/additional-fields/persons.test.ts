import type { FieldValue } from '@domain/validation/additional-fields/field-error';
import { type Person, personsToSave } from '@domain/validation/additional-fields/persons';
import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import { describe, expect, it } from 'vitest';
import { field, msg } from './fixtures';

const person = (index: number) => ({ first_name: `First${index}`, last_name: `Last${index}` });
const people = (count: number) => Array.from({ length: count }, (_, index) => person(index));

const keyOf = (rules: string, value: FieldValue | undefined) =>
  validateFieldValue(field(rules), value)?.key ?? null;

describe('persons: both names or neither', () => {
  it.each([
    [[{ first_name: 'Anna', last_name: 'Berg' }], null],
    [[{ first_name: 'Anna', last_name: '' }], msg('persons')],
    [[{ first_name: ' ', last_name: 'Berg' }], msg('persons')],
    [[{ first_name: 'Anna' }], msg('persons')],
    [[{ last_name: 'Berg' }], msg('persons')],
    [[{ first_name: '', last_name: '' }], null],
    [[{}], null],
    [[person(1), { first_name: 'Anna', last_name: '' }], msg('persons')],
  ])('%j gives %s', (value, key) => {
    expect(keyOf('persons', value)).toBe(key);
  });
});

describe('persons: at most 11 additional people', () => {
  it.each([
    [11, null],
    [12, msg('persons_max')],
  ])('%i complete entries give %s', (count, key) => {
    expect(keyOf('persons', people(count))).toBe(key);
  });

  it('counts only complete entries', () => {
    expect(keyOf('persons', [...people(11), { first_name: '', last_name: '' }])).toBeNull();
  });

  it('carries 11 as length', () => {
    expect(validateFieldValue(field('persons'), people(12))?.values).toEqual({ label: 'Field', length: 11 });
  });
});

describe('persons: required and value shape', () => {
  it.each([
    ['required|persons', [], msg('required')],
    ['required|persons', null, msg('required')],
    ['required|persons', [{ first_name: '', last_name: '' }], msg('required')],
    ['required|persons', [person(1)], null],
    ['persons', [], null],
    ['persons', null, null],
    ['persons', '', null],
    ['persons', undefined, null],
    ['persons', 'Anna Berg', msg('invalid')],
    ['persons', 3, msg('invalid')],
  ])('%s with %j gives %s', (rules, value, key) => {
    expect(keyOf(rules, value)).toBe(key);
  });

  it('the tenants component is a persons field even without the rule', () => {
    const tenants = field('', { input_component: 'nsa_additional_tenants' });
    expect(validateFieldValue(tenants, [{ first_name: 'Anna', last_name: '' }])?.key).toBe(msg('persons'));
  });
});

describe('personsToSave: only complete entries are saved', () => {
  it.each<[FieldValue, Person[]]>([
    [
      [
        { first_name: ' Anna ', last_name: ' Berg ' },
        { first_name: '', last_name: '' },
        { first_name: 'Only', last_name: '' },
        { first_name: 'Carl', last_name: 'Dahl', extra: 'x' },
      ],
      [
        { first_name: 'Anna', last_name: 'Berg' },
        { first_name: 'Carl', last_name: 'Dahl' },
      ],
    ],
    [[], []],
    [null, []],
    ['text', []],
  ])('%j saves %j', (value, saved) => {
    expect(personsToSave(value)).toEqual(saved);
  });
});
