import type { AdditionalFieldValue } from '@contract/cart';
import type { AdditionalFieldDefinition, Product } from '@contract/catalogue';

export const fieldRules = (field: AdditionalFieldDefinition): string[] =>
  field.validation_rules
    .split('|')
    .map((rule) => rule.trim())
    .filter((rule) => rule.length > 0);

/** Empty for the required check: missing, null, blank text, an empty list, or false for a boolean field. */
export function isEmptyFieldValue(
  field: AdditionalFieldDefinition,
  value: AdditionalFieldValue['value'] | undefined,
) {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === false && fieldRules(field).includes('boolean');
}

/** Ids of required, non-postponed fields of a product that have no value yet. */
export function missingRequiredFields(product: Product, values: readonly AdditionalFieldValue[]): number[] {
  return product.additionalFields
    .filter((field) => !field.is_postponed && fieldRules(field).includes('required'))
    .filter((field) => isEmptyFieldValue(field, values.find((value) => value.field_id === field.id)?.value))
    .map((field) => field.id);
}
