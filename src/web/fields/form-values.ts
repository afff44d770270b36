import type { AdditionalFieldValue } from '@contract/cart';
import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { toBoolean } from '@domain/validation/additional-fields/boolean-value';
import { readComposite, toCompositeValue } from '@domain/validation/additional-fields/composite';
import type { FieldError, FieldValue } from '@domain/validation/additional-fields/field-error';
import { fieldKind } from '@domain/validation/additional-fields/field-kind';
import { normalizeFieldValue } from '@domain/validation/additional-fields/normalize';
import { type FieldRule, hasRule, parseValidationRules } from '@domain/validation/additional-fields/rules';
import { validateFields } from '@domain/validation/additional-fields/validate-fields';

/**
 * Between the stored additional-field values (contract `FieldValue`) and what the form's inputs
 * hold. The rules themselves stay in src/domain: this file only reads and writes values.
 */

/** The parts of a composite field (nsa address, PO box, ppoa authorization), by part name. */
export type PartsValue = Readonly<Record<string, string>>;

/** One row of the tenants list. */
export interface PersonRow {
  first_name: string;
  last_name: string;
}

/** What one input component holds while the form is edited. */
export type FormFieldValue = string | boolean | PartsValue | readonly PersonRow[];

/** The form's values by form name (`field_<id>`, see `formName`). */
export type FormValues = Record<string, FormFieldValue>;

/** How an input component holds its value. */
export type ValueShape = 'text' | 'flag' | 'parts' | 'persons';

/**
 * Form names are built from the field id, so a field key with dots or brackets can never be read
 * as a nested path by the form library.
 */
export const formName = (definition: Pick<AdditionalFieldDefinition, 'id'>): string =>
  `field_${definition.id}`;

export const rulesOf = (definition: AdditionalFieldDefinition): readonly FieldRule[] =>
  parseValidationRules(definition.validation_rules).rules;

export const isRequiredField = (definition: AdditionalFieldDefinition): boolean =>
  hasRule(rulesOf(definition), 'required');

const TICK_BOXES: readonly string[] = ['ppoa_private_legal_text', 'ppoa_business_legal_text'];

export function valueShape(definition: AdditionalFieldDefinition): ValueShape {
  if (TICK_BOXES.includes(definition.input_component)) return 'flag';
  switch (fieldKind(definition, rulesOf(definition))) {
    case 'composite':
      return 'parts';
    case 'persons':
      return 'persons';
    case 'boolean':
      return 'flag';
    default:
      return 'text';
  }
}

/** The values of an `in:` rule (select and radio options), empty without one. */
export function allowedValues(definition: AdditionalFieldDefinition): string[] {
  return rulesOf(definition).flatMap((rule) => (rule.name === 'in' ? [...rule.values] : []));
}

/** The bounds of `min:N` / `max:N`, if given. */
export function numberBounds(definition: AdditionalFieldDefinition): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const rule of rulesOf(definition)) {
    if (rule.name === 'min') bounds.min = rule.value;
    if (rule.name === 'max') bounds.max = rule.value;
  }
  return bounds;
}

/** Signature font used when none is stored yet (spec section 9: coming-soon is the default). */
export const DEFAULT_SIGNATURE_FONT = 'coming-soon';

const blankPerson = (): PersonRow => ({ first_name: '', last_name: '' });

function initialText(definition: AdditionalFieldDefinition, stored: FieldValue | undefined): string {
  if (typeof stored === 'string' && stored.trim() !== '') return stored;
  if (typeof stored === 'number' || typeof stored === 'boolean') return String(stored);
  if (definition.input_component === 'ppoa_signature_font') return DEFAULT_SIGNATURE_FONT;
  return '';
}

/** What an input starts with: the stored value in the input's shape (or its empty value). */
export function initialFormValue(
  definition: AdditionalFieldDefinition,
  stored: FieldValue | undefined,
): FormFieldValue {
  switch (valueShape(definition)) {
    case 'parts': {
      const parts = readComposite(stored) ?? {};
      return definition.input_component === 'nsa_additional_address_data'
        ? { ...parts, po_box: parts.po_box === '1' ? '1' : '0' }
        : parts;
    }
    case 'persons': {
      const rows = Array.isArray(stored)
        ? stored.map((entry) => ({ first_name: entry.first_name ?? '', last_name: entry.last_name ?? '' }))
        : [];
      return rows.length > 0 ? rows : [blankPerson()];
    }
    case 'flag':
      return toBoolean(stored) === true;
    case 'text':
      return initialText(definition, stored);
  }
}

export function initialFormValues(
  definitions: readonly AdditionalFieldDefinition[],
  stored: readonly AdditionalFieldValue[],
): FormValues {
  return Object.fromEntries(
    definitions.map((definition) => [
      formName(definition),
      initialFormValue(definition, stored.find((value) => value.field_id === definition.id)?.value),
    ]),
  );
}

const isPartsValue = (value: FormFieldValue): value is PartsValue =>
  typeof value === 'object' && !Array.isArray(value);

const isPersons = (value: FormFieldValue): value is readonly PersonRow[] => Array.isArray(value);

/** Number fields (`integer`, `numeric`) send a number once the text is one. */
function textValue(definition: AdditionalFieldDefinition, text: string): FieldValue {
  const kind = fieldKind(definition, rulesOf(definition));
  const trimmed = text.trim();
  if (kind === 'number' && /^[+-]?\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return text;
}

/** An input's value as a field value (before the domain's normalising). */
export function toFieldValue(
  definition: AdditionalFieldDefinition,
  value: FormFieldValue | undefined,
): FieldValue {
  if (value === undefined) return null;
  // An unticked box is no answer (null): an optional box may stay empty, a required one is missing.
  if (typeof value === 'boolean') return value ? true : null;
  if (typeof value === 'string') return textValue(definition, value);
  if (isPersons(value))
    return value.map((person) => ({ first_name: person.first_name, last_name: person.last_name }));
  if (isPartsValue(value)) return toCompositeValue({ ...value });
  return null;
}

/** The form's values by field key, as the rules and the product-selection machine read them. */
export function valuesByFieldKey(
  definitions: readonly AdditionalFieldDefinition[],
  values: FormValues,
): Record<string, FieldValue> {
  return Object.fromEntries(
    definitions.map((definition) => [definition.key, toFieldValue(definition, values[formName(definition)])]),
  );
}

/** The values to store: one entry per field, normalised by the domain (trimmed, complete persons). */
export function valuesToStore(
  definitions: readonly AdditionalFieldDefinition[],
  values: FormValues,
): AdditionalFieldValue[] {
  return definitions.map((definition) => ({
    field_id: definition.id,
    field_key: definition.key,
    value: normalizeFieldValue(definition, toFieldValue(definition, values[formName(definition)])),
  }));
}

/** The rule errors of the form (src/domain), by field id. */
export function ruleErrorsById(
  definitions: readonly AdditionalFieldDefinition[],
  values: FormValues,
): Map<number, FieldError> {
  const byKey = validateFields(definitions, valuesByFieldKey(definitions, values));
  const errors = new Map<number, FieldError>();
  for (const definition of definitions) {
    const error = byKey[definition.key];
    if (error) errors.set(definition.id, error);
  }
  return errors;
}

/**
 * Title rule (spec section 2): the single field's headline becomes the title when the form has
 * exactly one field.
 */
export const singleFieldHeadline = (definitions: readonly AdditionalFieldDefinition[]): string | null =>
  definitions.length === 1 ? (definitions[0]?.headline ?? null) : null;
