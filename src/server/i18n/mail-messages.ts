import type { LocaleCode } from '@contract/common';
import type { MessageDescriptor } from '@domain/labels/message';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Texts of the order confirmation mail, in ICU message syntax. Keys the browser's catalogues also
 * have (the period and promotion labels of src/domain/labels, price phrases, totals) carry the
 * browser's very texts, so a visitor reads a price and its duration in the mail as on the screens
 * (tests/server/mail-messages.test.ts compares them).
 */
const mailMessages = {
  'en-GB': {
    'period.months': '{count, plural, one {# month} other {# months}}',
    'period.days': '{count, plural, one {# day} other {# days}}',
    'period.maturity.one_time': 'One-off',
    'period.maturity.monthly': '1 month',
    'period.maturity.bimonthly': '2 months',
    'period.maturity.seasonal': '3 months',
    'period.maturity.triannual': '4 months',
    'period.maturity.semiannual': '6 months',
    'period.maturity.annual': '1 year',
    'period.maturity.biannual': '2 years',
    'period.interval.one_time': 'One-off',
    'period.interval.monthly': 'Monthly',
    'period.interval.quarterly': 'Quarterly',
    'period.interval.semiannual': 'Half-yearly',
    'period.interval.annual': 'Yearly',
    'price.amount':
      '{from, select, yes {from } other {}}{price, number, ::currency/EUR}{period, select, month { per month} year { / 12 months} other { once}}{months, plural, =0 {} =1 { for the first month} other { for the first # months}}',
    'price.then':
      'then {price, number, ::currency/EUR}{period, select, year { / 12 months} other {}}{until, plural, =0 {} other { up to month #}}',
    'price.free_for_first':
      '{months, plural, =1 {Free for the first month} other {Free for the first # months}}',
    'price.inclusive': 'Inclusive',
    'price.setup_fee': 'plus {price, number, ::currency/EUR} setup fee',
    'promotion.code': 'Promotion code {code}',
    'promotion.discount_label': '{label}',
    'promotion.save_percent': 'Save {percent}%',
    'promotion.save_amount': 'Save {amount, number, ::currency/EUR}',
    'cart_screen.promotion': 'Promotion code {code}',
    'products.incl_vat': 'incl. VAT',
    'products.excl_vat': 'excl. VAT',
    'checkout.confirm.total_recurring': 'Total',
    'checkout.confirm.total_once': 'One-time fees',
    'checkout.confirm.existing_contract': 'Your existing contract',
    'checkout.confirm.payment_on_file': 'As stored in your customer account',
    'checkout.confirm.iban': 'IBAN {iban}',
    'mail.subject': 'Order confirmation {code} – {brand}',
    'mail.greeting': 'Dear {name},',
    'mail.greeting_anonymous': 'Hello,',
    'mail.intro': 'Thank you for your order with {brand}. We have received it and will now process it.',
    'mail.order_number': 'Order number',
    'mail.order_date': 'Order date',
    'mail.customer_number': 'Customer number',
    'mail.items_title': 'Your order',
    'mail.item': 'Item',
    'mail.term': 'Term and payment',
    'mail.price': 'Price',
    'mail.totals_title': 'Totals',
    'mail.net': 'Net',
    'mail.vat': 'VAT {percent, number}%',
    'mail.gross': 'Total incl. VAT',
    'mail.payment_title': 'Payment method',
    'mail.sms_title': 'Confirmation by SMS',
    'mail.sms_awaiting':
      'Please confirm your order with the code we have sent you by SMS. We will process your order as soon as it is confirmed.',
    'mail.sms_validated': 'You confirmed your order by SMS on {date}.',
    'mail.attachments_title': 'Your documents',
    'mail.attachments_intro': 'Attached you will find the terms that apply to your order:',
    'mail.support_title': 'Questions?',
    'mail.support_text': 'Our customer service is there for you {hours}: phone {phone}, e-mail {email}.',
    'mail.support_reference':
      'Your support reference is {reference}. Please quote it together with your order number.',
    'mail.closing': 'Kind regards,',
    'mail.signature': 'Your {brand} team',
  },
  'de-DE': {
    'period.months': '{count, plural, one {# Monat} other {# Monate}}',
    'period.days': '{count, plural, one {# Tag} other {# Tage}}',
    'period.maturity.one_time': 'Einmalig',
    'period.maturity.monthly': '1 Monat',
    'period.maturity.bimonthly': '2 Monate',
    'period.maturity.seasonal': '3 Monate',
    'period.maturity.triannual': '4 Monate',
    'period.maturity.semiannual': '6 Monate',
    'period.maturity.annual': '1 Jahr',
    'period.maturity.biannual': '2 Jahre',
    'period.interval.one_time': 'Einmalig',
    'period.interval.monthly': 'Monatlich',
    'period.interval.quarterly': 'Vierteljährlich',
    'period.interval.semiannual': 'Halbjährlich',
    'period.interval.annual': 'Jährlich',
    'price.amount':
      '{from, select, yes {ab } other {}}{price, number, ::currency/EUR}{period, select, month { pro Monat} year { / 12 Monate} other { einmalig}}{months, plural, =0 {} =1 { im ersten Monat} other { in den ersten # Monaten}}',
    'price.then':
      'danach {price, number, ::currency/EUR}{period, select, year { / 12 Monate} other {}}{until, plural, =0 {} other { bis Monat #}}',
    'price.free_for_first':
      '{months, plural, =1 {Im ersten Monat kostenlos} other {In den ersten # Monaten kostenlos}}',
    'price.inclusive': 'Inklusive',
    'price.setup_fee': 'zzgl. {price, number, ::currency/EUR} Einrichtungsgebühr',
    'promotion.code': 'Aktionscode {code}',
    'promotion.discount_label': '{label}',
    'promotion.save_percent': '{percent} % sparen',
    'promotion.save_amount': '{amount, number, ::currency/EUR} sparen',
    'cart_screen.promotion': 'Aktionscode {code}',
    'products.incl_vat': 'inkl. MwSt.',
    'products.excl_vat': 'zzgl. MwSt.',
    'checkout.confirm.total_recurring': 'Summe',
    'checkout.confirm.total_once': 'Einmalige Gebühren',
    'checkout.confirm.existing_contract': 'Ihr bestehender Vertrag',
    'checkout.confirm.payment_on_file': 'Wie in Ihrem Kundenkonto hinterlegt',
    'checkout.confirm.iban': 'IBAN {iban}',
    'mail.subject': 'Bestellbestätigung {code} – {brand}',
    'mail.greeting': 'Guten Tag {name},',
    'mail.greeting_anonymous': 'Guten Tag,',
    'mail.intro':
      'vielen Dank für Ihre Bestellung bei {brand}. Wir haben sie erhalten und bearbeiten sie jetzt.',
    'mail.order_number': 'Bestellnummer',
    'mail.order_date': 'Bestelldatum',
    'mail.customer_number': 'Kundennummer',
    'mail.items_title': 'Ihre Bestellung',
    'mail.item': 'Artikel',
    'mail.term': 'Laufzeit und Zahlung',
    'mail.price': 'Preis',
    'mail.totals_title': 'Summen',
    'mail.net': 'Netto',
    'mail.vat': 'MwSt. {percent, number} %',
    'mail.gross': 'Gesamt inkl. MwSt.',
    'mail.payment_title': 'Zahlungsart',
    'mail.sms_title': 'Bestätigung per SMS',
    'mail.sms_awaiting':
      'Bitte bestätigen Sie Ihre Bestellung mit dem Code, den wir Ihnen per SMS gesendet haben. Wir bearbeiten Ihre Bestellung, sobald sie bestätigt ist.',
    'mail.sms_validated': 'Sie haben Ihre Bestellung am {date} per SMS bestätigt.',
    'mail.attachments_title': 'Ihre Unterlagen',
    'mail.attachments_intro': 'Im Anhang finden Sie die Bedingungen, die für Ihre Bestellung gelten:',
    'mail.support_title': 'Fragen?',
    'mail.support_text': 'Unser Kundenservice ist {hours} für Sie da: Telefon {phone}, E-Mail {email}.',
    'mail.support_reference':
      'Ihre Support-Referenz lautet {reference}. Bitte nennen Sie sie zusammen mit Ihrer Bestellnummer.',
    'mail.closing': 'Mit freundlichen Grüßen',
    'mail.signature': 'Ihr {brand}-Team',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type MailMessageKey = keyof (typeof mailMessages)['en-GB'];

/** The mail texts of a locale, for the comparison with the browser's catalogues. */
export const mailMessageTexts = (locale: LocaleCode): Readonly<Record<MailMessageKey, string>> =>
  mailMessages[locale];

const isMailMessageKey = (key: string): key is MailMessageKey => key in mailMessages['en-GB'];

const compiled = new Map<string, IntlMessageFormat>();

/** A mail text in `locale` with its placeholders filled (plural and number rules of the locale). */
export function mailText(
  locale: LocaleCode,
  key: MailMessageKey,
  values: Record<string, string | number> = {},
): string {
  const cacheKey = `${locale}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(mailMessages[locale][key], locale);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/** A label of the rules (`maturityLabel(12)`) as mail text; a key the mail does not know is an error. */
export function mailLabel(locale: LocaleCode, label: MessageDescriptor): string {
  if (!isMailMessageKey(label.key)) throw new Error(`The mail has no text for the label ${label.key}`);
  return mailText(locale, label.key, label.values);
}
