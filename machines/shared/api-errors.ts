import type { ApiError } from '@contract/common';

/**
 * Reading a failed call's error (checkout spec section 8): the `ApiError` body, the first message
 * per field, and the question an idempotent retry needs: did the server answer at all?
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The contract's error body of a failed call: the rejection itself when it has the `ApiError`
 * shape, or its `body` (the app's `ApiRequestError` carries the parsed body there).
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

/** Response field errors: the first message per field. */
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

/**
 * Whether the server decided the request: a 4xx answer with the contract's error body. A network
 * failure (status 0), a 5xx or an error without body leaves open whether the order was placed, so
 * a retry must repeat the same idempotency key.
 */
export function serverDecided(error: unknown): boolean {
  if (isRecord(error) && typeof error.status === 'number') return error.status >= 400 && error.status < 500;
  return apiErrorOf(error) !== null;
}
