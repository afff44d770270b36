import type { AdditionalFieldDefinition, InputComponent } from '@contract/catalogue';
import { fieldsFormSchema } from '@web/fields/fields-schema';
import { describe, expect, it } from 'vitest';

function field(id: number, component: InputComponent, rules: string): AdditionalFieldDefinition {
  return {
    id,
    key: `${component}_${id}`,
    label: `Label ${id}`,
    headline: null,
    order: id,
    input_component: component,
    validation_rules: rules,
    is_postponed: false,
    prefilled_with: null,
  };
}

/** The issues of a parse as `path: message key`. */
function issues(
  definitions: readonly AdditionalFieldDefinition[],
  values: Record<string, unknown>,
): string[] {
  const result = fieldsFormSchema(definitions).safeParse(values);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the fields form schema, built from the definitions', () => {
  const domain = field(1, 'text', 'required|string|fqdn');
  const address = field(2, 'nsa_address', 'required');

  it('passes valid values through unchanged', () => {
    const values = {
      field_1: 'example.com',
      field_2: { street: 'Am Markt', number: '1', zip: '20095', city: 'Hamburg' },
    };
    expect(fieldsFormSchema([domain, address]).parse(values)).toEqual(values);
  });

  it('puts a field’s error at its form name, with the rule’s key', () => {
    expect(issues([domain], { field_1: '' })).toEqual([
      'field_1: product.additional_fields_form_validation.required',
    ]);
    expect(issues([domain], { field_1: 'not a domain' })).toEqual([
      'field_1: product.additional_fields_form_validation.fqdn',
    ]);
  });

  it('puts the errors of a composite’s parts at `name.part`', () => {
    const found = issues([address], { field_2: { street: 'Am Markt', number: '1', zip: '', city: '' } });
    expect(found).toEqual([
      'field_2.zip: product.additional_fields_form_validation.required',
      'field_2.city: product.additional_fields_form_validation.required',
    ]);
  });

  it('checks rules that read another field', () => {
    const password = field(3, 'password', 'required|string|min:8');
    const repeat = field(4, 'password', 'required|string|sameAs:password_3');
    expect(issues([password, repeat], { field_3: 'geheim-123', field_4: 'geheim-124' })).toEqual([
      'field_4: product.additional_fields_form_validation.same_as',
    ]);
    expect(issues([password, repeat], { field_3: 'geheim-123', field_4: 'geheim-123' })).toEqual([]);
  });
});
