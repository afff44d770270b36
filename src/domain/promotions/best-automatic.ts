import type { CartItem } from '@contract/cart';
import type { PaymentInterval, PaymentMaturity, Product } from '@contract/catalogue';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';
import type { Cents } from '../money';
import { productFromPrice } from '../prices/from-price';
import type { NetGross } from '../prices/vat';

/** A product card's promoted offer: regular and promoted monthly price of its lowest term. */
export interface ProductOffer {
  promotion: Promotion;
  maturity: PaymentMaturity;
  interval: PaymentInterval;
  regular: NetGross;
  promoted: NetGross;
  /** Net saving per month. */
  discountCents: Cents;
}

/**
 * The promotion of a product card's price: the card shows the lowest price a visitor can get
 * (`productFromPrice`), struck through and with promo text when an automatic promotion lowers it.
 * Null when the lowest price is not promoted. `cartItems` serve the promotions' `requires`.
 */
export function bestAutomaticOffer(
  product: Product,
  ctx: Pick<CatalogueContext, 'promotions' | 'brand'>,
  cartItems: readonly CartItem[] = [],
): ProductOffer | null {
  const lowest = productFromPrice(product, ctx, { cartItems });
  if (!lowest?.promotion || lowest.price.reason !== 'promotion') return null;
  return {
    promotion: lowest.promotion,
    maturity: lowest.maturity,
    interval: lowest.interval,
    regular: lowest.price.regular,
    promoted: lowest.price.amount,
    discountCents: lowest.price.regular.netCents - lowest.price.amount.netCents,
  };
}
