import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { missingRequiredFields } from './field-values';
import { isExistingContract } from './hosting-number';

export type RequirementKind =
  | 'domain'
  | 'product_fields'
  | 'addon_fields'
  | 'upsell_fields'
  | 'domain_fields';

/** The screen to go back to: route name and query values. */
export interface RouteTarget {
  route: string;
  query: Record<string, string>;
}

export interface MissingRequirement {
  kind: RequirementKind;
  rowId: string;
  /** Addon or upsell id for element fields, product id for product fields and missing domains. */
  elementId: number;
  /** The domain for domain fields. */
  domainName: string | null;
  /** Required, non-postponed fields without a value (empty for a missing domain). */
  fieldIds: number[];
  target: RouteTarget;
}

function itemRequirements(item: CartItem, ctx: CatalogueContext): MissingRequirement[] {
  const product = ctx.productsById[item.product.id];
  if (!product) return [];
  const rowId = item.row_id;
  const found: MissingRequirement[] = [];
  const add = (entry: Omit<MissingRequirement, 'rowId'>) => {
    if (entry.kind === 'domain' || entry.fieldIds.length > 0) found.push({ rowId, ...entry });
  };
  const domainFields = ctx.productsById[ctx.domainOnlyProductId];
  const isDomainOnly = product.id === ctx.domainOnlyProductId;
  // The existing hosting contract of a cloud-panel visitor was configured when it was ordered.
  if (!isDomainOnly && !isExistingContract(item)) {
    add({
      kind: 'product_fields',
      elementId: product.id,
      domainName: null,
      fieldIds: missingRequiredFields(product, item.product.additional_fields),
      target: { route: '/additional-product-fields', query: { id: String(product.id), rowId } },
    });
  }
  for (const [kind, elements, route] of [
    ['addon_fields', item.addons, '/additional-addon-fields'],
    ['upsell_fields', item.upsells, '/additional-popularaddon-fields'],
  ] as const) {
    for (const element of elements) {
      const elementProduct = ctx.productsById[element.id];
      add({
        kind,
        elementId: element.id,
        domainName: null,
        fieldIds: elementProduct ? missingRequiredFields(elementProduct, element.additional_fields) : [],
        target: { route, query: { id: rowId, addonId: String(element.id) } },
      });
    }
  }
  if (product.is_domainrequired === 1 && item.domains.length === 0 && !isDomainOnly) {
    add({
      kind: 'domain',
      elementId: product.id,
      domainName: null,
      fieldIds: [],
      target: { route: '/domains/lookup', query: { id: rowId } },
    });
  }
  for (const domain of item.domains) {
    add({
      kind: 'domain_fields',
      elementId: product.id,
      domainName: domain.name,
      fieldIds: domainFields ? missingRequiredFields(domainFields, domain.additional_fields) : [],
      target: { route: '/domains/additional-domain-fields', query: { id: rowId, d: domain.name } },
    });
  }
  return found;
}

/**
 * Required-field check of the cart: a missing required domain (is_domainrequired 1, no domain) and
 * required, non-postponed additional fields without a value on products, addons, upsells and
 * domains, each with the screen to go back to. Domain fields are those of the domain-only product.
 * The product fields of an existing hosting contract (cloud-panel visitor) are not asked again.
 */
export const findMissingRequirements = (cart: Cart, ctx: CatalogueContext): MissingRequirement[] =>
  cart.items.flatMap((item) => itemRequirements(item, ctx));
