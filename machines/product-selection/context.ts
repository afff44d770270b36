import type { ProductSelectionContext, ProductSelectionInput } from './types';

/** The machine's context at start: the input, no route yet, every step cursor at its beginning. */
export function initialContext(input: ProductSelectionInput): ProductSelectionContext {
  const returnToCartByInput = input.returnToCart === true;
  return {
    catalogue: input.catalogue,
    mayAddItems: input.mayAddItems,
    cart: input.cart,
    savedCart: input.cart,
    route: null,
    returnToCartByInput,
    returning: returnToCartByInput,
    slug: null,
    productId: null,
    rowId: null,
    cursor: { step: null, include: false },
    upsellIds: [],
    upsellIndex: 0,
    browsingAll: false,
    variantGroupIds: [],
    variantIndex: 0,
    promotedIds: [],
    promotedIndex: 0,
    requestedElementId: null,
    fieldsElementId: null,
    postponed: false,
    form: null,
    pendingValues: [],
    fieldErrors: {},
    pendingTerm: null,
    linkPromotion: null,
  };
}
