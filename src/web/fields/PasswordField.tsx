import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldLabel } from './FieldLabel';
import { FieldMessage } from './FieldMessage';
import { describedBy, messageId, type TextFieldProps } from './field-props';

/** `password`: hidden text with a show/hide button; the browser may suggest a new password. */
export function PasswordField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  required,
  focusRef,
}: TextFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {definition.label}
      </FieldLabel>
      <div className="field-with-button">
        <input
          ref={focusRef}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field-input"
          value={value}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="none"
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message ? messageId(id) : null)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onBlur()}
        />
        <button
          type="button"
          className="button button-small"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: 'fields.password.show' }, { label: definition.label })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {intl.formatMessage({ id: 'fields.password.show_short' })}
        </button>
      </div>
      <FieldMessage id={messageId(id)} text={message} />
    </div>
  );
}
