import { PostfillFieldsScreen } from './PostfillFieldsScreen';

/** `/postfill/domains` (catalogue spec section 4, postfill). */
export const Screen = () => (
  <PostfillFieldsScreen route="postfillDomains" title="postfill.domain_fields.title" />
);
