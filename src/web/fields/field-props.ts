import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { FieldOwnerType } from '@contract/fields';
import type { FormFieldValue, PartsValue, PersonRow } from './form-values';

/**
 * What every input component gets: its definition, value and messages. The form decides which
 * messages are shown (touched inputs, server errors); components only render them and report
 * input (`onChange`, with the part typed in) and leaving (`onBlur`).
 */
export interface FieldProps<V extends FormFieldValue> {
  definition: AdditionalFieldDefinition;
  /** Base of the element ids of this field (`<id>`, `<id>-error`, `<id>-<part>`, ...). */
  id: string;
  value: V;
  onChange(value: V, part?: string): void;
  onBlur(part?: string): void;
  /** The field's message on show (its rule error once touched, or the server's error). */
  message: string | null;
  /** Messages of composite parts and tenant rows on show, by part name. */
  partMessages: Readonly<Record<string, string>>;
  required: boolean;
  /** Whose field it is (the server's address check needs it). */
  owner: FieldOwnerType;
  /** The element focused when the form asks for it (the first invalid field). */
  focusRef(element: HTMLElement | null): void;
  /** A field's own server check (nsa address): a problem blocks the forward button. */
  onCheckProblem(blocked: boolean): void;
}

export type TextFieldProps = FieldProps<string>;
export type FlagFieldProps = FieldProps<boolean>;
export type PartsFieldProps = FieldProps<PartsValue>;
export type PersonsFieldProps = FieldProps<readonly PersonRow[]>;

/** Element id of a field's message. */
export const messageId = (id: string, part?: string): string =>
  part ? `${id}-${part}-error` : `${id}-error`;

/** `aria-describedby` of an input: its message when shown, plus any extra description. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const present = ids.filter((value): value is string => typeof value === 'string' && value !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
