/**
 * The VAT ids the local VIES sandbox knows (ids as VIES reads them: upper case, no spaces). Every EU
 * VAT id not listed is answered invalid, as VIES answers an id it does not know.
 * - `valid`: registered companies (one of the brands' own country, Germany, and some of other states);
 * - `unavailable`: the member state's service is down (VIES error `MS_UNAVAILABLE`);
 * - `silent`: VIES never answers (the shop's time budget, VIES_TIMEOUT_MS, ends the wait).
 */
export const vatIdSeed = {
  valid: ['ATU12345678', 'NL123456789B01', 'FR40303265045', 'BE0123456749', 'DE123456789'],
  unavailable: ['ATU99999999', 'IT00000000000'],
  silent: ['ATU88888888'],
} as const;
