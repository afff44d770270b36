import { FieldLabel } from '@web/fields/FieldLabel';
import { FieldMessage } from '@web/fields/FieldMessage';
import { describedBy, messageId } from '@web/fields/field-props';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import '@web/fields/fields.css';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

/**
 * A labelled one-line input with its message tied to it (`aria-describedby`, `aria-invalid`).
 * Takes react-hook-form's `register(...)` props (name, ref, onChange, onBlur) or plain ones.
 */
export function TextInput({
  id,
  label,
  error,
  required = false,
  hint,
  className,
  ...input
}: InputProps & {
  id: string;
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  /** A note under the input (described by it). */
  hint?: ReactNode;
  className?: string;
}) {
  const hintId = hint ? `${id}-hint` : null;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        type="text"
        {...input}
        id={id}
        className="field-input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? messageId(id) : null, hintId)}
      />
      {hint && hintId ? (
        <p id={hintId} className="field-note">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={messageId(id)} text={error} />
    </div>
  );
}

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** Shown beside the label (e.g. a note why the option cannot be chosen). */
  note?: ReactNode;
}

/** A group of radio buttons with its legend; the message is tied to the group. */
export function RadioGroup<V extends string | number>({
  id,
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  inline = false,
}: {
  id: string;
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | null | undefined;
  onChange(value: V): void;
  onBlur?: () => void;
  error?: string | null;
  required?: boolean;
  inline?: boolean;
}) {
  return (
    <fieldset
      className={inline ? 'radio-group radio-group-inline' : 'radio-group'}
      aria-describedby={describedBy(error ? messageId(id) : null)}
    >
      <legend className="field-legend">
        {legend}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <div className="radio-options">
        {options.map((option) => (
          <label key={String(option.value)} className="choice" data-disabled={option.disabled || undefined}>
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
            {option.note ? <span className="choice-note">{option.note}</span> : null}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId(id)} text={error} />
    </fieldset>
  );
}

/** A checkbox with its label (and links inside the label) and its message. */
export function Checkbox({
  id,
  label,
  error,
  required = false,
  ...input
}: Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  error?: string | null;
  required?: boolean;
}) {
  return (
    <div className="field">
      <div className="choice checkbox">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? messageId(id) : null)}
        />
        <label htmlFor={id}>
          {label}
          {required ? (
            <span className="field-required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
      </div>
      <FieldMessage id={messageId(id)} text={error} />
    </div>
  );
}

/** An error of the whole form (a save that failed without field errors); announced at once. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="notice notice-error form-alert" role="alert">
      {text}
    </p>
  );
}
