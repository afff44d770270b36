import { fieldsApi } from '@contract/api';
import type { AdditionalFieldDefinition, Product } from '@contract/catalogue';
import type { LocaleCode } from '@contract/common';
import type { FieldOwnerType, FieldToValidate, ValidateFieldsResponse } from '@contract/fields';
import { readComposite } from '@domain/validation/additional-fields/composite';
import type { FieldValidationContext } from '@domain/validation/additional-fields/context';
import type { FieldError, FieldValue } from '@domain/validation/additional-fields/field-error';
import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { CatalogueView } from '../catalogue/views';
import type { Database } from '../db/client';
import { contractTransfers } from '../db/schema';
import { route } from '../http/route';
import { fieldErrorMessages, type ServerMessageKey, serverMessage } from '../i18n/messages';

/** Where a field definition lives: the product (addon, upsell, domain carrier) that lists it. */
interface FieldEntry {
  product: Product;
  definition: AdditionalFieldDefinition;
}

const indexes = new WeakMap<CatalogueView, Map<number, FieldEntry>>();

/** Field definitions of the view by id (ids are unique over the catalogue), built once per view. */
function fieldIndex(view: CatalogueView): Map<number, FieldEntry> {
  let index = indexes.get(view);
  if (!index) {
    index = new Map();
    for (const product of view.products) {
      for (const definition of product.additionalFields) index.set(definition.id, { product, definition });
    }
    indexes.set(view, index);
  }
  return index;
}

/**
 * Whether the field may be sent with this owner type (our rule; the spec names only product and
 * domain): `domain` fields are those of the domain-carrier product (type `domain`); `addon` and
 * `upsell` fields belong to products of an addon category (upsells are the popular-addons
 * category); `product` fields to any other product. A mismatch is answered like an unknown field.
 */
function ownerMatches(type: FieldOwnerType, product: Product, addonCategories: ReadonlySet<number>): boolean {
  if (type === 'domain') return product.type === 'domain';
  if (product.type === 'domain') return false;
  const isAddon = addonCategories.has(product.category_id);
  return type === 'product' ? !isAddon : isAddon;
}

/** The `transfer_id` field's `exists` rule is answered from the `contract_transfers` table. */
const TRANSFER_FIELD_KEY = 'transfer_id';

/** Which of the sent transfer ids exist (upper case; ids are matched without regard to case). */
async function knownTransferIds(db: Database, values: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(values.map((value) => value.trim().toUpperCase()).filter(Boolean))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: contractTransfers.transferId })
    .from(contractTransfers)
    .where(inArray(sql`upper(${contractTransfers.transferId})`, wanted));
  return new Set(rows.map((row) => row.id.toUpperCase()));
}

// --- street and house number (the `nsa_address` field) -------------------------------------------
// There is no outside address service, so "the server validates street and number" (spec section 5)
// is a deterministic plausibility check of the two parts, after the rule engine's own checks
// (required, lengths) have passed for them:
// - street: begins with a letter or digit, holds at least two letters, and only letters, digits,
//   spaces and . , ' ’ - / ( ) & (so "12", "--" or "x" are refused, "Straße des 17. Juni",
//   "Am Markt", "1st Avenue" pass);
// - house number: 1 to 99999 without a leading zero, optionally one or two letters, optionally a
//   range or fraction to a second such number ("12", "12a", "12 B", "12-14", "12/1", "3b-3d").
const STREET_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’\-/()&]*$/u;
const HOUSE_NUMBER = /^[1-9]\d{0,4} ?[a-z]{0,2}(?: ?[-/] ?[1-9]\d{0,4} ?[a-z]{0,2})?$/i;

export function isPlausibleStreet(street: string): boolean {
  const text = street.trim().replace(/\s+/g, ' ');
  return STREET_CHARACTERS.test(text) && (text.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

export function isPlausibleHouseNumber(number: string): boolean {
  return HOUSE_NUMBER.test(number.trim().replace(/\s+/g, ' '));
}

/** Street and number problems of an address value whose parts passed the rule engine. */
function addressProblems(value: FieldValue | undefined, ruleError: FieldError | null): ServerMessageKey[] {
  const record = readComposite(value);
  if (!record) return [];
  const failed = ruleError?.subfields ?? {};
  const problems: ServerMessageKey[] = [];
  const street = record.street ?? '';
  const number = record.number ?? '';
  if (!failed.street && street !== '' && !isPlausibleStreet(street)) problems.push('street_implausible');
  if (!failed.number && number !== '' && !isPlausibleHouseNumber(number)) {
    problems.push('house_number_implausible');
  }
  return problems;
}

/**
 * Validates the sent values with the domain rule engine plus the server's own checks (`exists`
 * options, contract transfer ids, street and house number). Fields of the same product sent
 * together form one form, so `sameAs` sees its partner field.
 */
async function validate(
  fields: readonly FieldToValidate[],
  view: CatalogueView,
  locale: LocaleCode,
  db: Database,
): Promise<ValidateFieldsResponse> {
  const index = fieldIndex(view);
  const addonCategories = new Set(view.categories.filter((c) => c.is_addon).map((c) => c.id));
  const errors: Record<string, string[]> = {};
  const add = (id: number, messages: readonly string[]) => {
    if (messages.length === 0) return;
    const list = errors[String(id)] ?? [];
    for (const message of messages) if (!list.includes(message)) list.push(message);
    errors[String(id)] = list;
  };

  const known: (FieldToValidate & FieldEntry)[] = [];
  for (const field of fields) {
    const entry = index.get(field.id);
    if (entry && ownerMatches(field.type, entry.product, addonCategories)) known.push({ ...field, ...entry });
    else add(field.id, [serverMessage(locale, 'unknown_field')]);
  }

  const transferIds = await knownTransferIds(
    db,
    known.flatMap((field) =>
      field.definition.key === TRANSFER_FIELD_KEY && typeof field.value === 'string' ? [field.value] : [],
    ),
  );
  const countryCodes = new Set(view.countries.map((country) => country.code));
  const exists: FieldValidationContext['exists'] = (definition, value) => {
    const text = value.trim().toUpperCase();
    if (definition.key === TRANSFER_FIELD_KEY) return transferIds.has(text);
    // The seed's other `exists` field (organisation_country) is a country picker: a known country code.
    if (definition.input_component === 'country') return countryCodes.has(text);
    return false;
  };

  for (const field of known) {
    // The form of this field: the values sent for fields of the same product (last one wins).
    const form = known.filter((other) => other.product.id === field.product.id);
    const context: FieldValidationContext = {
      exists,
      formValues: Object.fromEntries(form.map((other) => [other.definition.key, other.value])),
      formLabels: Object.fromEntries(
        field.product.additionalFields.map((definition) => [definition.key, definition.label]),
      ),
    };
    const error = validateFieldValue(field.definition, field.value, context);
    if (error?.key.endsWith('.exists') && field.definition.key === TRANSFER_FIELD_KEY) {
      add(field.id, [serverMessage(locale, 'unknown_transfer_id')]);
    } else if (error) {
      add(field.id, fieldErrorMessages(locale, error));
    }
    if (field.definition.input_component === 'nsa_address') {
      add(
        field.id,
        addressProblems(field.value, error).map((key) => serverMessage(locale, key)),
      );
    }
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/**
 * `POST /api/v2/additional-fields/validate`: 200 with `{ valid, errors }` (errors by field id, in the
 * visitor's language); a body that does not match the contract is a 422 before this runs.
 */
export function registerFieldRoutes({ app, db, catalogue, checkResponses }: AppContext): void {
  route(
    app,
    fieldsApi.validate,
    async ({ request, body }) => {
      const locale = await request.locale();
      return validate(body.fields, catalogue.view(request.brand(), locale), locale, db);
    },
    { checkResponses },
  );
}
