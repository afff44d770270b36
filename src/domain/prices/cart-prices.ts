import type { Cart, CartTotals } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import type { z } from 'zod';
import type { CatalogueContext } from '../catalogue-context';
import { fromCents } from '../money';
import { isPromotionApplicable } from '../promotions/applicability';
import { cartEntries, type ElementRef, promotionCodeAt } from '../promotions/cart-elements';
import { findPromotion } from '../promotions/find-promotion';
import { STANDARD_VAT, type VatDecision } from '../vat/applicable-vat';
import { shownElementPrice } from './element-shown-price';
import { type PricePhase, pricePhases } from './price-phases';
import { type PricedElement, pricedElementAt } from './priced-element';
import { elementUnder } from './reverse-charge';
import type { ShownPrice } from './shown-price';
import { addNetGross, type NetGross, ZERO } from './vat';

export interface LinePrice {
  ref: ElementRef;
  element: PricedElement;
  /** The promotion that priced this line, if its code is known and applies here. */
  promotion: Promotion | null;
  /** What the visitor reads on this line: the cart row, the contract details, the order overview. */
  shown: ShownPrice;
  /** Counted in the monthly total now: the line's amount if it is shown per month, else 0. */
  monthly: NetGross;
  /** Counted in the total per 12 months now: a domain's amount, else 0. */
  yearly: NetGross;
  /** Counted in the one-time total: a setup fee, or a one-time element's (promoted) price. */
  setupFee: NetGross;
}

export interface CartPrices {
  lines: LinePrice[];
  /** Total of the lines shown per month, as paid now. */
  monthly: NetGross;
  /** Total of the domains (priced per 12 months), as paid now. */
  yearly: NetGross;
  setupFee: NetGross;
  /** How the monthly total changes when promotions end (first phase: `monthly`). */
  monthlyPhases: PricePhase[];
  /** How the total per 12 months changes when promotions and free first years end. */
  yearlyPhases: PricePhase[];
  /** The totals in euros, as the cart response carries them. */
  totals: z.infer<typeof CartTotals>;
}

/** One cart element's line: its shown price and what it adds to the totals. */
function linePrice(ref: ElementRef, element: PricedElement, promotion: Promotion | null): LinePrice {
  const shown = shownElementPrice(element, promotion);
  return {
    ref,
    element,
    promotion,
    shown,
    monthly: shown.period === 'month' ? shown.amount : ZERO,
    yearly: shown.period === 'year' ? shown.amount : ZERO,
    setupFee: shown.period === 'once' ? shown.amount : shown.setupFee,
  };
}

/**
 * Prices of every cart element and the cart's totals, as the server computes them. Elements the
 * catalogue does not know contribute nothing; a promotion code counts only where it applies.
 * Each line is rounded to cents (net after promotion, then its VAT) and totals add the lines:
 * the lines shown per month, the domains per 12 months, and what is charged once. Under the
 * reverse charge (`vat`, decided by the server) every element is priced net.
 */
export function cartPrices(cart: Cart, ctx: CatalogueContext, vat: VatDecision = STANDARD_VAT): CartPrices {
  const lines: LinePrice[] = [];
  for (const { ref, item } of cartEntries(cart)) {
    const catalogued = pricedElementAt(item, ref, ctx);
    if (!catalogued) continue;
    const element = elementUnder(vat, catalogued);
    const code = promotionCodeAt(item, ref);
    const found = code === null ? undefined : findPromotion(ctx, code);
    const promotion = found && isPromotionApplicable(found, element, cart.items, ctx) ? found : null;
    lines.push(linePrice(ref, element, promotion));
  }
  const monthly = addNetGross(lines.map((line) => line.monthly));
  const yearly = addNetGross(lines.map((line) => line.yearly));
  const setupFee = addNetGross(lines.map((line) => line.setupFee));
  const shown = lines.map((line) => line.shown);
  return {
    lines,
    monthly,
    yearly,
    setupFee,
    monthlyPhases: pricePhases(shown.filter((price) => price.period === 'month')),
    yearlyPhases: pricePhases(shown.filter((price) => price.period === 'year')),
    totals: {
      monthly_net: fromCents(monthly.netCents),
      monthly_gross: fromCents(monthly.grossCents),
      yearly_net: fromCents(yearly.netCents),
      yearly_gross: fromCents(yearly.grossCents),
      setup_net: fromCents(setupFee.netCents),
      setup_gross: fromCents(setupFee.grossCents),
    },
  };
}
