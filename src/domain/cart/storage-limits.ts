import type { AdditionalFieldValue, Cart } from '@contract/cart';
import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { fieldRules } from './field-values';

/**
 * How much a visitor may store in one session. A cart far beyond any real order (dozens of rows,
 * each with notes and field values) still fits; anything larger is refused with field errors.
 * With the per-address limit on new sessions these bound what anonymous writes can add to the
 * store: at most SESSIONS_PER_ADDRESS sessions of at most SESSION_MAX_BYTES each per window.
 */
export const STORAGE_LIMITS = {
  /** `informations` entries of one product. */
  informationsPerProduct: 20,
  /** Characters of one information key. */
  informationKeyMax: 64,
  /** Characters of one information value. */
  informationValueMax: 1000,
  /** `additional_fields` entries of one product, add-on, upsell or domain. */
  fieldsPerElement: 50,
  /** Characters of one additional-field text value (and of each text inside a list value). */
  fieldValueMax: 2000,
  /** Entries of a list-valued additional field. */
  fieldListEntries: 20,
  /** The stored cart as JSON, in bytes (UTF-8). */
  sessionMaxBytes: 64 * 1024,
} as const;

/** A field path and why it is over a limit; the caller words the message. */
export interface StorageLimitError {
  path: string;
  kind: 'too_many' | 'too_long' | 'too_large';
}

/** The field definitions of a product, add-on or upsell by its article id (none for an unknown id). */
export type FieldDefinitionsOf = (elementId: number) => readonly AdditionalFieldDefinition[];

/** A text value's limit: the definition's `max:N` rule where it has one, never above the documented cap. */
export function fieldValueLimit(definition: AdditionalFieldDefinition | undefined): number {
  const max = definition
    ? fieldRules(definition)
        .map((rule) => /^max:(\d+)$/.exec(rule)?.[1])
        .find((digits) => digits !== undefined)
    : undefined;
  return max === undefined
    ? STORAGE_LIMITS.fieldValueMax
    : Math.min(Number(max), STORAGE_LIMITS.fieldValueMax);
}

function fieldErrors(
  values: readonly AdditionalFieldValue[],
  path: string,
  definitions: readonly AdditionalFieldDefinition[],
): StorageLimitError[] {
  const errors: StorageLimitError[] = [];
  if (values.length > STORAGE_LIMITS.fieldsPerElement) errors.push({ path, kind: 'too_many' });
  values.forEach((entry, index) => {
    const valuePath = `${path}.${index}.value`;
    if ((entry.field_key?.length ?? 0) > STORAGE_LIMITS.informationKeyMax) {
      errors.push({ path: `${path}.${index}.field_key`, kind: 'too_long' });
    }
    const { value } = entry;
    const limit = fieldValueLimit(definitions.find((definition) => definition.id === entry.field_id));
    if (typeof value === 'string' && value.length > limit) {
      errors.push({ path: valuePath, kind: 'too_long' });
    }
    if (Array.isArray(value)) {
      if (value.length > STORAGE_LIMITS.fieldListEntries) errors.push({ path: valuePath, kind: 'too_many' });
      const texts = value.flatMap((record) => Object.entries(record).flat());
      if (texts.some((text) => text.length > STORAGE_LIMITS.fieldValueMax)) {
        errors.push({ path: valuePath, kind: 'too_long' });
      }
    }
  });
  return errors;
}

/** Every place where `cart` is over a count or length limit of STORAGE_LIMITS, then its total size. */
export function storageLimitErrors(
  cart: Cart,
  definitionsOf: FieldDefinitionsOf = () => [],
): StorageLimitError[] {
  const errors: StorageLimitError[] = [];
  cart.items.forEach((item, index) => {
    const path = `items.${index}`;
    const { informations } = item.product;
    if (informations.length > STORAGE_LIMITS.informationsPerProduct) {
      errors.push({ path: `${path}.product.informations`, kind: 'too_many' });
    }
    informations.forEach((entry, entryIndex) => {
      const entryPath = `${path}.product.informations.${entryIndex}`;
      if (entry.key.length > STORAGE_LIMITS.informationKeyMax)
        errors.push({ path: `${entryPath}.key`, kind: 'too_long' });
      if (entry.value.length > STORAGE_LIMITS.informationValueMax) {
        errors.push({ path: `${entryPath}.value`, kind: 'too_long' });
      }
    });
    errors.push(
      ...fieldErrors(
        item.product.additional_fields,
        `${path}.product.additional_fields`,
        definitionsOf(item.product.id),
      ),
    );
    for (const [part, elements] of [
      ['addons', item.addons],
      ['upsells', item.upsells],
    ] as const) {
      elements.forEach((element, elementIndex) => {
        const elementPath = `${path}.${part}.${elementIndex}.additional_fields`;
        errors.push(...fieldErrors(element.additional_fields, elementPath, definitionsOf(element.id)));
      });
    }
    // A domain's fields come with its TLD; the documented caps apply to them.
    item.domains.forEach((domain, domainIndex) => {
      errors.push(
        ...fieldErrors(domain.additional_fields, `${path}.domains.${domainIndex}.additional_fields`, []),
      );
    });
  });
  if (
    errors.length === 0 &&
    new TextEncoder().encode(JSON.stringify(cart)).length > STORAGE_LIMITS.sessionMaxBytes
  ) {
    errors.push({ path: 'items', kind: 'too_large' });
  }
  return errors;
}
