import { hasRule, parseValidationRules } from '@domain/validation/additional-fields/rules';
import { describe, expect, it } from 'vitest';

describe('parseValidationRules', () => {
  it.each([
    [
      'required|string|min:3|max:63|fqdn',
      [
        { name: 'required' },
        { name: 'string' },
        { name: 'min', value: 3 },
        { name: 'max', value: 63 },
        { name: 'fqdn' },
      ],
    ],
    [' required | in: a , b ,, c ', [{ name: 'required' }, { name: 'in', values: ['a', 'b', 'c'] }]],
    ['sameAs:password|exists', [{ name: 'sameAs', other: 'password' }, { name: 'exists' }]],
    ['', []],
    ['||', []],
  ])('%j gives the known rules in order', (text, rules) => {
    expect(parseValidationRules(text).rules).toEqual(rules);
  });

  it.each([
    ['regex:/x/', 'regex:/x/'],
    ['min:x', 'min:x'],
    ['max:', 'max:'],
    ['in:', 'in:'],
    ['in: , ', 'in: ,'],
    ['sameAs:', 'sameAs:'],
    ['unknown_rule', 'unknown_rule'],
    ['fqdn:1', 'fqdn:1'],
  ])('%j is not understood and reported as unknown', (text, unknown) => {
    const parsed = parseValidationRules(`required|${text}`);
    expect(parsed.rules).toEqual([{ name: 'required' }]);
    expect(parsed.unknown).toEqual([unknown]);
  });

  it('hasRule finds a rule by name', () => {
    const { rules } = parseValidationRules('required|min:2');
    expect(hasRule(rules, 'min')).toBe(true);
    expect(hasRule(rules, 'max')).toBe(false);
  });
});
