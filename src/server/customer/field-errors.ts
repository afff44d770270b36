import type { ApiError, LocaleCode } from '@contract/common';
import type { z } from 'zod';
import { HttpError } from '../http/api-error';
import { checkoutFormMessage } from '../i18n/messages';

/** Field path → message key of its first failing rule (the UI shows the first message per field). */
export type FieldKeys = Record<string, string>;

/**
 * The keys a domain form schema reported, first per field. The domain schemas write message keys
 * (e.g. `customer.form_validation.email_valid_email`) as the issue message.
 */
export function fieldKeysOf(error: z.core.$ZodError): FieldKeys {
  const keys: FieldKeys = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    keys[field] ??= issue.message;
  }
  return keys;
}

/** The keys as sentences in the visitor's language, in the `ApiError.errors` shape. */
export function localizeFieldKeys(locale: LocaleCode, keys: FieldKeys): ApiError['errors'] {
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, [checkoutFormMessage(locale, key)]]),
  );
}

/** Answers 422 `validation_failed` with the fields' texts. */
export function refuseFields(locale: LocaleCode, keys: FieldKeys): never {
  throw new HttpError(422, 'validation_failed', localizeFieldKeys(locale, keys));
}
