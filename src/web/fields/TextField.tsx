import { hasRule } from '@domain/validation/additional-fields/rules';
import { FieldLabel } from './FieldLabel';
import { FieldMessage } from './FieldMessage';
import { describedBy, messageId, type TextFieldProps } from './field-props';
import { rulesOf } from './form-values';

/** `text`: one line of text; the rules choose the keyboard (e-mail, domain, numbers). */
export function TextField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  required,
  focusRef,
  describedByIds = [],
}: TextFieldProps & { describedByIds?: readonly string[] }) {
  const rules = rulesOf(definition);
  const email = hasRule(rules, 'email');
  const technical = email || hasRule(rules, 'fqdn') || hasRule(rules, 'ipv4') || hasRule(rules, 'ipv6');
  const numeric = hasRule(rules, 'integer') || hasRule(rules, 'numeric');
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {definition.label}
      </FieldLabel>
      <input
        ref={focusRef}
        id={id}
        type={email ? 'email' : 'text'}
        className="field-input"
        value={value}
        inputMode={numeric ? 'numeric' : email ? 'email' : technical ? 'url' : undefined}
        autoCapitalize={technical ? 'none' : undefined}
        spellCheck={technical ? false : undefined}
        autoComplete={email ? 'email' : 'off'}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(message ? messageId(id) : null, ...describedByIds)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onBlur()}
      />
      <FieldMessage id={messageId(id)} text={message} />
    </div>
  );
}
