import type { DomainStatus } from '@contract/domains';
import { DOMAIN_STATUS } from '@domain/validation/domain-status';
import type { DomainRegistry, RegistryAnswer } from './types';

export interface RdapOptions {
  /** Base URL of an RDAP service (RFC 9082), e.g. `https://rdap.org` (a bootstrap redirector). */
  baseUrl: string;
  /** Time one lookup may take, redirects included; then the name is status 9. */
  timeoutMs: number;
  /** Injected for tests; the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * The base only redirects to the registry of each TLD (rdap.org does): a 404 it answers itself
   * means "no registry known for this TLD", not "free". Default: true for rdap.org.
   */
  bootstrap?: boolean;
}

/** Asks for a name once more after a network error (a dropped keep-alive connection). */
const MAX_ATTEMPTS = 2;

/**
 * Availability over RDAP: `GET {base}/domain/{a-label}`. 404 means nobody holds the name (free, 0);
 * 200 means it is registered (1: taken, transferable with an authcode, the usual case; RDAP cannot
 * tell "already owned by us" (4) or registry-reserved names (2), so it never answers those). Every
 * other outcome (timeout, network error, 4xx other than 404, 5xx, 429) is 9: unknown, never free.
 * Names of one call are asked in parallel, each with its own timeout. Behind a bootstrap
 * redirector only a 404 of the registry it redirected to counts as free.
 */
export class RdapRegistry implements DomainRegistry {
  readonly kind = 'rdap' as const;
  private readonly base: string;
  private readonly fetch: typeof fetch;
  private readonly bootstrap: boolean;

  constructor(private readonly options: RdapOptions) {
    this.base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.bootstrap = options.bootstrap ?? new URL(this.base).hostname === 'rdap.org';
  }

  checkAvailability(names: readonly string[], signal?: AbortSignal): Promise<RegistryAnswer[]> {
    return Promise.all(names.map(async (name) => ({ name, status: await this.lookup(name, signal) })));
  }

  private async lookup(name: string, signal: AbortSignal | undefined): Promise<DomainStatus> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    // Any failure to get an answer (most often a keep-alive socket the service closed) is asked
    // once more within the same timeout before the name counts as unknown.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.ask(name, combined);
      } catch {
        if (combined.aborted || attempt >= MAX_ATTEMPTS) return DOMAIN_STATUS.unknown;
      }
    }
  }

  private async ask(name: string, signal: AbortSignal): Promise<DomainStatus> {
    const url = new URL(`domain/${encodeURIComponent(name)}`, this.base);
    const response = await this.fetch(url, {
      headers: { accept: 'application/rdap+json, application/json;q=0.9' },
      redirect: 'follow',
      signal,
    });
    // Only the status line matters; the body is dropped so the connection is released.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) {
      const fromRegistry = !this.bootstrap || response.redirected;
      return fromRegistry ? DOMAIN_STATUS.free : DOMAIN_STATUS.unknown;
    }
    if (response.status === 200) return DOMAIN_STATUS.transferable;
    return DOMAIN_STATUS.unknown;
  }
}
