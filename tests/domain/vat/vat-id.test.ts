import { compactVatId, vatIdKind } from '@domain/vat/vat-id';
import { describe, expect, it } from 'vitest';

describe('EU VAT ids as VIES reads them', () => {
  it.each([
    ['ATU12345678', { vatId: 'ATU12345678', memberState: 'AT', countryCode: 'AT', number: 'U12345678' }],
    ['de 123 456 789', { vatId: 'DE123456789', memberState: 'DE', countryCode: 'DE', number: '123456789' }],
    ['EL-123.456.789', { vatId: 'EL123456789', memberState: 'EL', countryCode: 'GR', number: '123456789' }],
    [
      'NL123456789B01',
      { vatId: 'NL123456789B01', memberState: 'NL', countryCode: 'NL', number: '123456789B01' },
    ],
    ['ESX1234567X', { vatId: 'ESX1234567X', memberState: 'ES', countryCode: 'ES', number: 'X1234567X' }],
  ])('%s is an EU VAT id', (text, id) => {
    expect(vatIdKind(text)).toEqual({ kind: 'eu', id });
  });

  it.each(['AT1', 'DE', 'FR1234567890123', 'ATU1234_678', 'DE12345678!'])(
    '%s has an EU prefix but cannot be an id',
    (text) => {
      expect(vatIdKind(text)).toEqual({ kind: 'malformed_eu' });
    },
  );

  it.each(['CHE-123.456.789', 'GB123456789', 'XI123456789', 'GR123456789', '123456789', ''])(
    '%s is not an EU VAT id VIES checks',
    (text) => {
      expect(vatIdKind(text)).toEqual({ kind: 'other' });
    },
  );

  it('compacts an id: upper case without spaces, dots and hyphens', () => {
    expect(compactVatId(' atu 12.345-678 ')).toBe('ATU12345678');
  });
});
