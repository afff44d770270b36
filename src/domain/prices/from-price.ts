import type { CartItem } from '@contract/cart';
import type { PaymentInterval, PaymentMaturity, Product } from '@contract/catalogue';
import type { Promotion } from '@contract/promotions';
import { activeIntervals, activeMaturities } from '../cart/term';
import type { CatalogueContext } from '../catalogue-context';
import { bestAutomaticPromotion } from '../promotions/automatic-promotion';
import { shownElementPrice } from './element-shown-price';
import { lowestTermPrice, type TermPrice } from './lowest-price';
import { pricedCatalogueElement } from './priced-element';

/** A product card's price: the lowest a visitor can get, with the term and promotion it comes from. */
export interface ProductFromPrice extends TermPrice {
  maturity: PaymentMaturity;
  interval: PaymentInterval;
  /** The automatic promotion that lowers it (its label is the card's promo text), if any. */
  promotion: Promotion | null;
}

export interface FromPriceOptions {
  /** Compare prices as shown with VAT (default) or without. */
  withVat?: boolean;
  /** The cart a new row would join, for the promotions' `requires` (a card: none). */
  cartItems?: readonly CartItem[];
}

/**
 * "From" price of a product card (spec: from-price per month including VAT): over every active
 * maturity and every active interval of it, the lowest price as shown, each term with the
 * automatic promotion a new cart row of that term would get (the greatest discount; none when the
 * brand applies none, or `ctx` is null). The price says how long a promoted amount lasts and what
 * follows, and whether other terms cost more (`from`). Null when the product has no active term.
 */
export function productFromPrice(
  product: Product,
  ctx: Pick<CatalogueContext, 'promotions' | 'brand'> | null,
  options: FromPriceOptions = {},
): ProductFromPrice | null {
  const terms = activeMaturities(product).flatMap((maturity) =>
    activeIntervals(maturity).map((interval): ProductFromPrice => {
      const element = pricedCatalogueElement('product', { product, maturity, interval });
      const promotion = ctx ? bestAutomaticPromotion(element, options.cartItems ?? [], ctx) : null;
      return {
        price: shownElementPrice(element, promotion),
        promotion,
        maturity,
        interval,
        maturityMonths: maturity.months,
        intervalMonths: interval.months,
      };
    }),
  );
  return lowestTermPrice(terms, options.withVat ?? true);
}
