import type { DomainStatus } from '@contract/domains';

/** What a registry said about one name. */
export interface RegistryAnswer {
  /** The name as asked (lower case ASCII, IDN labels in punycode). */
  name: string;
  /**
   * 0 free, 1 taken but transferable, 2 unavailable, 4 already owned (registered with us), 9 no
   * answer in time or an upstream failure ("unknown, try again"; never reported as free).
   */
  status: DomainStatus;
}

/**
 * A domain registry or availability service (DESIGN.md: provider interface with a real adapter and
 * a deterministic local sandbox). Selected by `REGISTRY` (see src/server/config.ts).
 */
export interface DomainRegistry {
  readonly kind: 'local' | 'rdap';
  /**
   * Availability of registrable names: lower case ASCII (A-labels, e.g. `xn--mller-kva.de`), at most
   * a few per call (the route asks for at most 5). Answers one entry per name, in order. A name the
   * registry did not answer in time, or an upstream failure, is status 9; it resolves rather than
   * rejects for those. `signal` aborts the lookups (the visitor went away).
   */
  checkAvailability(names: readonly string[], signal?: AbortSignal): Promise<RegistryAnswer[]>;
}
