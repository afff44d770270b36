import type { LocaleCode } from '@contract/common';
import { labelTexts } from '@domain/labels/label-texts';
import type { MessageDescriptor } from '@domain/labels/message';
import { orderSummaryTexts } from '@domain/labels/order-summary-texts';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Texts of the order confirmation mail, in ICU message syntax: the labels of the rules and the
 * order summary's words come from src/domain/labels, which the browser's catalogues carry too, so
 * a visitor reads a price and its duration in the mail as on the screens; the mail's own texts
 * follow.
 */
const mailMessages = {
  'en-GB': {
    ...labelTexts['en-GB'],
    ...orderSummaryTexts['en-GB'],
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
    ...labelTexts['de-DE'],
    ...orderSummaryTexts['de-DE'],
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
