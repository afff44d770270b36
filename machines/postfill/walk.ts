import type { AdditionalFieldValue, Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { ValidateFieldsBody } from '@contract/fields';
import { isEmptyFieldValue } from '@domain/cart/field-values';
import { isExistingContract } from '@domain/cart/hosting-number';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { RouteEnteredEvent } from '../shared/events';
import type { RouteId, RouteTarget } from '../shared/routes';
import type { PostfillKind, PostfillStop } from './types';

/** The order of the walk: every product first, then addons, upsells, domains. */
export const POSTFILL_KINDS: readonly PostfillKind[] = ['product', 'addon', 'upsell', 'domain'];

const POSTFILL_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'postfillProducts',
  'postfillAddons',
  'postfillPopularAddons',
  'postfillDomains',
]);

/** Postfill is entered on one of its routes with query p=y. */
export const isPostfillEntry = (event: RouteEnteredEvent): boolean =>
  POSTFILL_ROUTES.has(event.route) && event.query.p === 'y';

/** Postponed fields of a definition that have no value yet. */
function emptyPostponedFields(
  definition: Product | undefined,
  values: readonly AdditionalFieldValue[],
): number[] {
  if (!definition) return [];
  return definition.additionalFields
    .filter((field) => field.is_postponed)
    .filter((field) => isEmptyFieldValue(field, values.find((value) => value.field_id === field.id)?.value))
    .map((field) => field.id);
}

function target(kind: PostfillKind, item: CartItem, elementId: number, domain: string | null): RouteTarget {
  switch (kind) {
    case 'product':
      return { route: 'postfillProducts', query: { rowId: item.row_id, p: 'y' } };
    case 'addon':
      return { route: 'postfillAddons', query: { id: item.row_id, addonId: elementId, p: 'y' } };
    case 'upsell':
      return { route: 'postfillPopularAddons', query: { id: item.row_id, addonId: elementId, p: 'y' } };
    case 'domain':
      return { route: 'postfillDomains', query: { id: item.row_id, d: domain ?? '', p: 'y' } };
  }
}

function stop(
  kind: PostfillKind,
  item: CartItem,
  elementId: number,
  domain: string | null,
  fieldIds: number[],
): PostfillStop[] {
  if (fieldIds.length === 0) return [];
  return [
    {
      kind,
      rowId: item.row_id,
      elementId,
      domain,
      fieldIds,
      key: `${kind}:${item.row_id}:${elementId}:${domain ?? ''}`,
      target: target(kind, item, elementId, domain),
    },
  ];
}

/**
 * Every element of the cart with postponed fields still empty, in the walk's order: products (not
 * the domain-only row, whose fields are the domains', nor a cloud-panel visitor's existing hosting
 * contract), then addons, upsells and domains (whose field definitions are those of the domain-only
 * product).
 */
export function postponedStops(cart: Cart, ctx: CatalogueContext): PostfillStop[] {
  const definition = (id: number) => ctx.productsById[id];
  const domainFields = definition(ctx.domainOnlyProductId);
  const byKind: Record<PostfillKind, PostfillStop[]> = {
    product: cart.items.flatMap((item) =>
      // Not the domain-only row, nor the existing contract of a cloud-panel visitor (configured already).
      item.product.id === ctx.domainOnlyProductId || isExistingContract(item)
        ? []
        : stop(
            'product',
            item,
            item.product.id,
            null,
            emptyPostponedFields(definition(item.product.id), item.product.additional_fields),
          ),
    ),
    addon: cart.items.flatMap((item) =>
      item.addons.flatMap((addon) =>
        stop(
          'addon',
          item,
          addon.id,
          null,
          emptyPostponedFields(definition(addon.id), addon.additional_fields),
        ),
      ),
    ),
    upsell: cart.items.flatMap((item) =>
      item.upsells.flatMap((upsell) =>
        stop(
          'upsell',
          item,
          upsell.id,
          null,
          emptyPostponedFields(definition(upsell.id), upsell.additional_fields),
        ),
      ),
    ),
    domain: cart.items.flatMap((item) =>
      item.domains.flatMap((domain) =>
        stop(
          'domain',
          item,
          item.product.id,
          domain.name,
          emptyPostponedFields(domainFields, domain.additional_fields),
        ),
      ),
    ),
  };
  return POSTFILL_KINDS.flatMap((kind) => byKind[kind]);
}

/** The first stop not visited yet, or null when postfill is done. */
export const nextStop = (
  cart: Cart,
  ctx: CatalogueContext,
  visited: readonly string[],
): PostfillStop | null =>
  postponedStops(cart, ctx).find((candidate) => !visited.includes(candidate.key)) ?? null;

/** Field validation request for the submitted values of a stop. */
export const validationBody = (
  current: PostfillStop | null,
  values: readonly AdditionalFieldValue[],
): ValidateFieldsBody => ({
  fields: values.map((value) => ({
    id: value.field_id,
    value: value.value,
    type: current?.kind ?? 'product',
  })),
});

/** Values replace those of the same field; new ones are appended. */
function merge(
  existing: readonly AdditionalFieldValue[],
  values: readonly AdditionalFieldValue[],
): AdditionalFieldValue[] {
  const replaced = existing.map((old) => values.find((value) => value.field_id === old.field_id) ?? old);
  const added = values.filter((value) => !existing.some((old) => old.field_id === value.field_id));
  return [...replaced, ...added];
}

/** The cart with the submitted values stored on the stop's element. */
export function withValues(cart: Cart, current: PostfillStop, values: readonly AdditionalFieldValue[]): Cart {
  const update = (item: CartItem): CartItem => {
    switch (current.kind) {
      case 'product':
        return {
          ...item,
          product: { ...item.product, additional_fields: merge(item.product.additional_fields, values) },
        };
      case 'addon':
        return {
          ...item,
          addons: item.addons.map((addon) =>
            addon.id === current.elementId
              ? { ...addon, additional_fields: merge(addon.additional_fields, values) }
              : addon,
          ),
        };
      case 'upsell':
        return {
          ...item,
          upsells: item.upsells.map((upsell) =>
            upsell.id === current.elementId
              ? { ...upsell, additional_fields: merge(upsell.additional_fields, values) }
              : upsell,
          ),
        };
      case 'domain':
        return {
          ...item,
          domains: item.domains.map((domain) =>
            domain.name === current.domain
              ? { ...domain, additional_fields: merge(domain.additional_fields, values) }
              : domain,
          ),
        };
    }
  };
  return { ...cart, items: cart.items.map((item) => (item.row_id === current.rowId ? update(item) : item)) };
}
