import type { Cart } from '@contract/cart';
import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { fieldValueLimit, STORAGE_LIMITS, storageLimitErrors } from '@domain/cart/storage-limits';
import { describe, expect, it } from 'vitest';

const definition = (id: number, rules: string): AdditionalFieldDefinition =>
  ({ id, key: `field${id}`, validation_rules: rules }) as AdditionalFieldDefinition;

const element = (fieldValues: { field_id: number; value: string }[]) => ({
  id: 7,
  maturity_id: 1,
  interval_id: 1,
  promotion: null,
  additional_fields: fieldValues,
});

const cartWith = (fieldValues: { field_id: number; value: string }[]): Cart => ({
  items: [
    {
      row_id: 'a'.repeat(32),
      product: { ...element(fieldValues), informations: [] },
      addons: [element(fieldValues)],
      upsells: [],
      domains: [],
      is_preconfigured: false,
    },
  ] as unknown as Cart['items'],
});

describe('storage limits of a cart', () => {
  it('takes a field definition’s max where it has one, never above the documented cap', () => {
    expect(fieldValueLimit(definition(1, 'required|string|min:4|max:253|fqdn'))).toBe(253);
    expect(fieldValueLimit(definition(1, 'string|max:999999'))).toBe(STORAGE_LIMITS.fieldValueMax);
    expect(fieldValueLimit(definition(1, 'string'))).toBe(STORAGE_LIMITS.fieldValueMax);
    expect(fieldValueLimit(undefined)).toBe(STORAGE_LIMITS.fieldValueMax);
  });

  it('names every field value over its definition’s max, on the product and its add-ons', () => {
    const definitions = () => [definition(3, 'string|max:10')];
    expect(storageLimitErrors(cartWith([{ field_id: 3, value: 'x'.repeat(10) }]), definitions)).toEqual([]);
    expect(storageLimitErrors(cartWith([{ field_id: 3, value: 'x'.repeat(11) }]), definitions)).toEqual([
      { path: 'items.0.product.additional_fields.0.value', kind: 'too_long' },
      { path: 'items.0.addons.0.additional_fields.0.value', kind: 'too_long' },
    ]);
  });

  it('counts the field values of one element', () => {
    const many = Array.from({ length: STORAGE_LIMITS.fieldsPerElement + 1 }, (_, index) => ({
      field_id: index + 1,
      value: '',
    }));
    expect(storageLimitErrors(cartWith(many))).toContainEqual({
      path: 'items.0.product.additional_fields',
      kind: 'too_many',
    });
  });
});
