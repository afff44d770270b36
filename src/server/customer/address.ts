import type { AddressInfo, AddressInfoBody } from '@contract/customer';
import { AddressForm } from '@domain/validation/checkout/address';
import { customerKey } from '@domain/validation/checkout/message-keys';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { zipcodes } from '../db/schema';
import type { Checked } from './basic-info';
import { fieldKeysOf } from './field-errors';

/** The cities of a postcode in a country's zip code list; `hasList` false when the country has none. */
export interface ZipCodeMatch {
  hasList: boolean;
  cities: string[];
}

export async function lookUpZipCode(db: Database, countryCode: string, code: string): Promise<ZipCodeMatch> {
  const matches = await db
    .select({ city: zipcodes.city })
    .from(zipcodes)
    .where(and(eq(zipcodes.countryCode, countryCode), eq(zipcodes.code, code)));
  if (matches.length > 0) return { hasList: true, cities: matches.map((row) => row.city) };
  const any = await db
    .select({ code: zipcodes.code })
    .from(zipcodes)
    .where(eq(zipcodes.countryCode, countryCode))
    .limit(1);
  return { hasList: any.length > 0, cities: [] };
}

export interface AddressRules {
  /** Country codes the brand supports (the countries of `GET /api/v2/countries`). */
  supportedCountries: ReadonlySet<string>;
  lookUpZipCode(countryCode: string, code: string): Promise<ZipCodeMatch>;
}

/**
 * The address as the server accepts it: the shared domain form (street max 200, postal code max 10,
 * city max 100, phone of digits, spaces and plus) plus the server's data:
 * - the country must be one the brand supports, else the spec's notice "Your country is no longer
 *   supported" on `country_code` (key `country_code_unsupported`, ours); nothing is saved;
 * - when the country has a zip code list (the browser shows a picker), the postcode must be on it
 *   (`postal_code_invalid`) and the city one of its cities (`city_invalid`); the list's spelling of
 *   the city is stored. Countries without a list take free text (spec: Address screen).
 */
export async function checkAddress(
  body: AddressInfoBody,
  rules: AddressRules,
): Promise<Checked<AddressInfo>> {
  const parsed = AddressForm.safeParse(body);
  const keys = parsed.success ? {} : fieldKeysOf(parsed.error);
  // Same normalisation as the domain form (trimmed, upper case), so every message shows at once.
  const countryCode = body.country_code.trim().toUpperCase();
  if (!keys.country_code && !rules.supportedCountries.has(countryCode)) {
    keys.country_code = customerKey('country_code', 'unsupported');
  }
  if (!parsed.success || Object.keys(keys).length > 0) return { ok: false, keys };
  const address = parsed.data;
  const zip = await rules.lookUpZipCode(address.country_code, address.postal_code);
  if (!zip.hasList) return { ok: true, data: address };
  if (zip.cities.length === 0)
    return { ok: false, keys: { postal_code: customerKey('postal_code', 'invalid') } };
  const city = zip.cities.find((name) => name.toLocaleLowerCase() === address.city.toLocaleLowerCase());
  if (!city) return { ok: false, keys: { city: customerKey('city', 'invalid') } };
  return { ok: true, data: { ...address, city } };
}

/**
 * Spec section 4, customer validation: a stored address whose country is no longer supported is
 * reset to the brand's default country with postcode and city cleared. Null when nothing changes.
 */
export function resetUnsupportedCountry(
  address: AddressInfo,
  supportedCountries: ReadonlySet<string>,
  brandCountry: string,
): AddressInfo | null {
  if (supportedCountries.has(address.country_code)) return null;
  return { ...address, country_code: brandCountry, postal_code: '', city: '' };
}
