import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';
import { findPromotion } from '../promotions/find-promotion';
import type { MessageDescriptor } from './message';

/** Percentage promotions are shown rounded to a whole percent (12.5 shows as 13). */
export function roundedPercent(value: number): number {
  return Math.round(value);
}

/**
 * Promo text of a promoted product card: the promotion's own discount label when it has one,
 * else "save N %" or "save N €" (the amount in euros, formatted by the web catalogue).
 */
export function promotionSavingLabel(
  promotion: Pick<Promotion, 'discount_type' | 'value' | 'discount_label'>,
): MessageDescriptor {
  if (promotion.discount_label)
    return { key: 'promotion.discount_label', values: { label: promotion.discount_label } };
  return promotion.discount_type === 'percentage'
    ? { key: 'promotion.save_percent', values: { percent: roundedPercent(promotion.value) } }
    : { key: 'promotion.save_amount', values: { amount: promotion.value } };
}

/**
 * How a promotion is named where it sits (cart row, order overview, notices about it): an
 * automatic promotion, which the visitor never typed, by its discount label or its saving
 * ("Launch offer", "Save 20%"); a manual promotion by the code the visitor entered
 * ("Promotion code WELCOME10").
 */
export function promotionName(
  promotion: Pick<Promotion, 'code' | 'is_automatic' | 'discount_type' | 'value' | 'discount_label'>,
): MessageDescriptor {
  return promotion.is_automatic
    ? promotionSavingLabel(promotion)
    : { key: 'promotion.code', values: { code: promotion.code } };
}

/**
 * The name of the promotion a cart element carries by its code (see promotionName); a code the
 * catalogue does not know is named as the code the visitor entered.
 */
export function promotionNameOfCode(
  ctx: Pick<CatalogueContext, 'promotions'>,
  code: string,
): MessageDescriptor {
  const promotion = findPromotion(ctx, code);
  return promotion ? promotionName(promotion) : { key: 'promotion.code', values: { code } };
}
