import type { AdditionalFieldValue } from '@contract/cart';

/** A stored value of an additional field (contract `FieldValue`). */
export type FieldValue = AdditionalFieldValue['value'];

/**
 * Message keys of additional-field errors, all under `product.additional_fields_form_validation.`.
 * From the spec: `required`, `min_length`, `max_length`, `valid_email`, `fqdn`, `password`.
 * Ours:
 * - `invalid`: the value has the wrong shape (e.g. a list where text is expected);
 * - `integer`, `numeric`, `boolean`: not a whole number / a number / a yes-no value;
 * - `min_value`, `max_value`: a number below `min:N` / above `max:N` (`length` carries N);
 * - `in`: not one of the values of `in:`;
 * - `alpha`, `alpha_num`, `alpha_dash`, `ipv4`, `ipv6`: the named format does not match;
 * - `exists`: not one of the options the server knows for the field;
 * - `same_as`: differs from another field (`other` carries that field's label);
 * - `persons`: 'Please make sure to provide both the first and last name for each tenant';
 * - `persons_max`: more than 11 additional people (`length` carries 11).
 * Spec texts: `fqdn` is 'Please provide a valid domain'.
 */
export const FIELD_ERROR_NAMES = [
  'required',
  'min_length',
  'max_length',
  'valid_email',
  'fqdn',
  'password',
  'invalid',
  'integer',
  'numeric',
  'boolean',
  'min_value',
  'max_value',
  'in',
  'alpha',
  'alpha_num',
  'alpha_dash',
  'ipv4',
  'ipv6',
  'exists',
  'same_as',
  'persons',
  'persons_max',
] as const;

export type FieldErrorName = (typeof FIELD_ERROR_NAMES)[number];

export const FIELD_MESSAGE_PREFIX = 'product.additional_fields_form_validation';

export type FieldMessageKey = `${typeof FIELD_MESSAGE_PREFIX}.${FieldErrorName}`;

/** Placeholder values of a field message: the field label and, where it applies, a number. */
export interface FieldErrorValues {
  label: string;
  length?: number;
  /** Label (or key, if unknown) of the other field of a `sameAs` rule. */
  other?: string;
}

export interface FieldError {
  key: FieldMessageKey;
  values: FieldErrorValues;
  /**
   * Composite fields (nsa, ppoa) only: the error of every failing part, by part name (see
   * nsa.ts, ppoa.ts). `key` and `values` then repeat the first part's error, and `values.label`
   * of a part error is the part name, for the UI to translate.
   */
  subfields?: Readonly<Record<string, FieldError>>;
}

export function fieldError(name: FieldErrorName, values: FieldErrorValues): FieldError {
  return { key: `${FIELD_MESSAGE_PREFIX}.${name}`, values };
}
