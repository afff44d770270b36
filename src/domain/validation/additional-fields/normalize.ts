import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { withoutControlCharacters } from '../control-characters';
import { isBlankRecord, readComposite, toCompositeValue } from './composite';
import type { FieldValue } from './field-error';
import { fieldKind } from './field-kind';
import { nsaAdditionalAddressDataToSave } from './nsa';
import { personsToSave } from './persons';
import { parseValidationRules } from './rules';

/**
 * The value to store for a field: text trimmed and without direction controls, persons reduced to complete trimmed entries,
 * composite parts trimmed (a blank composite becomes null; the PO-box parts are dropped when the
 * box is not ticked). Values of an unexpected shape are returned unchanged for validation to
 * reject.
 */
export function normalizeFieldValue(
  definition: AdditionalFieldDefinition,
  value: FieldValue | undefined,
): FieldValue {
  if (value === undefined) return null;
  const kind = fieldKind(definition, parseValidationRules(definition.validation_rules).rules);
  if (kind === 'persons') return Array.isArray(value) ? personsToSave(value) : value;
  if (kind === 'composite') {
    const record = readComposite(value);
    if (record === null) return value;
    if (isBlankRecord(record)) return null;
    const saved =
      definition.input_component === 'nsa_additional_address_data'
        ? nsaAdditionalAddressDataToSave(record)
        : record;
    return toCompositeValue(saved);
  }
  return typeof value === 'string' ? withoutControlCharacters(value).trim() : value;
}
