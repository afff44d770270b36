import type { ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';
import { messageId, type TextFieldProps } from './field-props';

export interface RadioOption {
  value: string;
  label: string;
  /** Shown beside the label (e.g. a font sample); hidden from assistive technology. */
  extra?: ReactNode;
}

/** One choice of a few: radio buttons in a fieldset whose legend is the field's label. */
export function RadioGroupField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  required,
  focusRef,
  options,
  className,
}: TextFieldProps & { options: readonly RadioOption[]; className?: string }) {
  const checkedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  return (
    <fieldset
      className={className ? `field-group field-choices ${className}` : 'field-group field-choices'}
      aria-describedby={message ? messageId(id) : undefined}
    >
      <legend className="field-legend">
        {definition.label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className="choice" htmlFor={`${id}-${option.value}`}>
          <input
            ref={index === checkedIndex ? focusRef : undefined}
            id={`${id}-${option.value}`}
            type="radio"
            name={id}
            value={option.value}
            checked={option.value === value}
            required={required}
            aria-invalid={message ? true : undefined}
            onChange={() => onChange(option.value)}
            onBlur={() => onBlur()}
          />
          <span>{option.label}</span>
          {option.extra ? <span aria-hidden="true">{option.extra}</span> : null}
        </label>
      ))}
      <FieldMessage id={messageId(id)} text={message} />
    </fieldset>
  );
}
