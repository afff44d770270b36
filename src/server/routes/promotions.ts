import { promotionApi } from '@contract/api';
import type { Cart } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartEntries, findPromotion } from '@domain/promotions';
import { promotionCodeAt } from '@domain/promotions/cart-elements';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { revalidateCart } from '../cart/revalidate';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import type { RateLimiter, RateLimitPolicy } from '../rate-limit/rate-limiter';

/**
 * Budget of promo code look-ups (`GET /api/v2/promotions/{code}`) per visitor session, so codes
 * cannot be found by guessing. Every attempt counts, found or not (our choice: the answer must not
 * tell a guesser which attempts were "free"); 10 in 10 minutes is ample for a person typing codes.
 */
export const PROMOTION_LOOKUP_PER_SESSION: RateLimitPolicy = {
  name: 'promotion-lookup:session',
  limit: 10,
  windowMs: 10 * 60 * 1000,
};

/**
 * Backstop per client address: a guesser who drops the session cookie gets a new session each time,
 * so sessions alone do not stop it. Higher than the session budget, for offices behind one NAT
 * address (our choice; the spec names no limit).
 */
export const PROMOTION_LOOKUP_PER_ADDRESS: RateLimitPolicy = {
  name: 'promotion-lookup:address',
  limit: 100,
  windowMs: 10 * 60 * 1000,
};

/**
 * Look-ups that come without a session (a guesser dropping the cookie gets a new session each
 * time) share one budget per client address, as tight as one session's.
 */
export const PROMOTION_LOOKUP_WITHOUT_SESSION: RateLimitPolicy = {
  name: 'promotion-lookup:address-without-session',
  limit: PROMOTION_LOOKUP_PER_SESSION.limit,
  windowMs: PROMOTION_LOOKUP_PER_SESSION.windowMs,
};

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

function refuse(retryAfterSeconds: number): never {
  throw new HttpError(429, 'promotion_rate_limited', {}, { 'retry-after': String(retryAfterSeconds) });
}

export function registerPromotionRoutes({ app, db, catalogue, checkResponses }: AppContext): void {
  const options = { checkResponses };
  const perSession: RateLimiter = new DatabaseRateLimiter(db, PROMOTION_LOOKUP_PER_SESSION);
  const perAddress: RateLimiter = new DatabaseRateLimiter(db, PROMOTION_LOOKUP_PER_ADDRESS);
  const withoutSession: RateLimiter = new DatabaseRateLimiter(db, PROMOTION_LOOKUP_WITHOUT_SESSION);

  /**
   * Counts the attempt before the code is looked at, so a refused attempt says nothing about the
   * code. A look-up without a session gets one (the budget is per session; the code is redeemed
   * into that session's cart next anyway).
   */
  async function countLookup(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const byAddress = await perAddress.hit(request.ip);
    if (!byAddress.allowed) refuse(byAddress.retryAfterSeconds);
    if (!(await request.session())) {
      const cookieless = await withoutSession.hit(request.ip);
      if (!cookieless.allowed) refuse(cookieless.retryAfterSeconds);
    }
    const session = await request.ensureSession(reply);
    const bySession = await perSession.hit(session.idHash);
    if (!bySession.allowed) refuse(bySession.retryAfterSeconds);
  }

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
      await countLookup(request, reply);
      const { context } = catalogue.view(request.brand(), await request.locale());
      const promotion = redeemablePromotion(context, params.code);
      if (!promotion) throw new HttpError(404, 'promotion_not_found');
      return { data: promotion };
    },
    options,
  );
}
