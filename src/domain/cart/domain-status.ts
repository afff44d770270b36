import type { DomainStatus } from '@contract/domains';

export type DomainStatusMeaning = 'free' | 'transferable' | 'unavailable' | 'already_owned' | 'unknown';

/** Status codes: 0 free, 1 taken but transferable (needs an authcode), 2 unavailable, 4 already owned. */
export function domainStatusMeaning(status: DomainStatus): DomainStatusMeaning {
  switch (status) {
    case 0:
      return 'free';
    case 1:
      return 'transferable';
    case 2:
      return 'unavailable';
    case 4:
      return 'already_owned';
    case 9:
      return 'unknown';
  }
}

/** A domain is 'not free' (suggestions are shown) when its status is not 0. */
export const isDomainNotFree = (status: DomainStatus): boolean => status !== 0;
