/**
 * EU VAT ids as the EU's VIES service knows them: a two-letter member-state prefix (Greece is `EL`,
 * not its ISO code `GR`) and 2 to 12 letters, digits or the characters `+` and `*`. Northern
 * Ireland's `XI` ids cover goods only, so they are not EU VAT ids for the services sold here.
 */
export const VIES_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type ViesMemberState = (typeof VIES_MEMBER_STATES)[number];

/** An EU VAT id taken apart for VIES (which asks for the prefix and the rest separately). */
export interface EuVatId {
  /** The whole id, upper case, without spaces, dots or hyphens: `ATU12345678`. */
  vatId: string;
  memberState: ViesMemberState;
  /** ISO 3166 code of the member state (`GR` for `EL`). */
  countryCode: string;
  /** The part after the prefix: `U12345678`. */
  number: string;
}

/**
 * What a VAT id a visitor typed is: an EU VAT id VIES can check, an id with an EU member state's
 * prefix that cannot be one (too short, too long, other characters: invalid without asking), or
 * something else (a VAT id of a country outside the EU, which VIES does not know).
 */
export type VatIdKind = { kind: 'eu'; id: EuVatId } | { kind: 'malformed_eu' } | { kind: 'other' };

const isMemberState = (prefix: string): prefix is ViesMemberState =>
  (VIES_MEMBER_STATES as readonly string[]).includes(prefix);

/** The id as VIES reads it: upper case, without spaces, dots and hyphens. */
export function compactVatId(text: string): string {
  return text.replace(/[\s.-]+/g, '').toUpperCase();
}

export function vatIdKind(text: string): VatIdKind {
  const compact = compactVatId(text);
  const prefix = compact.slice(0, 2);
  if (!isMemberState(prefix)) return { kind: 'other' };
  const number = compact.slice(2);
  if (!/^[0-9A-Z+*]{2,12}$/.test(number)) return { kind: 'malformed_eu' };
  return {
    kind: 'eu',
    id: { vatId: compact, memberState: prefix, countryCode: prefix === 'EL' ? 'GR' : prefix, number },
  };
}
