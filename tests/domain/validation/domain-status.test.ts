import {
  DOMAIN_STATUS,
  domainStatusMeaning,
  isFreeStatus,
  isOrderableStatus,
  needsAuthcode,
} from '@domain/validation/domain-status';
import { describe, expect, it } from 'vitest';

describe('domain status meanings', () => {
  it.each([
    [0, 'free', true, false, true],
    [1, 'transferable', false, true, true],
    [2, 'unavailable', false, false, false],
    [4, 'owned', false, false, false],
    [9, 'unknown', false, false, false],
  ] as const)(
    'status %i is %s (free %s, authcode %s, orderable %s)',
    (status, meaning, free, authcode, orderable) => {
      expect(domainStatusMeaning(status)).toBe(meaning);
      expect(DOMAIN_STATUS[meaning]).toBe(status);
      expect(isFreeStatus(status)).toBe(free);
      expect(needsAuthcode(status)).toBe(authcode);
      expect(isOrderableStatus(status)).toBe(orderable);
    },
  );
});
