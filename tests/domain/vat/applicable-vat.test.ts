import { applicableVat, type VatCustomer, vatPercentUnder } from '@domain/vat/applicable-vat';
import { describe, expect, it } from 'vitest';

const company = (companyVatId: string | null, check: VatCustomer['check']): VatCustomer => ({
  group: 0,
  companyVatId,
  check,
});
const valid = (vat_id: string) => ({ vat_id, status: 'valid' as const });

describe('which VAT applies (brand in Germany)', () => {
  it.each<[string, VatCustomer, ReturnType<typeof applicableVat>]>([
    [
      'a private person, even with a valid foreign id',
      { group: 1, companyVatId: 'ATU12345678', check: valid('ATU12345678') },
      { treatment: 'standard', reason: 'private_person' },
    ],
    [
      'basic info not given yet',
      { group: null, companyVatId: null, check: null },
      { treatment: 'standard', reason: 'private_person' },
    ],
    ['a company without a VAT id', company(null, null), { treatment: 'standard', reason: 'no_vat_id' }],
    ['a company with an empty VAT id', company('', null), { treatment: 'standard', reason: 'no_vat_id' }],
    [
      'a Swiss VAT id (outside the EU)',
      company('CHE123456789', null),
      { treatment: 'standard', reason: 'not_an_eu_vat_id' },
    ],
    [
      'an EU prefix that cannot be an id',
      company('AT1', null),
      { treatment: 'standard', reason: 'vat_id_invalid' },
    ],
    [
      'a valid German id (the brand’s own country)',
      company('DE123456789', valid('DE123456789')),
      { treatment: 'standard', reason: 'same_country' },
    ],
    [
      'an Austrian id never checked',
      company('ATU12345678', null),
      { treatment: 'standard', reason: 'not_checked' },
    ],
    [
      'an Austrian id whose check was for another id',
      company('ATU12345678', valid('NL123456789B01')),
      { treatment: 'standard', reason: 'not_checked' },
    ],
    [
      'an Austrian id VIES could not check',
      company('ATU12345678', { vat_id: 'ATU12345678', status: 'unavailable' }),
      { treatment: 'standard', reason: 'check_unavailable' },
    ],
    [
      'an Austrian id VIES does not know',
      company('ATU12345678', { vat_id: 'ATU12345678', status: 'invalid' }),
      { treatment: 'standard', reason: 'vat_id_invalid' },
    ],
    [
      'a valid Austrian id',
      company('ATU12345678', valid('ATU12345678')),
      { treatment: 'reverse_charge', countryCode: 'AT' },
    ],
    [
      'a valid Dutch id typed with spaces and lower case',
      company('nl 1234.567-89b01', valid('NL123456789B01')),
      { treatment: 'reverse_charge', countryCode: 'NL' },
    ],
    [
      'a valid Greek id (prefix EL, country GR)',
      company('EL123456789', valid('EL123456789')),
      { treatment: 'reverse_charge', countryCode: 'GR' },
    ],
  ])('%s', (_name, customer, expected) => {
    expect(applicableVat('DE', customer)).toEqual(expected);
  });

  it('a valid German id is the reverse charge for a brand in Austria', () => {
    expect(applicableVat('AT', company('DE123456789', valid('DE123456789')))).toEqual({
      treatment: 'reverse_charge',
      countryCode: 'DE',
    });
    expect(applicableVat('at', company('ATU12345678', valid('ATU12345678')))).toEqual({
      treatment: 'standard',
      reason: 'same_country',
    });
  });
});

describe('the VAT percent charged', () => {
  it.each([
    [{ treatment: 'reverse_charge', countryCode: 'AT' } as const, 19, 0],
    [{ treatment: 'standard', reason: 'check_unavailable' } as const, 19, 19],
    [{ treatment: 'standard', reason: 'private_person' } as const, 7, 7],
  ])('%o of %i % is %i %', (decision, standard, expected) => {
    expect(vatPercentUnder(decision, standard)).toBe(expected);
  });
});
