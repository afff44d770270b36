import type { Cart } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { productsInCart } from './cart-products';

export interface RequiredAgreements {
  mca: boolean;
  eult: boolean;
  gtc: boolean;
}

/** Agreements mca, eult and gtc are required when any product, addon or upsell has the attribute 'true'. */
export function requiredAgreements(cart: Cart, ctx: CatalogueContext): RequiredAgreements {
  const products = productsInCart(cart, ctx);
  return {
    mca: products.some((product) => product.attributes.mca_agreement === 'true'),
    eult: products.some((product) => product.attributes.eult_agreement === 'true'),
    gtc: products.some((product) => product.attributes.gtc_agreement === 'true'),
  };
}
