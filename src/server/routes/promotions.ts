import { promotionApi } from '@contract/api';
import type { Cart } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartEntries, findPromotion } from '@domain/promotions';
import { promotionCodeAt } from '@domain/promotions/cart-elements';
import type { AppContext } from '../app-context';
import { revalidateCart } from '../cart/revalidate';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import type { PromotionLookupBudget } from '../promotions/lookup-budget';

/** Promotions a visitor can see: automatic ones only where the brand applies them. */
function automaticPromotions(context: CatalogueContext): Promotion[] {
  if (!context.brand.automatic_promotions) return [];
  return context.promotions.filter((promotion) => promotion.is_automatic);
}

/**
 * The manual promotions whose codes sit on elements of the cart, each once, in cart order. The cart
 * is re-validated first (not saved: that is the cart call's job), so a code the catalogue no longer
 * allows there is not reported as applied.
 */
function appliedManualPromotions(cart: Cart, context: CatalogueContext): Promotion[] {
  const applied = new Map<string, Promotion>();
  for (const { item, ref } of cartEntries(revalidateCart(cart, context).cart)) {
    const code = promotionCodeAt(item, ref);
    const promotion = code ? findPromotion(context, code) : undefined;
    if (promotion && !promotion.is_automatic) applied.set(promotion.code, promotion);
  }
  return [...applied.values()];
}

/**
 * A promo code a visitor may redeem: a manual promotion of this brand, when the brand takes manual
 * codes. Codes of automatic promotions are "not found", as in the domain's redeem rule.
 */
function redeemablePromotion(context: CatalogueContext, code: string): Promotion | undefined {
  if (!context.brand.manual_promotions) return undefined;
  const promotion = findPromotion(context, code);
  return promotion && !promotion.is_automatic ? promotion : undefined;
}

export function registerPromotionRoutes(
  { app, catalogue, checkResponses }: AppContext,
  budget: PromotionLookupBudget,
): void {
  const options = { checkResponses };
  route(
    app,
    promotionApi.promotions,
    async ({ request }) => {
      const { context } = catalogue.view(request.brand(), await request.locale());
      const session = await request.session();
      return {
        automatic: automaticPromotions(context),
        applied: session ? appliedManualPromotions(session.cart, context) : [],
      };
    },
    options,
  );

  route(
    app,
    promotionApi.promotion,
    async ({ request, reply, params }) => {
      const session = await budget.charge(request, reply, [params.code]);
      const { context } = catalogue.view(request.brand(), await request.locale());
      const promotion = redeemablePromotion(context, params.code);
      if (!promotion) throw new HttpError(404, 'promotion_not_found');
      await budget.remember(session, promotion.code);
      return { data: promotion };
    },
    options,
  );
}
