/**
 * How the session machines read a rejected call. The app's API client rejects with an error that
 * carries the HTTP `status` (0 without an answer); anything else counts as "no status".
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** Answers meaning "the server does not know this code or draft": malformed, unknown or expired. */
const UNKNOWN_CODE_STATUSES: ReadonlySet<number> = new Set([400, 404, 410, 422]);

/** The call was refused because its code (session code, draft) is unknown, invalid or expired. */
export const isUnknownCodeError = (error: unknown): boolean => {
  const status = httpStatusOf(error);
  return status !== undefined && UNKNOWN_CODE_STATUSES.has(status);
};

/** The server refused the call for now: too many attempts in its window (429). */
export const isRateLimitedError = (error: unknown): boolean => httpStatusOf(error) === 429;
