import type { Cart, CartDomain, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { findItem, replaceItem, withoutRow } from './cart-ops';
import { createCartItem } from './create-item';
import { uniqueDomains } from './domain-names';
import { recomputeInclusiveDomains } from './inclusive-domains';
import type { RandomBytes } from './row-id';

export interface CartUpdate {
  cart: Cart;
  changed: boolean;
}

export const isDomainOnlyItem = (item: CartItem, ctx: CatalogueContext): boolean =>
  item.product.id === ctx.domainOnlyProductId;

const withDomains = (item: CartItem, domains: readonly CartDomain[], ctx: CatalogueContext): CartItem =>
  recomputeInclusiveDomains(
    { ...item, domains: [...item.domains, ...uniqueDomains(item.domains, domains)] },
    ctx,
  );

/** Domain-only rows merge into the first one (domains de-duplicated by name). */
export function mergeDomainOnlyItems(cart: Cart, ctx: CatalogueContext): CartUpdate {
  const rows = cart.items.filter((item) => isDomainOnlyItem(item, ctx));
  const [first, ...rest] = rows;
  if (!first || rest.length === 0) return { cart, changed: false };
  const merged = withDomains(
    first,
    rest.flatMap((item) => item.domains),
    ctx,
  );
  const items = cart.items
    .filter((item) => !rest.includes(item))
    .map((item) => (item === first ? merged : item));
  return { cart: { ...cart, items }, changed: true };
}

/** The cart's domain-only row, created when missing (lookup without id). `rowId` null if it cannot be. */
export function ensureDomainOnlyItem(
  cart: Cart,
  ctx: CatalogueContext,
  random?: RandomBytes,
): { cart: Cart; rowId: string | null } {
  const existing = cart.items.find((item) => isDomainOnlyItem(item, ctx));
  if (existing) return { cart, rowId: existing.row_id };
  const created = createCartItem(ctx.domainOnlyProductId, ctx, random);
  if (!created) return { cart, rowId: null };
  return { cart: { ...cart, items: [...cart.items, created] }, rowId: created.row_id };
}

/**
 * Puts domains into the domain-only row (created if needed), e.g. those of a removed invalid
 * product. `placed` is false when no domain-only row can exist (its product is not orderable).
 */
export function addToDomainOnlyItem(
  cart: Cart,
  domains: readonly CartDomain[],
  ctx: CatalogueContext,
  random?: RandomBytes,
): { cart: Cart; placed: boolean } {
  if (domains.length === 0) return { cart, placed: true };
  const ensured = ensureDomainOnlyItem(cart, ctx, random);
  const row = ensured.rowId === null ? undefined : findItem(ensured.cart, ensured.rowId);
  if (!row) return { cart, placed: false };
  return { cart: replaceItem(ensured.cart, withDomains(row, domains, ctx)), placed: true };
}

/**
 * Moves the domains of a temporary domain-only row into a product that needs a domain
 * (is_domainrequired 1 or 2) and removes the emptied temporary row. Inclusive flags are recomputed.
 */
export function moveDomainsFromTemporaryItem(
  cart: Cart,
  tempRowId: string,
  targetRowId: string,
  ctx: CatalogueContext,
): CartUpdate {
  const temp = findItem(cart, tempRowId);
  const target = findItem(cart, targetRowId);
  const product = target ? ctx.productsById[target.product.id] : undefined;
  if (!temp || !target || temp === target || !isDomainOnlyItem(temp, ctx) || !product?.is_domainrequired) {
    return { cart, changed: false };
  }
  const next = withoutRow(replaceItem(cart, withDomains(target, temp.domains, ctx)), tempRowId);
  return { cart: next, changed: true };
}
