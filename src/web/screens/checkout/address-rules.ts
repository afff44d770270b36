import type { Country } from '@contract/customer';
import { searchable } from '@web/fields/country-search';

export interface ZipCodeEntry {
  code: string;
  city: string;
}

/** Picker searches shorter than this count as empty (checkout spec section 2). */
export const ZIP_SEARCH_MIN = 3;
/** The picker lists at most this many entries at a time. */
export const ZIP_LIST_MAX = 50;

/** The flag emoji of a two-letter country code (regional indicator symbols). */
export function flagOf(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Phone placeholder: +43 for an address in Austria, otherwise +49 (checkout spec section 2). */
export const phonePlaceholder = (countryCode: string): string =>
  countryCode.trim().toUpperCase() === 'AT' ? '+43 1 2345678' : '+49 30 1234567';

/**
 * The zip codes a picker search shows: everything for a search under 3 characters (it counts as
 * empty), else the codes starting with it and the cities containing it; at most `limit` entries.
 */
export function searchZipCodes(
  entries: readonly ZipCodeEntry[],
  query: string,
  limit = ZIP_LIST_MAX,
): ZipCodeEntry[] {
  const wanted = searchable(query);
  if (wanted.length < ZIP_SEARCH_MIN) return entries.slice(0, limit);
  const codes = entries.filter((entry) => entry.code.toLowerCase().startsWith(wanted));
  const cities = entries.filter(
    (entry) => !entry.code.toLowerCase().startsWith(wanted) && searchable(entry.city).includes(wanted),
  );
  return [...codes, ...cities].slice(0, limit);
}

/** The entry a typed text names exactly: `code` alone when the code has one city, or `code city`. */
export function zipCodeNamed(entries: readonly ZipCodeEntry[], text: string): ZipCodeEntry | null {
  const wanted = searchable(text);
  const full = entries.find((entry) => searchable(`${entry.code} ${entry.city}`) === wanted);
  if (full) return full;
  const byCode = entries.filter((entry) => entry.code.toLowerCase() === wanted);
  return byCode.length === 1 ? (byCode[0] ?? null) : null;
}

/** Countries sorted by their order value, then name. */
export const sortedCountries = (countries: readonly Country[]): Country[] =>
  [...countries].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
