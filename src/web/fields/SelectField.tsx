import { useIntl } from 'react-intl';
import { FieldLabel } from './FieldLabel';
import { FieldMessage } from './FieldMessage';
import { describedBy, messageId, type TextFieldProps } from './field-props';

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select with a "please choose" entry while nothing is chosen. */
export function SelectField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  required,
  focusRef,
  options,
}: TextFieldProps & { options: readonly SelectOption[] }) {
  const intl = useIntl();
  const known = options.some((option) => option.value === value);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {definition.label}
      </FieldLabel>
      <select
        ref={focusRef}
        id={id}
        className="field-input"
        value={known ? value : ''}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(message ? messageId(id) : null)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onBlur()}
      >
        <option value="" disabled={required && known}>
          {intl.formatMessage({ id: 'fields.select.choose' })}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId(id)} text={message} />
    </div>
  );
}
