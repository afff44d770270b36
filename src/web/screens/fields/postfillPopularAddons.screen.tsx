import { PostfillFieldsScreen } from './PostfillFieldsScreen';

/** `/postfill/popular-addons` (catalogue spec section 4, postfill). */
export const Screen = () => (
  <PostfillFieldsScreen route="postfillPopularAddons" title="postfill.upsell_fields.title" />
);
