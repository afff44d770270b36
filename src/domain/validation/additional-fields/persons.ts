import { LIMITS } from '../limits';
import type { RuleInput } from './context';
import { type FieldError, type FieldValue, fieldError } from './field-error';

/** One additional person (tenant) of the nsa tenants field. */
export type Person = { first_name: string; last_name: string };

/** Trimmed entries of a persons value, or null when the value is not a list of entries. */
function readPersons(value: FieldValue | undefined): Person[] | null {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value)) return null;
  return value.map((entry) => ({
    first_name: (entry.first_name ?? '').trim(),
    last_name: (entry.last_name ?? '').trim(),
  }));
}

const isComplete = (person: Person) => person.first_name !== '' && person.last_name !== '';
const isBlank = (person: Person) => person.first_name === '' && person.last_name === '';

/**
 * The entries to save: only complete ones (both names), trimmed; blank rows are dropped. A value
 * that is not a list gives no entries.
 */
export function personsToSave(value: FieldValue | undefined): Person[] {
  return (readPersons(value) ?? []).filter(isComplete);
}

/**
 * `persons` (value: a list of `{ first_name, last_name }`): every entry needs both names or
 * neither (`persons`), at most 11 complete entries (`persons_max`), and with `required` at least
 * one complete entry. Blank entries are ignored.
 */
export function validatePersonsValue(input: RuleInput, value: FieldValue | undefined): FieldError | null {
  const label = input.definition.label;
  const persons = readPersons(value);
  if (persons === null) return fieldError('invalid', { label });
  if (persons.some((person) => !isComplete(person) && !isBlank(person)))
    return fieldError('persons', { label });
  const complete = persons.filter(isComplete).length;
  if (complete === 0 && input.required) return fieldError('required', { label });
  if (complete > LIMITS.tenantsMax) return fieldError('persons_max', { label, length: LIMITS.tenantsMax });
  return null;
}
