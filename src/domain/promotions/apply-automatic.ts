import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { pricedElementAt } from '../prices/priced-element';
import { bestAutomaticPromotion } from './automatic-promotion';
import { itemSlots, promotionCodeAt, withPromotionCode } from './cart-elements';
import { findPromotion } from './find-promotion';

/**
 * Gives each element of the item that carries no manual promotion its best automatic promotion,
 * or none (also when the brand has automatic promotions switched off). Manual codes, and codes
 * the catalogue does not know, are left for `revalidatePromotions` to judge.
 * `cart` is the cart the item belongs or is about to belong to, for the promotions' `requires`.
 */
export function applyAutomaticPromotion(item: CartItem, ctx: CatalogueContext, cart?: Cart): CartItem {
  const others = cart?.items.filter((candidate) => candidate.row_id !== item.row_id) ?? [];
  const cartItems = [...others, item];
  let result = item;
  for (const slot of itemSlots(item)) {
    const code = promotionCodeAt(item, slot);
    const current = code === null ? undefined : findPromotion(ctx, code);
    if (code !== null && !current?.is_automatic) continue;
    const element = pricedElementAt(item, slot, ctx);
    const best = element && bestAutomaticPromotion(element, cartItems, ctx);
    result = withPromotionCode(result, slot, best?.code ?? null);
  }
  return result;
}

/** `applyAutomaticPromotion` for every item of the cart. */
export function applyAutomaticPromotions(cart: Cart, ctx: CatalogueContext): Cart {
  return { ...cart, items: cart.items.map((item) => applyAutomaticPromotion(item, ctx, cart)) };
}
