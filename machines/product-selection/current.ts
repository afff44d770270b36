import type { CartItem } from '@contract/cart';
import { changeInterval, changeMaturity, type TermChange } from '@domain/cart/term-change';
import { findRow } from './steps';
import type { PendingTerm, ProductSelectionContext } from './types';

/** What the context points at now: the row, the upsell or promoted addon shown, a term's effect. */
type Context = ProductSelectionContext;

export const currentRow = (context: Context): CartItem | undefined => findRow(context.cart, context.rowId);

export const currentUpsellId = (context: Context): number | null =>
  context.upsellIds[context.upsellIndex] ?? null;

export const currentPromotedId = (context: Context): number | null =>
  context.promotedIds[context.promotedIndex] ?? null;

/** What changing the row to the term would do (null without a row). */
export function previewTerm(context: Context, term: PendingTerm): TermChange | null {
  const item = currentRow(context);
  if (!item) return null;
  return term.kind === 'maturity'
    ? changeMaturity(item, term.id, context.catalogue, context.cart)
    : changeInterval(item, term.id, context.catalogue, context.cart);
}
