import type { RuleInput } from './context';
import { type FieldError, type FieldValue, fieldError } from './field-error';
import { hasRule } from './rules';
import { checkSharedRule } from './shared-rules';

const INTEGER = /^[+-]?\d+$/;
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Number fields (`integer` or `numeric`): the value is a number or its text. Empty passes unless
 * required. `min:N`/`max:N` bound the value itself (not its length); `in` compares numbers.
 */
export function validateNumberValue(input: RuleInput, value: FieldValue | undefined): FieldError | null {
  const label = input.definition.label;
  const integerOnly = hasRule(input.rules, 'integer');
  if (typeof value !== 'string' && typeof value !== 'number' && value !== null && value !== undefined) {
    return fieldError('invalid', { label });
  }
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return input.required ? fieldError('required', { label }) : null;
  const pattern = integerOnly ? INTEGER : NUMERIC;
  const number = Number(text);
  if (!pattern.test(text) || !Number.isFinite(number)) {
    return fieldError(integerOnly ? 'integer' : 'numeric', { label });
  }
  for (const rule of input.rules) {
    if (rule.name === 'min' && number < rule.value)
      return fieldError('min_value', { label, length: rule.value });
    if (rule.name === 'max' && number > rule.value)
      return fieldError('max_value', { label, length: rule.value });
    if (rule.name === 'in' && !rule.values.map(Number).includes(number)) return fieldError('in', { label });
    const shared = checkSharedRule(rule, text, input);
    if (shared) return shared;
  }
  return null;
}
