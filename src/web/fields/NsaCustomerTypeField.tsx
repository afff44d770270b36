import { isMessageKey } from '@web/i18n/load-catalogue';
import { useIntl } from 'react-intl';
import type { TextFieldProps } from './field-props';
import { allowedValues } from './form-values';
import { RadioGroupField } from './RadioGroupField';

const DEFAULT_TYPES = ['private', 'business'];

/** `nsa_customer_type`: private or business use of the mailing address. */
export function NsaCustomerTypeField(props: TextFieldProps) {
  const intl = useIntl();
  const offered = allowedValues(props.definition);
  const options = (offered.length > 0 ? offered : DEFAULT_TYPES).map((type) => {
    const key = `fields.nsa_customer_type.${type}`;
    return { value: type, label: isMessageKey(key) ? intl.formatMessage({ id: key }) : type };
  });
  return <RadioGroupField {...props} options={options} />;
}
