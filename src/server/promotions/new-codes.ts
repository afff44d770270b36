import type { Cart } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartEntries } from '@domain/promotions';
import { promotionCodeAt } from '@domain/promotions/cart-elements';
import { comparablePromotionCode } from '@domain/promotions/find-promotion';

/** The comparable codes on the elements of a cart (products, addons, upsells, domains), each once. */
export function cartCodes(cart: Cart): Set<string> {
  const codes = new Set<string>();
  for (const { item, ref } of cartEntries(cart)) {
    const code = promotionCodeAt(item, ref);
    if (code !== null && comparablePromotionCode(code) !== '') codes.add(comparablePromotionCode(code));
  }
  return codes;
}

/**
 * Codes a visitor may put into the cart without a look-up: the automatic promotions the brand
 * applies, which `GET /api/v2/promotions` lists to everyone and the browser puts on rows itself.
 */
export function publicCodes(context: {
  brand: Pick<CatalogueContext['brand'], 'automatic_promotions'>;
  promotions: readonly Pick<CatalogueContext['promotions'][number], 'code' | 'is_automatic'>[];
}): string[] {
  if (!context.brand.automatic_promotions) return [];
  return context.promotions
    .filter((promotion) => promotion.is_automatic)
    .map((p) => comparablePromotionCode(p.code));
}

/** What the session already knows, so a code from it is not looked up again. */
export interface KnownCodes {
  /** The session's stored cart. */
  stored: Cart;
  /** Codes the session looked up and found (comparable form). */
  lookedUp: readonly string[];
  /** Codes anyone may use without a look-up (publicCodes). */
  free: readonly string[];
}

/**
 * The codes of `sent` that saving it would look up for the first time: not on the stored cart, not
 * looked up by the session before, not public. Each in comparable form, once, in cart order.
 */
export function codesNewToSession(sent: Cart, known: KnownCodes): string[] {
  const old = new Set([...cartCodes(known.stored), ...known.lookedUp, ...known.free]);
  return [...cartCodes(sent)].filter((code) => !old.has(code));
}
