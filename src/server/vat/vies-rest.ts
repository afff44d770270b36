import type { EuVatId } from '@domain/vat/vat-id';
import { z } from 'zod';
import type { ViesAnswer, ViesService } from './vies';

/** VIES' answer to a check it could make (`valid` true or false); other fields are not used. */
const CheckAnswer = z.object({ valid: z.boolean() });

/** VIES' answer when it could not check: `{ actionSucceed: false, errorWrappers: [{ error }] }`. */
const ErrorAnswer = z.object({
  actionSucceed: z.literal(false).optional(),
  errorWrappers: z.array(z.object({ error: z.string() })).min(1),
});

/** Error codes that mean the id itself is wrong (it cannot be an id of that member state). */
const INVALID_ID_ERRORS = new Set(['INVALID_INPUT']);

export interface RestViesOptions {
  /** Base of VIES' REST API, e.g. `https://ec.europa.eu/taxation_customs/vies/rest-api`. */
  baseUrl: string;
  /** Injected for tests; the global fetch by default. */
  fetch?: typeof fetch;
}

/**
 * VIES' public REST API: `POST {base}/check-vat-number` with `{ countryCode, vatNumber }` (the
 * member-state prefix, `EL` for Greece, and the rest of the id). `valid: true` is a registered id,
 * `valid: false` an unknown one; an error answer `INVALID_INPUT` is an id that cannot exist, and
 * every other error (`MS_UNAVAILABLE`, `SERVICE_UNAVAILABLE`, `TIMEOUT`, `MS_MAX_CONCURRENT_REQ`,
 * `GLOBAL_MAX_CONCURRENT_REQ`, ...), a status without an answer we understand, or a network failure
 * is "unavailable". The caller's signal bounds the call.
 */
export class RestVies implements ViesService {
  readonly name = 'rest' as const;
  private readonly url: URL;
  private readonly fetch: typeof fetch;

  constructor(options: RestViesOptions) {
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.url = new URL('check-vat-number', base);
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async check(id: EuVatId, signal: AbortSignal): Promise<ViesAnswer> {
    let response: Response;
    try {
      response = await this.fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode: id.memberState, vatNumber: id.number }),
        signal,
      });
    } catch {
      return { outcome: 'unavailable', code: signal.aborted ? 'TIMEOUT' : 'NETWORK' };
    }
    const body: unknown = await response.json().catch(() => null);
    const failed = ErrorAnswer.safeParse(body);
    if (failed.success) {
      const code = failed.data.errorWrappers[0]?.error ?? 'UNKNOWN';
      return INVALID_ID_ERRORS.has(code) ? { outcome: 'invalid' } : { outcome: 'unavailable', code };
    }
    const checked = CheckAnswer.safeParse(body);
    if (response.ok && checked.success) return { outcome: checked.data.valid ? 'valid' : 'invalid' };
    return { outcome: 'unavailable', code: `HTTP_${response.status}` };
  }
}
