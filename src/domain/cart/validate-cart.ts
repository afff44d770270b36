import type { Cart, CartDomain, CartItem } from '@contract/cart';
import type { Notice } from '@contract/common';
import { revalidatePromotions } from '@domain/promotions/revalidate';
import type { CatalogueContext } from '../catalogue-context';
import { sameData } from './cart-ops';
import { normalizeDomainName, uniqueDomains } from './domain-names';
import { addToDomainOnlyItem, mergeDomainOnlyItems } from './domain-only';
import { recomputeInclusiveDomains } from './inclusive-domains';
import { cartNotice } from './notices';
import { generateRowId, type RandomBytes } from './row-id';
import { validateItem } from './validate-item';

export interface CartValidation {
  cart: Cart;
  changed: boolean;
  notices: Notice[];
}

/** Rows sharing a row id get fresh ids (row operations address rows by id). */
function withUniqueRowIds(items: readonly CartItem[], random?: RandomBytes): CartItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const next = seen.has(item.row_id) ? { ...item, row_id: generateRowId(random) } : item;
    seen.add(next.row_id);
    return next;
  });
}

/** A domain may be in the cart once: later copies go (first row wins). */
function withoutDuplicateDomains(cart: Cart, ctx: CatalogueContext): { cart: Cart; notices: Notice[] } {
  const seen = new Set<string>();
  const notices: Notice[] = [];
  const items = cart.items.map((item) => {
    const domains = item.domains.filter((domain) => {
      const name = normalizeDomainName(domain.name);
      const duplicate = seen.has(name);
      seen.add(name);
      if (duplicate) notices.push(cartNotice('domainRemoved', { domain: domain.name }));
      return !duplicate;
    });
    return domains.length === item.domains.length
      ? item
      : recomputeInclusiveDomains({ ...item, domains }, ctx);
  });
  return { cart: { ...cart, items }, notices };
}

/**
 * Spec: cart validation after each navigation (and on every cart the server receives). Removes
 * products, addons and upsells no longer offered, repairs unknown maturity or interval ids, removes
 * invalid and duplicate domains, moves the domains of removed products into the domain-only row,
 * merges domain-only rows, recomputes inclusive domains and re-validates promotions. Never throws
 * on a schema-valid cart; `random` is only used for new row ids.
 */
export function validateCart(cart: Cart, ctx: CatalogueContext, random?: RandomBytes): CartValidation {
  const notices: Notice[] = [];
  const items: CartItem[] = [];
  const orphans: CartDomain[] = [];
  for (const item of withUniqueRowIds(cart.items, random)) {
    const result = validateItem(item, ctx);
    notices.push(...result.notices);
    orphans.push(...result.orphanDomains);
    if (result.item) items.push(result.item);
  }
  const homeless = uniqueDomains(
    items.flatMap((item) => item.domains),
    orphans,
  );
  const placed = addToDomainOnlyItem({ ...cart, items }, homeless, ctx, random);
  if (!placed.placed)
    notices.push(...homeless.map((domain) => cartNotice('domainRemoved', { domain: domain.name })));
  const merged = mergeDomainOnlyItems(placed.cart, ctx);
  const unique = withoutDuplicateDomains(merged.cart, ctx);
  const promotions = revalidatePromotions(unique.cart, ctx);
  return {
    cart: promotions.cart,
    changed: promotions.changed || !sameData(cart, promotions.cart),
    notices: [...notices, ...unique.notices, ...promotions.notices],
  };
}
