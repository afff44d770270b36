import type { DomainStatus } from '@contract/domains';

/** Availability status codes of a domain (catalogue spec section 3; 9 is ours, see contract). */
export const DOMAIN_STATUS = {
  free: 0,
  transferable: 1,
  unavailable: 2,
  owned: 4,
  unknown: 9,
} as const satisfies Record<string, DomainStatus>;

export type DomainStatusMeaning = keyof typeof DOMAIN_STATUS;

const MEANINGS: Record<DomainStatus, DomainStatusMeaning> = {
  0: 'free',
  1: 'transferable',
  2: 'unavailable',
  4: 'owned',
  9: 'unknown',
};

/** What a status means: free, transferable (needs an authcode), unavailable, owned, unknown. */
export function domainStatusMeaning(status: DomainStatus): DomainStatusMeaning {
  return MEANINGS[status];
}

/** Status 0: the domain can be registered. Everything else is "not free" (suggestions show). */
export function isFreeStatus(status: DomainStatus): boolean {
  return status === DOMAIN_STATUS.free;
}

/** Status 1: taken but transferable; adding it asks for an authcode first. */
export function needsAuthcode(status: DomainStatus): boolean {
  return status === DOMAIN_STATUS.transferable;
}

/** Whether a domain with this status can go into the cart: free (register) or transferable. */
export function isOrderableStatus(status: DomainStatus): boolean {
  return status === DOMAIN_STATUS.free || status === DOMAIN_STATUS.transferable;
}
