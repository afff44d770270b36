import { ProductSelectionFieldsScreen } from './ProductSelectionFieldsScreen';

/** `/additional-product-fields` (catalogue spec section 2). */
export const Screen = () => (
  <ProductSelectionFieldsScreen route="additionalProductFields" title="product.additional_fields.title" />
);
