import type { AdditionalFieldValue, CartElement, CartItem } from '@contract/cart';
import type { AdditionalFieldDefinition, Product } from '@contract/catalogue';
import type { FieldToValidate, ValidateFieldsResponse } from '@contract/fields';
import { isEmptyFieldValue } from '@domain/cart/field-values';
import type { CatalogueContext } from '@domain/catalogue-context';
import { normalizeFieldValue } from '@domain/validation/additional-fields/normalize';
import { hasRule, parseValidationRules } from '@domain/validation/additional-fields/rules';
import { validateFields } from '@domain/validation/additional-fields/validate-fields';
import type { FieldProblem, FieldsForm, FormOwner, SubmittedValues } from './types';

/** The fields a form shows: the postponed ones (`p=y`) or the others, in their order. */
export const formDefinitions = (product: Product, postponed: boolean): AdditionalFieldDefinition[] =>
  product.additionalFields
    .filter((definition) => definition.is_postponed === postponed)
    .sort((a, b) => a.order - b.order || a.id - b.id);

const isRequired = (definition: AdditionalFieldDefinition) =>
  hasRule(parseValidationRules(definition.validation_rules).rules, 'required');

/**
 * Fields still unfilled: never stored (the form was not submitted yet), or required and empty. A
 * submitted form stores every field it shows, so an element is asked once (no loop on optional fields).
 */
export function unfilledFieldIds(
  definitions: readonly AdditionalFieldDefinition[],
  values: readonly AdditionalFieldValue[],
): number[] {
  return definitions
    .filter((definition) => {
      const stored = values.find((value) => value.field_id === definition.id);
      return !stored || (isRequired(definition) && isEmptyFieldValue(definition, stored.value));
    })
    .map((definition) => definition.id);
}

export const hasFormFields = (product: Product | undefined, postponed: boolean): boolean =>
  product !== undefined && formDefinitions(product, postponed).length > 0;

const elementNeedsFields = (element: CartElement, ctx: CatalogueContext, postponed: boolean): boolean => {
  const product = ctx.productsById[element.id];
  return (
    product !== undefined &&
    unfilledFieldIds(formDefinitions(product, postponed), element.additional_fields).length > 0
  );
};

/**
 * The addon or upsell of a row the element-fields screen shows: the requested one when it is in
 * the row and has fields of that kind; otherwise the first one with unfilled fields (spec: without
 * addonId the screen goes to the next addon needing fields). Null: none (the screen moves on).
 */
export function elementForFieldsScreen(
  elements: readonly CartElement[],
  ctx: CatalogueContext,
  requested: number | null,
  postponed: boolean,
): number | null {
  const wanted = elements.find((element) => element.id === requested);
  if (wanted && hasFormFields(ctx.productsById[wanted.id], postponed)) return wanted.id;
  return elements.find((element) => elementNeedsFields(element, ctx, postponed))?.id ?? null;
}

export const addonForFieldsScreen = (
  item: CartItem | undefined,
  ctx: CatalogueContext,
  requested: number | null,
  postponed: boolean,
): number | null => (item ? elementForFieldsScreen(item.addons, ctx, requested, postponed) : null);

export const upsellForFieldsScreen = (
  item: CartItem | undefined,
  ctx: CatalogueContext,
  requested: number | null,
  postponed: boolean,
): number | null => (item ? elementForFieldsScreen(item.upsells, ctx, requested, postponed) : null);

/** The form of a product, addon or upsell (title headline for a single field, SSL hint). */
export function formFor(owner: FormOwner, product: Product, postponed: boolean): FieldsForm {
  const definitions = formDefinitions(product, postponed);
  const single = definitions.length === 1 ? definitions[0] : undefined;
  return {
    owner,
    elementId: product.id,
    postponed,
    hint: owner === 'product' && product.type === 'certificate' ? 'ssl' : null,
    headline: single?.headline ?? null,
  };
}

export const definitionsOfForm = (
  form: FieldsForm | null,
  ctx: CatalogueContext,
): AdditionalFieldDefinition[] => {
  const product = form ? ctx.productsById[form.elementId] : undefined;
  return form && product ? formDefinitions(product, form.postponed) : [];
};

/** The submitted values as stored: one entry per field of the form, normalised (trimmed, ...). */
export const toFieldValues = (
  definitions: readonly AdditionalFieldDefinition[],
  values: SubmittedValues,
): AdditionalFieldValue[] =>
  definitions.map((definition) => ({
    field_id: definition.id,
    field_key: definition.key,
    value: normalizeFieldValue(definition, values[definition.key]),
  }));

/** Stored values with the submitted ones replacing those of the same fields. */
export const mergeFieldValues = (
  stored: readonly AdditionalFieldValue[],
  submitted: readonly AdditionalFieldValue[],
): AdditionalFieldValue[] => [
  ...stored.filter((value) => !submitted.some((entry) => entry.field_id === value.field_id)),
  ...submitted,
];

/** Errors of the domain rule engine, by field key. */
export function ruleErrors(
  definitions: readonly AdditionalFieldDefinition[],
  values: SubmittedValues,
): Record<string, FieldProblem> {
  const errors = validateFields(definitions, values);
  return Object.fromEntries(
    Object.entries(errors).map(([key, error]): [string, FieldProblem] => [key, { source: 'rules', error }]),
  );
}

/** The server's errors (by field id) as errors by field key; the first message of each field. */
export function serverErrors(
  definitions: readonly AdditionalFieldDefinition[],
  response: ValidateFieldsResponse,
): Record<string, FieldProblem> {
  const errors: Record<string, FieldProblem> = {};
  for (const [id, messages] of Object.entries(response.errors)) {
    const definition = definitions.find((candidate) => String(candidate.id) === id);
    const message = messages[0];
    if (message !== undefined) errors[definition?.key ?? id] = { source: 'server', message };
  }
  return errors;
}

export const responseHasErrors = (response: ValidateFieldsResponse): boolean =>
  !response.valid || Object.values(response.errors).some((messages) => messages.length > 0);

/** Body of the server's field validation for the submitted values. */
export const fieldsToValidate = (
  values: readonly AdditionalFieldValue[],
  owner: FormOwner,
): FieldToValidate[] => values.map((value) => ({ id: value.field_id, value: value.value, type: owner }));
