import type { FocusEvent, ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';
import { messageId } from './field-props';

/**
 * The group of a composite field (address, PO box, authorization, tenants): a fieldset with the
 * field's label as legend and the field's own message. Leaving the whole group counts as leaving
 * each of its inputs.
 */
export function PartsFieldset({
  id,
  legend,
  message,
  onLeave,
  children,
  className,
}: {
  id: string;
  legend: string;
  message: string | null;
  onLeave(): void;
  children: ReactNode;
  className?: string;
}) {
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) onLeave();
  };
  return (
    <fieldset
      className={className ? `field-group ${className}` : 'field-group'}
      onBlur={leave}
      aria-describedby={message ? messageId(id) : undefined}
    >
      <legend className="field-legend">{legend}</legend>
      {children}
      <FieldMessage id={messageId(id)} text={message} />
    </fieldset>
  );
}
