import type { DomainStatus } from '@contract/domains';
import { DOMAIN_STATUS } from '@domain/validation/domain-status';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registryDomains } from '../../db/schema';
import { normalizeDomainName } from '../../seed/registry';
import type { DomainRegistry, RegistryAnswer } from './types';

const KNOWN_STATUSES: readonly number[] = Object.values(DOMAIN_STATUS);

const asStatus = (value: number): DomainStatus =>
  KNOWN_STATUSES.includes(value) ? (value as DomainStatus) : DOMAIN_STATUS.unknown;

/**
 * The deterministic sandbox registry (the default): the seeded `registry_domains` table, names in
 * lower case Unicode. Names not listed are free (0); names seeded as `timeout` (status 9) act like a
 * registry that did not answer in time. They answer 9 at once: the sandbox simulates the outcome of
 * a timeout, not the wait, so the lookup screen and the tests stay fast.
 */
export class LocalRegistry implements DomainRegistry {
  readonly kind = 'local' as const;

  constructor(private readonly db: Database) {}

  async checkAvailability(names: readonly string[], signal?: AbortSignal): Promise<RegistryAnswer[]> {
    if (names.length === 0) return [];
    // The table holds Unicode names; punycode labels are decoded (`xn--mller-kva.de` is `müller.de`).
    const unicodeOf = new Map(names.map((name) => [name, normalizeDomainName(name)]));
    const rows = await this.db
      .select()
      .from(registryDomains)
      .where(inArray(registryDomains.name, [...new Set(unicodeOf.values())]));
    signal?.throwIfAborted();
    const statusOf = new Map(rows.map((row) => [row.name, asStatus(row.status)]));
    return names.map((name) => ({
      name,
      status: statusOf.get(unicodeOf.get(name) ?? name) ?? DOMAIN_STATUS.free,
    }));
  }
}
