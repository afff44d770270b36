import { FormattedMessage } from 'react-intl';
import type { TextFieldProps } from './field-props';
import { TextField } from './TextField';

/**
 * `ppoa_private_basic_info` / `ppoa_business_basic_info`: the principal's name (private person)
 * or company as it appears on the power of attorney.
 */
function BasicInfo({ variant, ...props }: TextFieldProps & { variant: 'private' | 'business' }) {
  const hintId = `${props.id}-hint`;
  return (
    <div className="ppoa-basic-info">
      <TextField {...props} describedByIds={[hintId]} />
      <p id={hintId} className="field-note">
        <FormattedMessage id={`fields.ppoa.basic_info.${variant}_hint`} />
      </p>
    </div>
  );
}

export const PpoaPrivateBasicInfoField = (props: TextFieldProps) => (
  <BasicInfo {...props} variant="private" />
);

export const PpoaBusinessBasicInfoField = (props: TextFieldProps) => (
  <BasicInfo {...props} variant="business" />
);
