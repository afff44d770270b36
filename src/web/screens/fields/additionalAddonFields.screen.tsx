import { ProductSelectionFieldsScreen } from './ProductSelectionFieldsScreen';

/** `/additional-addon-fields` (catalogue spec section 2). */
export const Screen = () => (
  <ProductSelectionFieldsScreen route="additionalAddonFields" title="addon.additional_fields.title" />
);
