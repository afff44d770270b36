import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';

/** A promo code as codes are compared: trimmed, without regard to case, as visitors type them. */
export const comparablePromotionCode = (code: string): string => code.trim().toLowerCase();

/** The promotion of a code, matched as `comparablePromotionCode` compares codes. */
export function findPromotion(
  ctx: Pick<CatalogueContext, 'promotions'>,
  code: string,
): Promotion | undefined {
  const wanted = comparablePromotionCode(code);
  return ctx.promotions.find((promotion) => comparablePromotionCode(promotion.code) === wanted);
}

export function isManual(promotion: Promotion): boolean {
  return !promotion.is_automatic;
}

/** The catalogue with a promotion the server found (replacing one of the same code). */
export function withPromotion<T extends Pick<CatalogueContext, 'promotions'>>(
  ctx: T,
  promotion: Promotion,
): T {
  const code = promotion.code.toLowerCase();
  return {
    ...ctx,
    promotions: [...ctx.promotions.filter((known) => known.code.toLowerCase() !== code), promotion],
  };
}
