import type { AdditionalFieldDefinition } from '@contract/catalogue';

/** A field definition with the given rules; label 'Field', key 'field', text component. */
export function field(
  rules: string,
  overrides: Partial<AdditionalFieldDefinition> = {},
): AdditionalFieldDefinition {
  return {
    id: 1,
    key: 'field',
    label: 'Field',
    headline: null,
    order: 0,
    input_component: 'text',
    validation_rules: rules,
    is_postponed: false,
    prefilled_with: null,
    ...overrides,
  };
}

/** The full message key of an additional-field error name. */
export const msg = (name: string) => `product.additional_fields_form_validation.${name}`;
