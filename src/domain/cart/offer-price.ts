import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { cartPrices, type LinePrice } from '../prices/cart-prices';
import { lowestTermPrice, type TermPrice } from '../prices/lowest-price';
import type { ShownPrice } from '../prices/shown-price';
import type { ElementKind } from '../promotions/cart-elements';
import { hasAddon } from './addon-change';
import { toggleAddon } from './addon-toggle';
import { findItem } from './cart-ops';
import { addDomain } from './domain-click';
import { sameDomainName } from './domain-names';
import { ensureDomainOnlyItem } from './domain-only';
import { togglePromotedAddon } from './promoted-addons';
import { changeInterval, changeMaturity } from './term-change';
import { possibleTerms } from './term-options';
import { addUpsell } from './upsells';
import { validateCart } from './validate-cart';

/** How an offer joins a row: an upsell, an addon (also a variant or module), a promoted addon. */
export type OfferKind = 'addon' | 'upsell' | 'promoted';

export interface OfferPriceOptions {
  /**
   * The row's term may still change: the product selection has not reached the term steps yet
   * (upsells, variants and promoted addons come before them for a new row). Then the price is the
   * lowest over every term the row can still get, read "from" when the terms differ.
   */
  termOpen?: boolean;
  /** Compare prices as shown with VAT (default) or without, for the lowest. */
  withVat?: boolean;
}

/** The cart with this row in it (replacing the stored row of the same id, or added). */
const withRow = (cart: Cart, row: CartItem): Cart =>
  findItem(cart, row.row_id)
    ? { ...cart, items: cart.items.map((item) => (item.row_id === row.row_id ? row : item)) }
    : { ...cart, items: [...cart.items, row] };

/** The row with the offer in it, as the screen adds it; null when the row does not offer it. */
function rowWithOffer(row: CartItem, elementId: number, kind: OfferKind, ctx: CatalogueContext) {
  if (kind === 'upsell') {
    const change = addUpsell(row, elementId, ctx);
    return change.outcome === 'added' || change.outcome === 'unchanged' ? change.item : null;
  }
  if (hasAddon(row, elementId)) return row;
  const change =
    kind === 'promoted' ? togglePromotedAddon(row, elementId, ctx) : toggleAddon(row, elementId, ctx);
  return change.outcome === 'added' ? change.item : null;
}

/** The priced line of one element of a row in a cart, as the cart and the server price it. */
function lineIn(
  cart: Cart,
  rowId: string,
  kind: ElementKind,
  matches: (item: CartItem, index: number) => boolean,
  ctx: CatalogueContext,
): LinePrice | null {
  const item = findItem(cart, rowId);
  if (!item) return null;
  const line = cartPrices(cart, ctx).lines.find(
    (candidate) =>
      candidate.ref.rowId === rowId && candidate.ref.kind === kind && matches(item, candidate.ref.index),
  );
  return line ?? null;
}

/** The offer's line under the row on its present term, exactly as the cart will price it. */
function offerLine(
  cart: Cart,
  row: CartItem,
  elementId: number,
  kind: OfferKind,
  ctx: CatalogueContext,
): LinePrice | null {
  const added = rowWithOffer(row, elementId, kind, ctx);
  if (!added) return null;
  // The server re-validates every cart it receives (promotions included); the offer is priced so.
  const validated = validateCart(withRow(cart, added), ctx).cart;
  const slot = kind === 'upsell' ? 'upsell' : 'addon';
  const elementAt = (item: CartItem, index: number) =>
    slot === 'upsell' ? item.upsells[index] : item.addons[index];
  return lineIn(validated, row.row_id, slot, (item, index) => elementAt(item, index)?.id === elementId, ctx);
}

/** The row moved to another of its terms, as the term screens move it. */
function rowOnTerm(row: CartItem, maturityId: number, intervalId: number, cart: Cart, ctx: CatalogueContext) {
  const matured = changeMaturity(row, maturityId, ctx, cart).item;
  return changeInterval(matured, intervalId, ctx, cart).item;
}

/**
 * What an upsell or addon costs under a cart row: the price of the term it gets there (the
 * maturity and interval months of the row, or 0; a promoted addon falls back to its default term),
 * with the automatic promotion the cart then gives it, exactly as the cart row and the order
 * overview show it after adding. With `termOpen` the lowest over the row's possible terms, "from"
 * when they differ. Null when the row does not offer it (on any term).
 */
export function offerShownPrice(
  cart: Cart,
  row: CartItem,
  elementId: number,
  kind: OfferKind,
  ctx: CatalogueContext,
  options: OfferPriceOptions = {},
): ShownPrice | null {
  if (!options.termOpen) return offerLine(cart, row, elementId, kind, ctx)?.shown ?? null;
  const terms = possibleTerms(row, ctx).flatMap((term): TermPrice[] => {
    const moved = rowOnTerm(row, term.maturity.id, term.interval.id, cart, ctx);
    const line = offerLine(cart, moved, elementId, kind, ctx);
    return line
      ? [{ price: line.shown, maturityMonths: term.maturity.months, intervalMonths: term.interval.months }]
      : [];
  });
  return lowestTermPrice(terms, options.withVat ?? true)?.price ?? null;
}

/** The line of a domain wherever it sits in the cart. */
function domainLine(cart: Cart, name: string, ctx: CatalogueContext): LinePrice | null {
  const named = (item: CartItem, index: number) => {
    const domain = item.domains[index];
    return domain !== undefined && sameDomainName(domain.name, name);
  };
  const holder = cart.items.find((item) => item.domains.some((_, index) => named(item, index)));
  return holder ? lineIn(cart, holder.row_id, 'domain', named, ctx) : null;
}

/**
 * A domain's price as the lookup shows it: a domain in the cart as its cart row prices it; any
 * other as it would be priced once added to the row `rowId` (or, without one, to the domain-only
 * row): per 12 months, free while inclusive or in its first year, with the automatic promotion the
 * cart gives it. The same figure as the cart row, the contract details and the order. Null for a
 * name whose ending is not offered.
 */
export function domainOfferPrice(
  cart: Cart,
  rowId: string | null,
  domainName: string,
  ctx: CatalogueContext,
): ShownPrice | null {
  const present = domainLine(cart, domainName, ctx);
  if (present) return present.shown;
  const target = rowId !== null && findItem(cart, rowId) ? { cart, rowId } : ensureDomainOnlyItem(cart, ctx);
  if (target.rowId === null) return null;
  const click = addDomain(target.cart, target.rowId, { name: domainName, status: 0 }, ctx);
  if (click.outcome !== 'added') return null;
  return domainLine(validateCart(click.cart, ctx).cart, domainName, ctx)?.shown ?? null;
}
