import type { AdditionalFieldValue, CartItem } from '@contract/cart';
import type { AdditionalFieldDefinition, Product } from '@contract/catalogue';
import type { FieldOwnerType } from '@contract/fields';
import type { FieldProblem, SubmittedFields } from '@web/fields/FieldsForm';

/** What a fields screen shows, read from its area's snapshot by one adapter per area. */
export interface FieldsScreenModel {
  /** Identity of the form on show (owner, row, element, postponed): another one remounts the form. */
  formKey: string;
  owner: FieldOwnerType;
  definitions: readonly AdditionalFieldDefinition[];
  stored: readonly AdditionalFieldValue[];
  problems: ReadonlyMap<number, FieldProblem>;
  busy: boolean;
  /** The single field's headline (title rule), else null. */
  headline: string | null;
  /** SSL certificate products: enter a domain or subdomain. */
  hint: 'ssl' | null;
  /** The form holds postponed fields (`p=y`). */
  postponed: boolean;
  /** The element has postponed fields that are asked for later. */
  fieldsLater: boolean;
  /** Name of what the fields belong to (product, add-on, domain). */
  subject: string | null;
  onSubmit(values: SubmittedFields): void;
  onEdited(definition: AdditionalFieldDefinition): void;
  onBack(): void;
}

export const findRow = (
  items: readonly CartItem[],
  rowId: string | null | undefined,
): CartItem | undefined => (rowId ? items.find((item) => item.row_id === rowId) : undefined);

/** Server messages by field id (domain lookup, postfill): the first message of each field. */
export function serverProblems(
  definitions: readonly AdditionalFieldDefinition[],
  errors: Readonly<Record<string, readonly string[]>>,
): Map<number, FieldProblem> {
  const problems = new Map<number, FieldProblem>();
  for (const definition of definitions) {
    const message = errors[String(definition.id)]?.[0];
    if (message !== undefined) problems.set(definition.id, { kind: 'server', message });
  }
  return problems;
}

export const hasPostponedFields = (product: Product | undefined): boolean =>
  product?.additionalFields.some((definition) => definition.is_postponed) ?? false;

/** SSL certificate products show a hint to enter a domain or subdomain (spec section 2). */
export const sslHint = (product: Product | undefined): 'ssl' | null =>
  product?.type === 'certificate' ? 'ssl' : null;
