import { ProductSelectionFieldsScreen } from './ProductSelectionFieldsScreen';

/** `/additional-popularaddon-fields` (catalogue spec section 2): an upsell's fields. */
export const Screen = () => (
  <ProductSelectionFieldsScreen route="additionalPopularAddonFields" title="upsell.additional_fields.title" />
);
