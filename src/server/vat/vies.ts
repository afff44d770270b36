import type { EuVatId } from '@domain/vat/vat-id';

/**
 * What VIES says of one VAT id: known (`valid`), unknown (`invalid`), or no answer (`unavailable`,
 * with VIES' error code, e.g. `MS_UNAVAILABLE`, or ours: `TIMEOUT`, `NETWORK`, `HTTP_503`).
 */
export type ViesAnswer = { outcome: 'valid' | 'invalid' } | { outcome: 'unavailable'; code: string };

/** The EU's VAT Information Exchange System (VIES), or its local sandbox. */
export interface ViesService {
  readonly name: 'sandbox' | 'rest';
  /** Asks once; answers `unavailable` instead of throwing when VIES gives no answer. */
  check(id: EuVatId, signal: AbortSignal): Promise<ViesAnswer>;
}
