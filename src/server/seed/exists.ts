import type { Seed } from './types';

/**
 * The `exists` rule of an additional field (our meaning, see src/domain FieldValidationContext):
 * the value must be one of the options the server knows for that field. The seed knows the
 * options of these field keys; a field with `exists` and another key is rejected by the loader.
 */
export const EXISTS_FIELD_KEYS = ['transfer_id', 'organisation_country'] as const;

/** Whether `value` is a known option of the field `fieldKey` (trimmed, case-insensitive). */
export function fieldOptionExists(
  seed: Pick<Seed, 'contractTransfers' | 'countries'>,
  fieldKey: string,
  value: string,
): boolean {
  const text = value.trim().toUpperCase();
  switch (fieldKey) {
    case 'transfer_id':
      return seed.contractTransfers.some((transfer) => transfer.transfer_id.toUpperCase() === text);
    case 'organisation_country':
      return seed.countries.some((country) => country.code === text);
    default:
      return false;
  }
}
