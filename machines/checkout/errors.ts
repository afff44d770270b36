import type { ApiError } from '@contract/common';

/**
 * Reading a failed call's error (checkout spec section 8). Local to this folder because machines
 * may import only `../shared/*` across areas and shared is not ours to change; the payment folder
 * keeps its own copy (a candidate for `machines/shared`).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The contract's error body of a failed call: the rejection itself when it has the `ApiError`
 * shape, or its `body` (the app's `ApiRequestError` carries the parsed body there). Anything else
 * (a thrown `Error`, a network failure without body) gives null.
 */
export function apiErrorOf(error: unknown): ApiError | null {
  const candidate = isRecord(error) && isRecord(error.body) ? error.body : error;
  if (!isRecord(candidate) || typeof candidate.error !== 'string') return null;
  const errors: Record<string, string[]> = {};
  if (isRecord(candidate.errors)) {
    for (const [field, messages] of Object.entries(candidate.errors)) {
      if (Array.isArray(messages)) {
        errors[field] = messages.filter((message): message is string => typeof message === 'string');
      }
    }
  }
  return {
    error: candidate.error,
    message: typeof candidate.message === 'string' ? candidate.message : '',
    errors,
  };
}

/** Server field errors replace the form's messages: the first message per field. */
export function firstMessagePerField(
  errors: Readonly<Record<string, readonly string[]>>,
): Readonly<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first !== undefined) fields[field] = first;
  }
  return fields;
}
