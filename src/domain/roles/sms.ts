import type { Cart } from '@contract/cart';
import type { PaymentOption } from '@contract/payment';
import type { CatalogueContext } from '../catalogue-context';
import { productsInCart } from './cart-products';

/** SMS validation is needed if a product or addon has sms_validation 'true' or the payment option asks for it. */
export function smsValidationRequired(
  cart: Cart,
  ctx: CatalogueContext,
  payment: Pick<PaymentOption, 'sms_validation'> | null,
): boolean {
  return (
    payment?.sms_validation === true || productsInCart(cart, ctx).some((p) => p.sms_validation === 'true')
  );
}
