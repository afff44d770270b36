import type { Cart, CartElement, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { addonTermFor, upsellTermFor } from './addon-availability';
import { isNonRemovable } from './addon-groups';
import { sameData } from './cart-ops';
import type { ElementTerm } from './element-term';
import { refreshItemPromotion } from './item-promotion';
import { defaultInterval, findActiveInterval, findActiveMaturity, type ItemTerm } from './term';

export interface TermChange {
  item: CartItem;
  /** What the change takes away; screens show confirm modals for it before committing. */
  dropped: { addons: number[]; upsells: number[]; promotion: string | null };
  /** Non-removable addons the new term would drop: then the change is refused and `item` unchanged. */
  blocked: number[];
  changed: boolean;
}

const nothingDropped = { addons: [], upsells: [], promotion: null };

const refused = (item: CartItem, blocked: number[] = []): TermChange => ({
  item,
  dropped: nothingDropped,
  blocked,
  changed: false,
});

function follow(
  elements: readonly CartElement[],
  choose: (element: CartElement) => ElementTerm | null,
): { kept: CartElement[]; dropped: number[] } {
  const kept: CartElement[] = [];
  const dropped: number[] = [];
  for (const element of elements) {
    const term = choose(element);
    if (term) kept.push({ ...element, ...term });
    else dropped.push(element.id);
  }
  return { kept, dropped };
}

/** Puts the row on a new term: addons and upsells follow or drop, the promotion is refreshed. */
function applyTerm(item: CartItem, term: ItemTerm, ctx: CatalogueContext, cart?: Cart): TermChange {
  const addons = follow(item.addons, (addon) => addonTermFor(term, addon.id, ctx, { current: addon }));
  const upsells = follow(item.upsells, (upsell) => upsellTermFor(term, upsell.id, ctx));
  const blocked = addons.dropped.filter((id) => isNonRemovable(term.product, id));
  if (blocked.length > 0) return refused(item, blocked);
  const moved: CartItem = {
    ...item,
    product: { ...item.product, maturity_id: term.maturity.id, interval_id: term.interval.id },
    addons: addons.kept,
    upsells: upsells.kept,
  };
  const promotion = refreshItemPromotion(moved, term, ctx, cart);
  return {
    item: promotion.item,
    dropped: { addons: addons.dropped, upsells: upsells.dropped, promotion: promotion.dropped },
    blocked: [],
    changed: !sameData(item, promotion.item),
  };
}

/**
 * Spec: maturity change. The interval resets to the new maturity's default; addons and upsells
 * follow the new months or are dropped; an unfitting manual promotion is dropped and the automatic
 * one re-applied. Choosing the maturity the row has is no change: it keeps its interval. Pure:
 * call it for a preview and save the returned item to commit. `cart` (the row's cart) lets
 * automatic promotions check their `requires`.
 */
export function changeMaturity(
  item: CartItem,
  maturityId: number,
  ctx: CatalogueContext,
  cart?: Cart,
): TermChange {
  const product = ctx.productsById[item.product.id];
  const maturity = product?.is_active ? findActiveMaturity(product, maturityId) : undefined;
  const kept =
    maturityId === item.product.maturity_id && maturity
      ? findActiveInterval(maturity, item.product.interval_id)
      : undefined;
  const interval = kept ?? (maturity ? defaultInterval(maturity) : undefined);
  if (!product || !maturity || !interval) return refused(item);
  return applyTerm(item, { product, maturity, interval }, ctx, cart);
}

/** Spec: interval change within the row's maturity; restricted addons and upsells follow its months. */
export function changeInterval(
  item: CartItem,
  intervalId: number,
  ctx: CatalogueContext,
  cart?: Cart,
): TermChange {
  const product = ctx.productsById[item.product.id];
  const maturity = product?.is_active ? findActiveMaturity(product, item.product.maturity_id) : undefined;
  const interval = maturity ? findActiveInterval(maturity, intervalId) : undefined;
  if (!product || !maturity || !interval) return refused(item);
  return applyTerm(item, { product, maturity, interval }, ctx, cart);
}
