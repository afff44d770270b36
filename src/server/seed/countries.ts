import { t } from './builders';
import type { Localized, SeedCountry } from './types';

/**
 * Countries of the address form, sorted by `order` (DACH first). `vat_rate` is the standard VAT
 * percent charged to a customer living there (EU one-stop-shop rule: the customer's country's
 * rate; the catalogue's prices carry it once the session's address is there, see
 * src/server/catalogue/session-view.ts). Choices of this seed:
 * - EU countries: their standard rate (DE 19, AT 20, ...);
 * - CH and GB are outside the EU VAT area: 0 (services to non-EU customers are not taxed here);
 * - companies with a VAT id outside Germany are a reverse-charge case: 0 regardless of this table
 *   (a server rule, not data).
 */
const country = (
  id: number,
  code: string,
  name: Localized,
  phone_prefix: string,
  order: number,
  vat_rate: number,
  is_eu: boolean,
): SeedCountry => ({ id, code, name, phone_prefix, order, vat_rate, is_eu });

export const countries: SeedCountry[] = [
  country(1, 'DE', t('Deutschland', 'Germany'), '+49', 1, 19, true),
  country(2, 'AT', t('Österreich', 'Austria'), '+43', 2, 20, true),
  country(3, 'CH', t('Schweiz', 'Switzerland'), '+41', 3, 0, false),
  country(4, 'BE', t('Belgien', 'Belgium'), '+32', 10, 21, true),
  country(5, 'DK', t('Dänemark', 'Denmark'), '+45', 11, 25, true),
  country(6, 'FR', t('Frankreich', 'France'), '+33', 12, 20, true),
  country(7, 'IT', t('Italien', 'Italy'), '+39', 13, 22, true),
  country(8, 'LU', t('Luxemburg', 'Luxembourg'), '+352', 14, 17, true),
  country(9, 'NL', t('Niederlande', 'Netherlands'), '+31', 15, 21, true),
  country(10, 'PL', t('Polen', 'Poland'), '+48', 16, 23, true),
  country(11, 'ES', t('Spanien', 'Spain'), '+34', 17, 21, true),
  country(12, 'GB', t('Vereinigtes Königreich', 'United Kingdom'), '+44', 18, 0, false),
];

/** VAT percent for a private person in `countryCode`; the German rate for unknown countries. */
export function vatRateFor(countryCode: string, list: readonly SeedCountry[] = countries): number {
  const match = list.find((entry) => entry.code === countryCode.toUpperCase());
  return match ? match.vat_rate : 19;
}
