import {
  flagOf,
  phonePlaceholder,
  searchZipCodes,
  sortedCountries,
  ZIP_SEARCH_MIN,
  zipCodeNamed,
} from '@web/screens/checkout/address-rules';
import { describe, expect, it } from 'vitest';

const berlin = [
  { code: '10115', city: 'Berlin' },
  { code: '10117', city: 'Berlin' },
  { code: '14467', city: 'Potsdam' },
  { code: '20095', city: 'Hamburg' },
  { code: '99999', city: 'Doppelstadt' },
  { code: '99999', city: 'Zweitort' },
];

describe('address screen rules (checkout spec section 2)', () => {
  it('phone placeholder starts with +43 for Austria, otherwise +49', () => {
    expect(phonePlaceholder('AT')).toMatch(/^\+43 /);
    expect(phonePlaceholder('at')).toMatch(/^\+43 /);
    expect(phonePlaceholder('DE')).toMatch(/^\+49 /);
    expect(phonePlaceholder('CH')).toMatch(/^\+49 /);
    expect(phonePlaceholder('')).toMatch(/^\+49 /);
  });

  it('a postcode search under 3 characters counts as empty: the whole list', () => {
    expect(ZIP_SEARCH_MIN).toBe(3);
    expect(searchZipCodes(berlin, '')).toEqual(berlin);
    expect(searchZipCodes(berlin, '1')).toEqual(berlin);
    expect(searchZipCodes(berlin, ' 10 ')).toEqual(berlin);
    expect(searchZipCodes(berlin, 'Po')).toEqual(berlin);
  });

  it('from 3 characters on, codes starting with the search come first, then cities containing it', () => {
    expect(searchZipCodes(berlin, '101')).toEqual([berlin[0], berlin[1]]);
    expect(searchZipCodes(berlin, 'pots')).toEqual([berlin[2]]);
    expect(searchZipCodes(berlin, 'burg')).toEqual([berlin[3]]);
    expect(searchZipCodes(berlin, 'xyz')).toEqual([]);
  });

  it('lists at most the limit', () => {
    expect(searchZipCodes(berlin, '', 2)).toHaveLength(2);
  });

  it('a typed postcode is taken when it names one entry', () => {
    expect(zipCodeNamed(berlin, '14467')).toEqual(berlin[2]);
    expect(zipCodeNamed(berlin, '10115 berlin')).toEqual(berlin[0]);
    expect(zipCodeNamed(berlin, '99999')).toBeNull();
    expect(zipCodeNamed(berlin, '99999 Zweitort')).toEqual(berlin[5]);
    expect(zipCodeNamed(berlin, '12345')).toBeNull();
  });

  it('flags of country codes, none for anything else', () => {
    expect(flagOf('DE')).toBe('🇩🇪');
    expect(flagOf('at')).toBe('🇦🇹');
    expect(flagOf('D')).toBe('');
    expect(flagOf('D1')).toBe('');
  });

  it('countries are sorted by their order value, then name', () => {
    const country = (code: string, name: string, order: number) => ({
      id: order,
      code,
      name,
      phone_prefix: '+1',
      order,
    });
    const sorted = sortedCountries([
      country('FR', 'France', 12),
      country('AT', 'Austria', 2),
      country('BE', 'Belgium', 12),
      country('DE', 'Germany', 1),
    ]);
    expect(sorted.map((entry) => entry.code)).toEqual(['DE', 'AT', 'BE', 'FR']);
  });
});
