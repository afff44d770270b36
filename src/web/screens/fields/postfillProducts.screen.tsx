import { PostfillFieldsScreen } from './PostfillFieldsScreen';

/** `/postfill/products` (catalogue spec section 4, postfill). */
export const Screen = () => (
  <PostfillFieldsScreen route="postfillProducts" title="postfill.product_fields.title" />
);
