import type { RuleInput } from './context';
import { type FieldError, type FieldValue, fieldError } from './field-error';
import type { FieldRule } from './rules';

/** Comparable text of a value: strings trimmed, numbers and booleans as text, lists as JSON. */
export function comparableText(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * Rules that work the same for text and numbers: `sameAs:otherKey` (equal to another field of
 * the form, compared as trimmed text) and `exists` (see FieldValidationContext.exists).
 */
export function checkSharedRule(rule: FieldRule, text: string, input: RuleInput): FieldError | null {
  const label = input.definition.label;
  if (rule.name === 'sameAs') {
    const other = comparableText(input.context.formValues?.[rule.other]);
    if (other === text) return null;
    return fieldError('same_as', { label, other: input.context.formLabels?.[rule.other] ?? rule.other });
  }
  if (rule.name === 'exists' && input.context.exists && !input.context.exists(input.definition, text)) {
    return fieldError('exists', { label });
  }
  return null;
}
