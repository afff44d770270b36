import type { ApiError } from '@contract/common';
import type { ServerMessageKey } from '../i18n/messages';

/** An error the route wants answered as a 4xx `ApiError`; the message is localised by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ServerMessageKey,
    readonly fieldErrors: ApiError['errors'] = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}
