import type { Cart, CartTotals } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import type { z } from 'zod';
import type { CatalogueContext } from '../catalogue-context';
import { fromCents } from '../money';
import { isPromotionApplicable } from '../promotions/applicability';
import { cartEntries, type ElementRef, promotionCodeAt } from '../promotions/cart-elements';
import { findPromotion } from '../promotions/find-promotion';
import { promotedElementPrice } from '../promotions/promotion-price';
import { type PricedElement, pricedElementAt } from './priced-element';
import { addNetGross, type NetGross } from './vat';

export interface LinePrice {
  ref: ElementRef;
  element: PricedElement;
  /** The promotion that priced this line, if its code is known and applies here. */
  promotion: Promotion | null;
  /** Monthly price and setup fee charged, after the promotion (`element` holds the regular ones). */
  monthly: NetGross;
  setupFee: NetGross;
}

export interface CartPrices {
  lines: LinePrice[];
  monthly: NetGross;
  setupFee: NetGross;
  /** The totals in euros, as the cart response carries them. */
  totals: z.infer<typeof CartTotals>;
}

/**
 * Prices of every cart element and the cart's totals, as the server computes them. Elements the
 * catalogue does not know contribute nothing; a promotion code counts only where it applies.
 * Each line is rounded to cents (net after promotion, then its VAT) and totals add the lines.
 */
export function cartPrices(cart: Cart, ctx: CatalogueContext): CartPrices {
  const lines: LinePrice[] = [];
  for (const { ref, item } of cartEntries(cart)) {
    const element = pricedElementAt(item, ref, ctx);
    if (!element) continue;
    const code = promotionCodeAt(item, ref);
    const found = code === null ? undefined : findPromotion(ctx, code);
    const promotion = found && isPromotionApplicable(found, element, cart.items, ctx) ? found : null;
    const { monthly, setupFee } = promotion ? promotedElementPrice(promotion, element) : element;
    lines.push({ ref, element, promotion, monthly, setupFee });
  }
  const monthly = addNetGross(lines.map((line) => line.monthly));
  const setupFee = addNetGross(lines.map((line) => line.setupFee));
  return {
    lines,
    monthly,
    setupFee,
    totals: {
      monthly_net: fromCents(monthly.netCents),
      monthly_gross: fromCents(monthly.grossCents),
      setup_net: fromCents(setupFee.netCents),
      setup_gross: fromCents(setupFee.grossCents),
    },
  };
}
