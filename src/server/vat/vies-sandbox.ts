import type { EuVatId } from '@domain/vat/vat-id';
import { vatIdSeed } from '../seed/vat-ids';
import type { ViesAnswer, ViesService } from './vies';

/** Waits until the signal ends the call (an answer that never comes). */
function never(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The default VIES: answers from the seeded ids of `src/server/seed/vat-ids.ts` at once (valid,
 * "member state unavailable", or no answer at all); every other id is invalid.
 */
export class SandboxVies implements ViesService {
  readonly name = 'sandbox' as const;

  async check(id: EuVatId, signal: AbortSignal): Promise<ViesAnswer> {
    const listed = (ids: readonly string[]) => ids.includes(id.vatId);
    if (listed(vatIdSeed.silent)) return never(signal);
    if (listed(vatIdSeed.unavailable)) return { outcome: 'unavailable', code: 'MS_UNAVAILABLE' };
    return { outcome: listed(vatIdSeed.valid) ? 'valid' : 'invalid' };
  }
}
