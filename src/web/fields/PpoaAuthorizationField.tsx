import type { PartsFieldProps } from './field-props';
import { PartInput } from './PartInput';
import { PartsFieldset } from './PartsFieldset';
import { usePartLabel } from './use-field-messages';

const NAME_PARTS = [
  { part: 'first_name', autoComplete: 'given-name' },
  { part: 'last_name', autoComplete: 'family-name' },
] as const;

const BUSINESS_PARTS = [{ part: 'company_name', autoComplete: 'organization' }, ...NAME_PARTS] as const;

/**
 * Who grants the postal power of attorney: the names (private) or the company and the person
 * signing for it (business). All parts are needed once the field is required or any part is filled.
 */
function AuthorizationParts({
  parts,
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  partMessages,
  required,
  focusRef,
}: PartsFieldProps & { parts: readonly { part: string; autoComplete: string }[] }) {
  const partLabel = usePartLabel();
  const anyFilled = parts.some(({ part }) => (value[part] ?? '').trim() !== '');
  return (
    <PartsFieldset id={id} legend={definition.label} message={message} onLeave={() => onBlur()}>
      <div className="field-row">
        {parts.map(({ part, autoComplete }, index) => (
          <PartInput
            key={part}
            id={id}
            part={part}
            label={partLabel(part)}
            value={value[part] ?? ''}
            required={required || anyFilled}
            message={partMessages[part]}
            autoComplete={autoComplete}
            className="grow"
            inputRef={index === 0 ? focusRef : undefined}
            onChange={(text) => onChange({ ...value, [part]: text }, part)}
            onBlur={() => onBlur(part)}
          />
        ))}
      </div>
    </PartsFieldset>
  );
}

/** `ppoa_private_authorization`: first and last name of the private person granting it. */
export function PpoaPrivateAuthorizationField(props: PartsFieldProps) {
  return <AuthorizationParts {...props} parts={NAME_PARTS} />;
}

/** `ppoa_business_authorization`: company name and the signing person's names. */
export function PpoaBusinessAuthorizationField(props: PartsFieldProps) {
  return <AuthorizationParts {...props} parts={BUSINESS_PARTS} />;
}
