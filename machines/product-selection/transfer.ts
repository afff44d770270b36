import type { Cart } from '@contract/cart';
import type { AdditionalFieldDefinition, Product } from '@contract/catalogue';
import type { Notice } from '@contract/common';
import type { FieldToValidate, ValidateFieldsResponse } from '@contract/fields';
import { createCartItem } from '@domain/cart/create-item';
import { canAddProduct } from '@domain/cart/product-limit';
import type { RandomBytes } from '@domain/cart/row-id';
import { isOrderable } from '@domain/cart/term';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { FieldError } from '@domain/validation/additional-fields/field-error';
import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import {
  transferProductUnavailableNotice,
  transferRuleErrorNotice,
  transferServerErrorNotice,
} from './notices';
import { queryText } from './route';
import type { EnteredRoute, ProductSelectionContext } from './types';

/**
 * Contract transfer (`/contract-transfer/{transferId}`, catalogue spec section 4): the transfer id
 * is validated as the additional field value of the transfer product (type `transfer`); the first
 * validation error is shown, or on an unavailable product an error notification; both lead to the cart.
 */
export interface TransferOffer {
  product: Product;
  field: AdditionalFieldDefinition;
}

export const transferIdOf = (route: EnteredRoute | null): string => queryText(route, 'transferId') ?? '';

/** The transfer product's field that holds the transfer id (`transfer_id`, else its first field). */
function transferField(product: Product): AdditionalFieldDefinition | undefined {
  return (
    product.additionalFields.find((field) => field.key === 'transfer_id') ??
    [...product.additionalFields].sort((a, b) => a.order - b.order)[0]
  );
}

function transferProduct(ctx: CatalogueContext): Product | undefined {
  return Object.values(ctx.productsById).find((product) => product.type === 'transfer' && product.is_active);
}

/** The transfer product and its field, or the notices why it cannot be added now. */
export function transferOffer(cart: Cart, ctx: CatalogueContext): TransferOffer | { notices: Notice[] } {
  const product = transferProduct(ctx);
  const field = product ? transferField(product) : undefined;
  if (!product || !field || !isOrderable(product)) {
    return { notices: [transferProductUnavailableNotice()] };
  }
  const check = canAddProduct(cart, product.id, ctx);
  if (!check.allowed) {
    return {
      notices: check.reason === 'max_amount_reached' ? check.notices : [transferProductUnavailableNotice()],
    };
  }
  return { product, field };
}

export const isTransferOffer = (offer: TransferOffer | { notices: Notice[] }): offer is TransferOffer =>
  'product' in offer;

/** The rule engine's error of the transfer id, or null. */
export function transferRuleError(offer: TransferOffer, transferId: string): FieldError | null {
  return validateFieldValue(offer.field, transferId);
}

export const transferRuleNotices = (offer: TransferOffer, transferId: string): Notice[] => {
  const error = transferRuleError(offer, transferId);
  return error ? [transferRuleErrorNotice(error)] : [];
};

export const transferFieldsToValidate = (offer: TransferOffer, transferId: string): FieldToValidate[] => [
  { id: offer.field.id, value: transferId, type: 'product' },
];

/** The server's first error message, as a notice. */
export function transferServerNotices(response: ValidateFieldsResponse): Notice[] {
  const first = Object.values(response.errors).find((messages) => messages.length > 0)?.[0];
  return [transferServerErrorNotice(first ?? 'contract_transfer.invalid_id_body')];
}

/** The cart with a new transfer row holding the transfer id (null if the product has no term). */
export function cartWithTransfer(
  cart: Cart,
  offer: TransferOffer,
  transferId: string,
  ctx: CatalogueContext,
  random?: RandomBytes,
): Cart | null {
  const item = createCartItem(offer.product.id, ctx, random, cart);
  if (!item) return null;
  const value = { field_id: offer.field.id, field_key: offer.field.key, value: transferId.trim() };
  return {
    ...cart,
    items: [...cart.items, { ...item, product: { ...item.product, additional_fields: [value] } }],
  };
}

/** Body of the server's validation of the transfer id. */
export function transferValidationInput(context: ProductSelectionContext): FieldToValidate[] {
  const offer = transferOffer(context.cart, context.catalogue);
  return isTransferOffer(offer) ? transferFieldsToValidate(offer, transferIdOf(context.route)) : [];
}
