import { FieldsScreen } from './FieldsScreen';
import { useDomainFields } from './use-domain-fields';

/** `/domains/additional-domain-fields` (catalogue spec section 2), also with `p=y`. */
export const Screen = () => (
  <FieldsScreen
    route="domainsAdditionalFields"
    fallbackTitle="domains.additional_fields.title"
    model={useDomainFields()}
  />
);
