import type { Country } from '@contract/customer';

/** Lower case without accents, so "osterreich" finds "Österreich". */
export const searchable = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Countries whose name contains the query (names starting with it first) or whose code is the
 * query; all of them for an empty query.
 */
export function matchCountries(countries: readonly Country[], query: string): Country[] {
  const wanted = searchable(query);
  if (wanted === '') return [...countries];
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const country of countries) {
    const name = searchable(country.name);
    if (name.startsWith(wanted) || country.code.toLowerCase() === wanted) starts.push(country);
    else if (name.includes(wanted)) contains.push(country);
  }
  return [...starts, ...contains];
}

/** The country a typed text names exactly (name or code), if any. */
export const countryNamed = (countries: readonly Country[], text: string): Country | undefined => {
  const wanted = searchable(text);
  return countries.find(
    (country) => searchable(country.name) === wanted || country.code.toLowerCase() === wanted,
  );
};
