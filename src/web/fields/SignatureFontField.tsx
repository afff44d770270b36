import { isMessageKey } from '@web/i18n/load-catalogue';
import { useIntl } from 'react-intl';
import type { TextFieldProps } from './field-props';
import { allowedValues, DEFAULT_SIGNATURE_FONT } from './form-values';
import { RadioGroupField } from './RadioGroupField';

/** Spec section 9: coming-soon (the default), montez-regular, sacramento-regular. */
const FONTS = [DEFAULT_SIGNATURE_FONT, 'montez-regular', 'sacramento-regular'];

/** `ppoa_signature_font`: the handwriting font of the power of attorney's signature, with a sample. */
export function SignatureFontField(props: TextFieldProps) {
  const intl = useIntl();
  const offered = allowedValues(props.definition);
  const sample = intl.formatMessage({ id: 'fields.signature_font.sample' });
  const options = (offered.length > 0 ? offered : FONTS).map((font) => {
    const key = `fields.signature_font.${font}`;
    return {
      value: font,
      label: isMessageKey(key) ? intl.formatMessage({ id: key }) : font,
      extra: <span className={`signature-sample signature-${font}`}>{sample}</span>,
    };
  });
  return <RadioGroupField {...props} options={options} className="signature-fonts" />;
}
