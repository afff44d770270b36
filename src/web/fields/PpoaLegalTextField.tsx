import { useIntl } from 'react-intl';
import { FieldMessage } from './FieldMessage';
import { describedBy, type FlagFieldProps, messageId } from './field-props';

/**
 * `ppoa_private_legal_text` / `ppoa_business_legal_text`: the legal notes of the power of attorney
 * and the box confirming they were read (the field's label).
 */
function LegalText({
  variant,
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  required,
  focusRef,
}: FlagFieldProps & { variant: 'private' | 'business' }) {
  const intl = useIntl();
  const textId = `${id}-text`;
  return (
    <div className="field legal-text">
      <section
        id={textId}
        className="legal-text-body"
        aria-label={intl.formatMessage({ id: 'fields.ppoa.legal_text.title' })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <p>{intl.formatMessage({ id: `fields.ppoa.legal_text.${variant}` })}</p>
      </section>
      <label className="choice" htmlFor={id}>
        <input
          ref={focusRef}
          id={id}
          type="checkbox"
          checked={value}
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message ? messageId(id) : null)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur()}
        />
        <span>{definition.label}</span>
      </label>
      <FieldMessage id={messageId(id)} text={message} />
    </div>
  );
}

export const PpoaPrivateLegalTextField = (props: FlagFieldProps) => (
  <LegalText {...props} variant="private" />
);

export const PpoaBusinessLegalTextField = (props: FlagFieldProps) => (
  <LegalText {...props} variant="business" />
);
