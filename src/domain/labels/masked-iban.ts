/**
 * An IBAN as summaries show it: country and check digits, then the last four characters
 * (`DE89 •••• 3000`); a text of at most 8 characters is shown as it is.
 */
export function maskedIban(iban: string | null): string | null {
  if (!iban) return null;
  const compact = iban.replace(/\s+/g, '');
  return compact.length <= 8 ? compact : `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
