import { domainToUnicode } from 'node:url';
import type { RegistrySeed } from './types';

/**
 * Deterministic state of the local sandbox registry. Names are lower case Unicode (IDN labels
 * as typed, not punycode); every name not listed is free (status 0).
 */
export const registrySeed: RegistrySeed = {
  transferable: [
    'example.com',
    'example.de',
    'beispiel.de',
    'hosting.de',
    'taken.com',
    'transfer-me.net',
    'muster-gmbh.at',
    'müller.de',
    'bäckerei-schmidt.de',
    'shop.co.uk',
  ],
  unavailable: ['nic.de', 'reserved.com', 'blocked.eu', 'gesperrt.at', 'köln.de', 'test.shop'],
  owned: ['meine-firma.de', 'hostwerk-demo.com', 'owned.net', 'größe.at'],
  timeout: ['slow-registry.de', 'zeitüberschreitung.com'],
};

export type SeededDomainStatus = 0 | 1 | 2 | 4 | 9;

/** `{ name, status }` rows of every seeded name (status 1, 2, 4 or our 9 for "no answer"). */
export function registryEntries(
  seed: RegistrySeed = registrySeed,
): { name: string; status: SeededDomainStatus }[] {
  return [
    ...seed.transferable.map((name) => ({ name, status: 1 as const })),
    ...seed.unavailable.map((name) => ({ name, status: 2 as const })),
    ...seed.owned.map((name) => ({ name, status: 4 as const })),
    ...seed.timeout.map((name) => ({ name, status: 9 as const })),
  ];
}

/** Lower case Unicode form of a domain name; punycode labels (`xn--`) are decoded. */
export function normalizeDomainName(domain: string): string {
  const lower = domain.trim().toLowerCase().replace(/\.$/, '');
  const unicode = lower.includes('xn--') ? domainToUnicode(lower) : lower;
  return (unicode || lower).normalize('NFC');
}

/** Status of `domain` in the seeded sandbox registry: 0 (free) unless listed. */
export function seededDomainStatus(domain: string, seed: RegistrySeed = registrySeed): SeededDomainStatus {
  const name = normalizeDomainName(domain);
  return registryEntries(seed).find((entry) => entry.name === name)?.status ?? 0;
}
