import type { RuleInput } from './context';
import type { FieldError, FieldValue } from './field-error';
import { fieldError } from './field-error';

/** Reads a yes-no value: true/false, 1/0 and their texts (`'true'`, `'false'`, `'1'`, `'0'`). */
export function toBoolean(value: FieldValue | undefined): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}

/**
 * Boolean fields: the value must be a yes-no value; with `in:` it must be one of the listed values
 * (e.g. `in:1` for a box that must be ticked); otherwise, when required, it must be true. Empty
 * (null or blank text) passes unless required.
 */
export function validateBooleanValue(input: RuleInput, value: FieldValue | undefined): FieldError | null {
  const label = input.definition.label;
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return input.required ? fieldError('required', { label }) : null;
  }
  const flag = toBoolean(value);
  if (flag === null) return fieldError('boolean', { label });
  const allowed = input.rules.flatMap((rule) =>
    rule.name === 'in' ? rule.values.map((item) => toBoolean(item)) : [],
  );
  const hasIn = input.rules.some((rule) => rule.name === 'in');
  if (hasIn) return allowed.includes(flag) ? null : fieldError('in', { label });
  return input.required && !flag ? fieldError('required', { label }) : null;
}
