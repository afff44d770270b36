import type { VatIdCheck } from '@contract/vat';
import { compactVatId, vatIdKind } from '@domain/vat/vat-id';
import type { FastifyBaseLogger } from 'fastify';
import type { ViesAnswer, ViesService } from './vies';

/** Resolves "unavailable" once the signal ends the wait, whatever the adapter does meanwhile. */
function timedOut(signal: AbortSignal): Promise<ViesAnswer> {
  return new Promise((resolve) => {
    const answer = () => resolve({ outcome: 'unavailable', code: 'TIMEOUT' });
    if (signal.aborted) answer();
    signal.addEventListener('abort', answer, { once: true });
  });
}

/**
 * Checks company VAT ids with VIES within a time budget (VIES_TIMEOUT_MS): a check always ends in
 * that time with valid, invalid or unavailable, so basic info and the order never wait longer and
 * never fail because VIES is down. An id with an EU prefix that cannot be an id is invalid without
 * asking; an id of a country outside the EU is not checked at all (null). The log line names the
 * member state, the outcome and the time taken, never the id.
 */
export class VatIdChecker {
  constructor(
    private readonly vies: ViesService,
    private readonly timeoutMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get provider(): ViesService['name'] {
    return this.vies.name;
  }

  async check(vatId: string, log?: FastifyBaseLogger): Promise<VatIdCheck | null> {
    const kind = vatIdKind(vatId);
    if (kind.kind === 'other') return null;
    if (kind.kind === 'malformed_eu') {
      return { vat_id: compactVatId(vatId), status: 'invalid', checked_at: this.now().toISOString() };
    }
    const started = performance.now();
    const signal = AbortSignal.timeout(this.timeoutMs);
    const answer = await Promise.race([
      this.vies.check(kind.id, signal).catch((): ViesAnswer => ({ outcome: 'unavailable', code: 'ERROR' })),
      timedOut(signal),
    ]);
    const status = answer.outcome;
    log?.info(
      {
        vat_id_check: {
          provider: this.vies.name,
          member_state: kind.id.memberState,
          status,
          code: answer.outcome === 'unavailable' ? answer.code : undefined,
          ms: Math.round(performance.now() - started),
        },
      },
      'VAT id checked with VIES',
    );
    return { vat_id: kind.id.vatId, status, checked_at: this.now().toISOString() };
  }
}
