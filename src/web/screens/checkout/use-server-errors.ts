import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Response field errors of the last save (first message per field, already in the visitor's
 * language) put on the form's fields; they go once the field is edited and checked again. A field
 * without a message (undefined) has none. Returns the messages of fields the form does not have.
 */
export function useServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fieldErrors: Readonly<Record<string, string | undefined>>,
  fields: readonly Path<V>[],
): string[] {
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (message === undefined) continue;
      const name = fields.find((known) => known === field);
      if (name) setError(name, { type: 'server', message }, { shouldFocus: false });
    }
  }, [fieldErrors, fields, setError]);
  return Object.entries(fieldErrors).flatMap(([field, message]) =>
    message !== undefined && !fields.some((known) => known === field) ? [message] : [],
  );
}
