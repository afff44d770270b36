import { z } from 'zod/mini';
import { isValidFqdn } from '../fqdn';
import { isSecurePassword } from '../password';
import type { RuleInput } from './context';
import { type FieldError, type FieldErrorName, type FieldValue, fieldError } from './field-error';
import type { FieldRule } from './rules';
import { checkSharedRule } from './shared-rules';

const email = z.email();
const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/** Format rules of text values and the message each gives when the value does not match. */
const FORMATS: Partial<Record<FieldRule['name'], [FieldErrorName, (text: string) => boolean]>> = {
  email: ['valid_email', (text) => email.safeParse(text).success],
  fqdn: ['fqdn', isValidFqdn],
  secure_password: ['password', isSecurePassword],
  alpha: ['alpha', (text) => /^[\p{L}\p{M}]+$/u.test(text)],
  alpha_num: ['alpha_num', (text) => /^[\p{L}\p{M}\p{N}]+$/u.test(text)],
  alpha_dash: ['alpha_dash', (text) => /^[\p{L}\p{M}\p{N}_-]+$/u.test(text)],
  ipv4: ['ipv4', (text) => ipv4.safeParse(text).success],
  ipv6: ['ipv6', (text) => ipv6.safeParse(text).success],
};

function checkTextRule(rule: FieldRule, text: string, input: RuleInput): FieldError | null {
  const label = input.definition.label;
  const length = [...text].length;
  switch (rule.name) {
    case 'min':
      return length < rule.value ? fieldError('min_length', { label, length: rule.value }) : null;
    case 'max':
      return length > rule.value ? fieldError('max_length', { label, length: rule.value }) : null;
    case 'in':
      return rule.values.includes(text) ? null : fieldError('in', { label });
    default: {
      const format = FORMATS[rule.name];
      if (format && !format[1](text)) return fieldError(format[0], { label });
      return checkSharedRule(rule, text, input);
    }
  }
}

/**
 * Text fields (the default kind, `string`): the trimmed value must be non-empty when required;
 * an empty optional value passes; otherwise `min`/`max` bound the length in characters and the
 * other rules are checked in the order written. Numbers are accepted as their text.
 */
export function validateTextValue(input: RuleInput, value: FieldValue | undefined): FieldError | null {
  const label = input.definition.label;
  if (typeof value !== 'string' && typeof value !== 'number' && value !== null && value !== undefined) {
    return fieldError('invalid', { label });
  }
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return input.required ? fieldError('required', { label }) : null;
  for (const rule of input.rules) {
    const error = checkTextRule(rule, text, input);
    if (error) return error;
  }
  return null;
}
