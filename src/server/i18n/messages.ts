import type { LocaleCode } from '@contract/common';

/** Texts of the server's own error answers; field messages come from zod's locale packs. */
const messages = {
  'en-GB': {
    validation_failed: 'Some of the data you sent is not valid.',
    invalid_json: 'The request body is not valid JSON.',
    unsupported_media_type: 'Please send the data as JSON.',
    body_too_large: 'The request is too large.',
    not_found: 'The requested resource does not exist.',
    method_not_allowed: 'This method is not allowed here.',
    rate_limited: 'Too many requests. Please wait a moment and try again.',
    internal: 'An error has occurred. If the error occurs again, please contact our friendly support.',
    unknown_product: 'This product is not available.',
    unknown_maturity: 'This term is not available for the product.',
    unknown_interval: 'This payment interval is not available for the term.',
    unknown_addon: 'This addon is not available for the product.',
    unknown_tld: 'This domain ending is not available.',
    duplicate_row: 'Each cart row needs its own row id.',
    unsupported_locale: 'This shop is not available in that language.',
    cart_conflict: 'Your cart was changed in another window. Please reload it and try again.',
  },
  'de-DE': {
    validation_failed: 'Einige der gesendeten Angaben sind ungültig.',
    invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    unsupported_media_type: 'Bitte senden Sie die Daten als JSON.',
    body_too_large: 'Die Anfrage ist zu groß.',
    not_found: 'Die angefragte Ressource existiert nicht.',
    method_not_allowed: 'Diese Methode ist hier nicht erlaubt.',
    rate_limited: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    internal:
      'Ein Fehler ist aufgetreten. Sollte der Fehler erneut auftreten, kontaktieren Sie bitte unseren freundlichen Support.',
    unknown_product: 'Dieses Produkt ist nicht verfügbar.',
    unknown_maturity: 'Diese Laufzeit ist für das Produkt nicht verfügbar.',
    unknown_interval: 'Dieses Zahlungsintervall ist für die Laufzeit nicht verfügbar.',
    unknown_addon: 'Diese Zusatzoption ist für das Produkt nicht verfügbar.',
    unknown_tld: 'Diese Domainendung ist nicht verfügbar.',
    duplicate_row: 'Jede Warenkorbzeile braucht eine eigene Zeilen-ID.',
    unsupported_locale: 'Dieser Shop ist in dieser Sprache nicht verfügbar.',
    cart_conflict:
      'Ihr Warenkorb wurde in einem anderen Fenster geändert. Bitte laden Sie ihn neu und versuchen Sie es erneut.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type ServerMessageKey = keyof (typeof messages)['en-GB'];

export function serverMessage(locale: LocaleCode, key: ServerMessageKey): string {
  return messages[locale][key];
}
