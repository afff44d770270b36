import type { ReactNode } from 'react';

/** A visible label; required fields get a star that assistive technology skips (aria-required says it). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required: boolean;
  children: ReactNode;
}) {
  return (
    <label className="field-label" htmlFor={htmlFor}>
      {children}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}
