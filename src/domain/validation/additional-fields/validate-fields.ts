import type { AdditionalFieldValue } from '@contract/cart';
import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { FieldValidationContext } from './context';
import type { FieldError, FieldValue } from './field-error';
import { validateFieldValue } from './validate-field';

/**
 * Values of one form: either the stored list (`AdditionalFieldValue[]`, matched by `field_id`,
 * else by `field_key`) or a record by field key (a browser form).
 */
export type FormFieldValues =
  | readonly AdditionalFieldValue[]
  | Readonly<Record<string, FieldValue | undefined>>;

function isValueList(values: FormFieldValues): values is readonly AdditionalFieldValue[] {
  return Array.isArray(values);
}

/** The form's values by field key. */
export function valuesByKey(
  definitions: readonly AdditionalFieldDefinition[],
  values: FormFieldValues,
): Record<string, FieldValue | undefined> {
  if (!isValueList(values)) return { ...values };
  const byKey: Record<string, FieldValue | undefined> = {};
  for (const definition of definitions) {
    const entry =
      values.find((item) => item.field_id === definition.id) ??
      values.find((item) => item.field_key !== undefined && item.field_key === definition.key);
    byKey[definition.key] = entry?.value;
  }
  return byKey;
}

/**
 * Validates every field of a form. Returns the errors by field key (empty when the form is
 * valid); `sameAs` sees the other values and labels of the same form. With
 * `context.skipPostponed` postponed fields are not checked.
 */
export function validateFields(
  definitions: readonly AdditionalFieldDefinition[],
  values: FormFieldValues,
  context: FieldValidationContext = {},
): Record<string, FieldError> {
  const formValues = valuesByKey(definitions, values);
  const formLabels = Object.fromEntries(definitions.map((definition) => [definition.key, definition.label]));
  const fieldContext: FieldValidationContext = { ...context, formValues, formLabels };
  const errors: Record<string, FieldError> = {};
  for (const definition of definitions) {
    if (context.skipPostponed && definition.is_postponed) continue;
    const error = validateFieldValue(definition, formValues[definition.key], fieldContext);
    if (error) errors[definition.key] = error;
  }
  return errors;
}
