import { PostfillFieldsScreen } from './PostfillFieldsScreen';

/** `/postfill/addons` (catalogue spec section 4, postfill). */
export const Screen = () => (
  <PostfillFieldsScreen route="postfillAddons" title="postfill.addon_fields.title" />
);
