import { CHECK_REUSED_FOR_MS, reusableCheck } from '@server/vat/session-vat';
import { describe, expect, it } from 'vitest';

describe('a session’s earlier VIES answer is reused for the same id within a day', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const check = (status: 'valid' | 'invalid' | 'unavailable', ageMs: number, vat_id = 'ATU12345678') => ({
    vat_id,
    status,
    checked_at: at(ageMs),
  });

  it.each([
    ['valid, an hour ago, same id typed differently', check('valid', 3_600_000), 'atu 1234 5678', true],
    ['valid, just under a day ago', check('valid', CHECK_REUSED_FOR_MS - 1), 'ATU12345678', true],
    ['valid, a day ago', check('valid', CHECK_REUSED_FOR_MS), 'ATU12345678', false],
    ['valid, for another id', check('valid', 1000, 'NL123456789B01'), 'ATU12345678', false],
    ['unavailable a second ago', check('unavailable', 1000), 'ATU12345678', false],
    ['a time in the future', check('valid', -60_000), 'ATU12345678', false],
  ] as const)('%s: %s', (_name, previous, vatId, reused) => {
    expect(reusableCheck(previous, vatId, now)).toEqual(reused ? previous : null);
  });

  it('nothing earlier: nothing to reuse', () => {
    expect(reusableCheck(null, 'ATU12345678', now)).toBeNull();
  });
});
