import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { upsellTermFor } from './addon-availability';
import { newElement } from './element-term';
import { resolveItemTerm } from './term';

export type UpsellOutcome = 'added' | 'removed' | 'unchanged' | 'not_available';

export interface UpsellChange {
  item: CartItem;
  outcome: UpsellOutcome;
}

const hasUpsell = (item: CartItem, upsellId: number) => item.upsells.some((upsell) => upsell.id === upsellId);

/** Upsell screen 'add': the upsell joins the row with maturity and interval months matching it. */
export function addUpsell(item: CartItem, upsellId: number, ctx: CatalogueContext): UpsellChange {
  if (hasUpsell(item, upsellId)) return { item, outcome: 'unchanged' };
  const term = resolveItemTerm(item, ctx);
  const upsellTerm = term ? upsellTermFor(term, upsellId, ctx) : null;
  if (!upsellTerm) return { item, outcome: 'not_available' };
  return {
    item: { ...item, upsells: [...item.upsells, newElement(upsellId, upsellTerm)] },
    outcome: 'added',
  };
}

/** Upsell screen 'pass': removes the upsell if it was added. */
export function passUpsell(item: CartItem, upsellId: number): UpsellChange {
  if (!hasUpsell(item, upsellId)) return { item, outcome: 'unchanged' };
  return {
    item: { ...item, upsells: item.upsells.filter((upsell) => upsell.id !== upsellId) },
    outcome: 'removed',
  };
}
