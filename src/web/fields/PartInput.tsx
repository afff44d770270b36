import type { InputHTMLAttributes } from 'react';
import { FieldLabel } from './FieldLabel';
import { FieldMessage } from './FieldMessage';
import { describedBy, messageId } from './field-props';

interface PartInputProps {
  /** Base id of the field; the input's id is `<id>-<part>`. */
  id: string;
  part: string;
  label: string;
  value: string;
  required: boolean;
  message: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  /** Extra description ids (e.g. the server's address check). */
  describedByIds?: readonly string[];
  invalid?: boolean;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  className?: string;
  inputRef?(element: HTMLInputElement | null): void;
}

/** One text part of a composite field (street, zip, first name, ...), with its own message. */
export function PartInput({
  id,
  part,
  label,
  value,
  required,
  message,
  onChange,
  onBlur,
  describedByIds = [],
  invalid = false,
  autoComplete,
  inputMode,
  className,
  inputRef,
}: PartInputProps) {
  const inputId = `${id}-${part}`;
  return (
    <div className={className ? `field part ${className}` : 'field part'}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        className="field-input"
        value={value}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={message !== undefined || invalid || undefined}
        aria-describedby={describedBy(message ? messageId(id, part) : null, ...describedByIds)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <FieldMessage id={messageId(id, part)} text={message} />
    </div>
  );
}
