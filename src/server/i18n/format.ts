import type { LocaleCode } from '@contract/common';
import { type Cents, fromCents } from '@domain/money';

/**
 * Amounts and dates in the server's own texts (e-mails, sandbox pages), formatted as the browser's
 * catalogues format them (`{price, number, ::currency/EUR}` is Intl's currency style).
 */
const moneyFormats = new Map<LocaleCode, Intl.NumberFormat>();

export function formatMoney(cents: Cents, locale: LocaleCode): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    moneyFormats.set(locale, format);
  }
  return format.format(fromCents(cents));
}

/**
 * The brands are companies in Germany: the dates in their documents are German time, whatever
 * the time zone of the machine the shop runs on.
 */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

export function formatDateTime(date: Date, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}
