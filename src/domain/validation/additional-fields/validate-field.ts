import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { validateBooleanValue } from './boolean-value';
import { readComposite } from './composite';
import type { FieldValidationContext, RuleInput } from './context';
import { type FieldError, type FieldValue, fieldError } from './field-error';
import { COMPOSITE_VALIDATORS, fieldKind } from './field-kind';
import { validateNumberValue } from './number-value';
import { validatePersonsValue } from './persons';
import { hasRule, parseValidationRules } from './rules';
import { validateTextValue } from './text-value';

function validateCompositeValue(input: RuleInput, value: FieldValue | undefined): FieldError | null {
  const record = readComposite(value);
  const validate = COMPOSITE_VALIDATORS[input.definition.input_component];
  if (record === null || !validate) return fieldError('invalid', { label: input.definition.label });
  const subfields = validate(record, input.required);
  const first = Object.values(subfields)[0];
  return first ? { ...first, subfields } : null;
}

const VALIDATORS = {
  composite: validateCompositeValue,
  persons: validatePersonsValue,
  boolean: validateBooleanValue,
  number: validateNumberValue,
  text: validateTextValue,
} as const;

/**
 * Validates one additional field value against its definition's `validation_rules` (catalogue
 * spec section 5). Returns the first failing rule as a message key with `{ label, length }`, or
 * null when the value is valid. Values are trimmed before checking.
 */
export function validateFieldValue(
  definition: AdditionalFieldDefinition,
  value: FieldValue | undefined,
  context: FieldValidationContext = {},
): FieldError | null {
  const { rules } = parseValidationRules(definition.validation_rules);
  const input: RuleInput = { definition, rules, required: hasRule(rules, 'required'), context };
  return VALIDATORS[fieldKind(definition, rules)](input, value);
}
