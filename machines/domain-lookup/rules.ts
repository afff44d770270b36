import type { AdditionalFieldValue, Cart, CartItem } from '@contract/cart';
import type { FieldToValidate } from '@contract/fields';
import { clickDomain, type DomainClickOutcome } from '@domain/cart/domain-click';
import { ensureDomainOnlyItem, isDomainOnlyItem } from '@domain/cart/domain-only';
import { isExistingContract } from '@domain/cart/hosting-number';
import { findMissingRequirements } from '@domain/cart/requirements';
import type { RandomBytes } from '@domain/cart/row-id';
import { possibleTerms } from '@domain/cart/term-options';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { DomainLookupContext } from './types';

/**
 * Small pure rules the lookup needs that src/domain does not have yet. Candidates to move there
 * when a second caller needs them.
 */

export const findRow = (cart: Cart, rowId: string | null): CartItem | undefined =>
  rowId === null ? undefined : cart.items.find((item) => item.row_id === rowId);

/** Domains of the row that still miss required, non-postponed fields (findMissingRequirements). */
export const domainsMissingFields = (cart: Cart, rowId: string | null, ctx: CatalogueContext): string[] =>
  findMissingRequirements(cart, ctx)
    .filter((missing) => missing.kind === 'domain_fields' && missing.rowId === rowId)
    .flatMap((missing) => (missing.domainName === null ? [] : [missing.domainName]));

/** Whether the domain product has fields of this form: postponed ones (postfill) or the others. */
export const domainFormHasFields = (ctx: CatalogueContext, postponed: boolean): boolean =>
  ctx.productsById[ctx.domainOnlyProductId]?.additionalFields.some(
    (definition) => definition.is_postponed === postponed,
  ) ?? false;

/**
 * The domain whose fields the domain-fields screen edits: the one named in the route if the row
 * holds it and the form has fields to show, else the first domain of the row still missing fields;
 * null when there is none (the screen is skipped, never a form without fields).
 */
export function pickFieldsDomain(
  cart: Cart,
  rowId: string | null,
  requested: string | null,
  ctx: CatalogueContext,
  postponed: boolean,
): string | null {
  const row = findRow(cart, rowId);
  const named = row?.domains.find((domain) => domain.name === requested?.toLowerCase());
  if (named && domainFormHasFields(ctx, postponed)) return named.name;
  return postponed ? null : (domainsMissingFields(cart, rowId, ctx)[0] ?? null);
}

/** The field values of one domain replaced by the submitted ones (other fields kept). */
export function withDomainFields(
  cart: Cart,
  rowId: string | null,
  domainName: string | null,
  values: readonly AdditionalFieldValue[],
): Cart {
  const submitted = new Set(values.map((value) => value.field_id));
  return {
    ...cart,
    items: cart.items.map((item) =>
      item.row_id !== rowId
        ? item
        : {
            ...item,
            domains: item.domains.map((domain) =>
              domain.name !== domainName
                ? domain
                : {
                    ...domain,
                    additional_fields: [
                      ...domain.additional_fields.filter((value) => !submitted.has(value.field_id)),
                      ...values,
                    ],
                  },
            ),
          },
    ),
  };
}

/** Body of the server-side field validation for domain fields. */
export const domainFieldsToValidate = (values: readonly AdditionalFieldValue[]): FieldToValidate[] =>
  values.map((value) => ({ id: value.field_id, value: value.value, type: 'domain' }));

/**
 * The note box's continue is disabled while the row has no domain and its product requires one
 * (is_domainrequired 1; the domain-only product does) or it is a cloud-panel visitor's hosting
 * (spec section 5: "hosting data exists with a product but no domain").
 */
export function lacksRequiredDomain(cart: Cart, rowId: string | null, ctx: CatalogueContext): boolean {
  const row = findRow(cart, rowId);
  if (!row) return true;
  if (row.domains.length > 0) return false;
  return ctx.productsById[row.product.id]?.is_domainrequired === 1 || isExistingContract(row);
}

/** The row carries the domain-only product (type domain). */
export const isDomainOnlyRow = (cart: Cart, rowId: string | null, ctx: CatalogueContext): boolean => {
  const row = findRow(cart, rowId);
  return row !== undefined && isDomainOnlyItem(row, ctx);
};

/** Maturity screen: more than one maturity the row may move to (see possibleTerms). */
export function hasMaturityChoice(cart: Cart, rowId: string | null, ctx: CatalogueContext): boolean {
  const row = findRow(cart, rowId);
  if (!row) return false;
  return new Set(possibleTerms(row, ctx).map((term) => term.maturity.id)).size > 1;
}

/** Free TLD count of the row's product (header of the add-domain question). */
export function inclusiveDomainCount(cart: Cart, rowId: string | null, ctx: CatalogueContext): number {
  const row = findRow(cart, rowId);
  const product = row ? ctx.productsById[row.product.id] : undefined;
  return (product?.freeTlds ?? []).reduce((sum, free) => sum + free.amount, 0);
}

/** The row of the cart's domain-only product, if any. */
export const domainOnlyRowId = (cart: Cart, ctx: CatalogueContext): string | null =>
  cart.items.find((item) => isDomainOnlyItem(item, ctx))?.row_id ?? null;

/** What a click on the remembered domain would do (clickDomain from src/domain, not applied). */
export function clickOutcome(context: DomainLookupContext): DomainClickOutcome | null {
  if (context.clicked === null || context.rowId === null) return null;
  return clickDomain(context.cart, context.rowId, context.clicked, context.catalogue).outcome;
}

/**
 * The lookup's row is gone: removing the last domain of the domain-only row (a hide_in_cart
 * product) removes the row too (spec section 4, removal). The next domain goes to the domain-only
 * row again: the cart's own if there is one, else a new one that takes the lost row's id, so the
 * lookup's URL stays valid. `rowId` is null when no domain-only row can exist.
 */
export function reviveDomainOnlyRow(
  cart: Cart,
  lostRowId: string | null,
  ctx: CatalogueContext,
  random?: RandomBytes,
): { cart: Cart; rowId: string | null } {
  const ensured = ensureDomainOnlyItem(cart, ctx, random);
  const created = ensured.rowId !== null && ensured.cart !== cart;
  if (!created || lostRowId === null) return ensured;
  return {
    cart: {
      ...ensured.cart,
      items: ensured.cart.items.map((item) =>
        item.row_id === ensured.rowId ? { ...item, row_id: lostRowId } : item,
      ),
    },
    rowId: lostRowId,
  };
}
