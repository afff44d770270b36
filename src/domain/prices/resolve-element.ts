import type { CartElement } from '@contract/cart';
import type { PaymentInterval, PaymentMaturity, Product } from '@contract/catalogue';
import type { CatalogueContext } from '../catalogue-context';

/** A cart product, addon or upsell looked up in the catalogue. */
export interface ResolvedElement {
  product: Product;
  maturity: PaymentMaturity;
  interval: PaymentInterval;
}

/** Null when the product, its maturity or the maturity's interval is unknown. */
export function resolveElement(
  ctx: Pick<CatalogueContext, 'productsById'>,
  element: Pick<CartElement, 'id' | 'maturity_id' | 'interval_id'>,
): ResolvedElement | null {
  const product = ctx.productsById[element.id];
  const maturity = product?.paymentMaturities.find((candidate) => candidate.id === element.maturity_id);
  const interval = maturity?.paymentIntervals.find((candidate) => candidate.id === element.interval_id);
  if (!product || !maturity || !interval) return null;
  return { product, maturity, interval };
}
