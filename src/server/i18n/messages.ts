import type { LocaleCode } from '@contract/common';
import type { FieldError, FieldErrorName } from '@domain/validation/additional-fields/field-error';
import {
  CHECKOUT_FORM_MESSAGES,
  isCheckoutFormMessageKey,
} from '@domain/validation/messages/checkout-form-messages';
import { FIELD_MESSAGES } from '@domain/validation/messages/field-messages';
import { IntlMessageFormat } from 'intl-messageformat';
import { orderMessages } from './order-messages';

/** Texts of the server's own error answers; field messages come from zod's locale packs. */
const messages = {
  'en-GB': {
    ...orderMessages['en-GB'],
    validation_failed: 'Some of the data you sent is not valid.',
    field_missing: 'This field is required.',
    field_format: 'This value is not in the expected format.',
    invalid_json: 'The request body is not valid JSON.',
    unsupported_media_type: 'Please send the data as JSON.',
    body_too_large: 'The request is too large.',
    body_too_deep: 'The request is nested too deeply.',
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
    unknown_hosting_number: 'This hosting contract is not one of your contracts.',
    unsupported_locale: 'This shop is not available in that language.',
    cart_conflict: 'Your cart was changed in another window. Please reload it and try again.',
    if_match_invalid:
      'The cart version sent with the request (If-Match) is not valid. Please reload the cart and try again.',
    promotion_not_found: 'This promotion code was not found. Please check the spelling.',
    promotion_rate_limited:
      'Too many promotion code attempts. Please wait a few minutes before trying another code.',
    unknown_field: 'This field is not known for this kind of item.',
    unknown_transfer_id: 'No contract with this transfer ID was found. Please check the ID.',
    street_implausible: 'Please enter a real street name, for example Main Street.',
    house_number_implausible: 'Please enter a house number such as 12, 12a or 12-14.',
    customer_data_missing: 'Please enter your customer details and address first.',
    existing_customer:
      'You are logged in as an existing customer: your details and payment method are kept in your customer account.',
    login_not_offered: 'Logging in is not offered in this shop. Please continue as a new customer.',
    authority_unavailable: 'The login service cannot be reached right now. Please try again in a moment.',
    login_failed: 'Unable to authenticate. You can start a new order and log in later.',
    too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',
    restore_code_unknown: 'This link is not valid. Please ask our support for a new one.',
    restore_code_expired: 'This link has expired. Please ask our support for a new one.',
    support_reference_unknown: 'No session with this reference was found (it is valid for one day).',
    draft_only_in_admin_panel: 'Please create the order draft using the admin panel.',
    draft_not_found: 'This order draft does not exist or is no longer available.',
    cart_rows_locked:
      'This order was prepared for you: items cannot be added and the prepared items cannot be changed.',
    cart_row_not_addable: 'Items cannot be added to an order prepared for you.',
    cart_row_locked: 'This item was prepared for you and cannot be changed.',
    cart_row_not_removable: 'An item prepared for you cannot be removed.',
    cart_row_mark_not_allowed: 'Only a sales agent can mark an item as prepared for a customer.',
    cross_site_request:
      'This request came from another website and was refused. Please use the shop’s own pages.',
    domain_lookups_limited: 'Too many domain searches. Please wait a few minutes and search again.',
    login_attempts_limited: 'Too many login attempts. Please wait a few minutes and try again.',
    sms_validation_limited: 'Too many attempts to confirm this order. Please wait a few minutes.',
    card_data_in_clear:
      'Card details are entered only in the card provider’s secured fields; this shop never receives them.',
    // Security and reliability: refusals before a route runs, unstorable text, bounded storage.
    bad_request: 'The request could not be read. Please try again.',
    uri_too_long: 'The address of the request is too long.',
    headers_too_large:
      'The request carries too much header data. Please delete this site’s cookies and try again.',
    request_timeout: 'The request took too long to arrive. Please try again.',
    text_not_storable:
      'This text contains characters that cannot be saved (a zero character or a broken character). Please remove them.',
    session_too_large: 'Your cart holds too much data. Please remove some items or notes and try again.',
    sessions_limited: 'Too many new visits from your network. Please wait a few minutes and try again.',
  },
  'de-DE': {
    ...orderMessages['de-DE'],
    validation_failed: 'Einige der gesendeten Angaben sind ungültig.',
    field_missing: 'Dieses Feld ist erforderlich.',
    field_format: 'Dieser Wert hat nicht das erwartete Format.',
    invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    unsupported_media_type: 'Bitte senden Sie die Daten als JSON.',
    body_too_large: 'Die Anfrage ist zu groß.',
    body_too_deep: 'Die Anfrage ist zu tief verschachtelt.',
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
    unknown_hosting_number: 'Dieser Hostingvertrag gehört nicht zu Ihren Verträgen.',
    unsupported_locale: 'Dieser Shop ist in dieser Sprache nicht verfügbar.',
    cart_conflict:
      'Ihr Warenkorb wurde in einem anderen Fenster geändert. Bitte laden Sie ihn neu und versuchen Sie es erneut.',
    if_match_invalid:
      'Die mit der Anfrage gesendete Version des Warenkorbs (If-Match) ist ungültig. Bitte laden Sie den Warenkorb neu und versuchen Sie es erneut.',
    promotion_not_found: 'Dieser Aktionscode wurde nicht gefunden. Bitte prüfen Sie die Schreibweise.',
    promotion_rate_limited:
      'Zu viele Versuche mit Aktionscodes. Bitte warten Sie einige Minuten, bevor Sie einen weiteren Code eingeben.',
    unknown_field: 'Dieses Feld ist für diese Art von Artikel nicht bekannt.',
    unknown_transfer_id: 'Zu dieser Übernahme-ID wurde kein Vertrag gefunden. Bitte prüfen Sie die ID.',
    street_implausible: 'Bitte geben Sie einen echten Straßennamen an, zum Beispiel Hauptstraße.',
    house_number_implausible: 'Bitte geben Sie eine Hausnummer wie 12, 12a oder 12-14 an.',
    customer_data_missing: 'Bitte geben Sie zuerst Ihre Kundendaten und Ihre Adresse ein.',
    existing_customer:
      'Sie sind als Bestandskunde angemeldet: Ihre Daten und Ihre Zahlungsart werden in Ihrem Kundenkonto verwaltet.',
    login_not_offered: 'Eine Anmeldung ist in diesem Shop nicht möglich. Bitte fahren Sie als Neukunde fort.',
    authority_unavailable:
      'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    login_failed:
      'Anmeldung fehlgeschlagen. Sie können eine neue Bestellung beginnen und sich später anmelden.',
    too_many_attempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    restore_code_unknown: 'Dieser Link ist nicht gültig. Bitte fragen Sie unseren Support nach einem neuen.',
    restore_code_expired: 'Dieser Link ist abgelaufen. Bitte fragen Sie unseren Support nach einem neuen.',
    support_reference_unknown: 'Zu dieser Referenz wurde keine Sitzung gefunden (sie gilt einen Tag).',
    draft_only_in_admin_panel: 'Bitte legen Sie den Bestellentwurf im Admin-Bereich an.',
    draft_not_found: 'Dieser Bestellentwurf existiert nicht oder ist nicht mehr verfügbar.',
    cart_rows_locked:
      'Diese Bestellung wurde für Sie vorbereitet: Es können keine Artikel hinzugefügt und die vorbereiteten Artikel nicht geändert werden.',
    cart_row_not_addable: 'Einer für Sie vorbereiteten Bestellung können keine Artikel hinzugefügt werden.',
    cart_row_locked: 'Dieser Artikel wurde für Sie vorbereitet und kann nicht geändert werden.',
    cart_row_not_removable: 'Ein für Sie vorbereiteter Artikel kann nicht entfernt werden.',
    cart_row_mark_not_allowed:
      'Nur ein Vertriebsmitarbeiter kann einen Artikel als für den Kunden vorbereitet markieren.',
    cross_site_request:
      'Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte nutzen Sie die Seiten des Shops.',
    domain_lookups_limited:
      'Zu viele Domainsuchen. Bitte warten Sie einige Minuten und suchen Sie dann erneut.',
    login_attempts_limited:
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    sms_validation_limited:
      'Zu viele Versuche, diese Bestellung zu bestätigen. Bitte warten Sie einige Minuten.',
    card_data_in_clear:
      'Kartendaten werden nur in den gesicherten Feldern des Kartenanbieters eingegeben; dieser Shop erhält sie nie.',
    // Sicherheit und Zuverlässigkeit: Ablehnungen vor der Route, nicht speicherbarer Text, begrenzter Speicher.
    bad_request: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    uri_too_long: 'Die Adresse der Anfrage ist zu lang.',
    headers_too_large:
      'Die Anfrage enthält zu viele Kopfdaten. Bitte löschen Sie die Cookies dieser Seite und versuchen Sie es erneut.',
    request_timeout: 'Die Anfrage kam nicht rechtzeitig an. Bitte versuchen Sie es erneut.',
    text_not_storable:
      'Dieser Text enthält Zeichen, die nicht gespeichert werden können (ein Nullzeichen oder ein defektes Zeichen). Bitte entfernen Sie sie.',
    session_too_large:
      'Ihr Warenkorb enthält zu viele Daten. Bitte entfernen Sie einige Artikel oder Notizen und versuchen Sie es erneut.',
    sessions_limited:
      'Zu viele neue Besuche aus Ihrem Netz. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type ServerMessageKey = keyof (typeof messages)['en-GB'];

export function serverMessage(locale: LocaleCode, key: ServerMessageKey): string {
  return messages[locale][key];
}

/** Names of the parts of composite fields (nsa address, ppoa authorization), which part errors carry as label. */
const partLabels: Record<LocaleCode, Record<string, string>> = {
  'en-GB': {
    street: 'Street',
    number: 'House number',
    zip: 'Postcode',
    city: 'City',
    addition: 'Address supplement',
    po_box_number: 'PO box number',
    po_box_zip: 'PO box postcode',
    po_box_city: 'PO box city',
    company_name: 'Company name',
    first_name: 'First name',
    last_name: 'Last name',
  },
  'de-DE': {
    street: 'Straße',
    number: 'Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    addition: 'Adresszusatz',
    po_box_number: 'Postfachnummer',
    po_box_zip: 'Postleitzahl des Postfachs',
    po_box_city: 'Ort des Postfachs',
    company_name: 'Firmenname',
    first_name: 'Vorname',
    last_name: 'Nachname',
  },
};

function fieldErrorName(error: FieldError): FieldErrorName {
  return error.key.slice(error.key.lastIndexOf('.') + 1) as FieldErrorName;
}

const fieldFormats = new Map<string, IntlMessageFormat>();

function fieldFormat(locale: LocaleCode, name: FieldErrorName): IntlMessageFormat {
  const id = `${locale}:${name}`;
  let format = fieldFormats.get(id);
  if (!format) {
    format = new IntlMessageFormat(FIELD_MESSAGES[locale][name], locale);
    fieldFormats.set(id, format);
  }
  return format;
}

/**
 * Additional-field errors of the domain rule engine (`FieldError`) as sentences, for
 * `POST /api/v2/additional-fields/validate`: the texts the browser shows (FIELD_MESSAGES). One
 * sentence per failing field; a composite field gives one per failing part, labelled by the part.
 */
export function fieldErrorMessages(locale: LocaleCode, error: FieldError): string[] {
  const render = (entry: FieldError, label: string) =>
    String(
      fieldFormat(locale, fieldErrorName(entry)).format({
        label,
        length: entry.values.length ?? 0,
        other: entry.values.other ?? '',
      }),
    );
  if (!error.subfields) return [render(error, error.values.label)];
  return Object.entries(error.subfields).map(([part, entry]) =>
    render(entry, partLabels[locale][part] ?? part),
  );
}

/**
 * The text of a checkout form key in the visitor's language. A key without a text (a rule added in
 * src/domain without one here) gives the generic "not valid" sentence rather than the raw key.
 */
export function checkoutFormMessage(locale: LocaleCode, key: string): string {
  return isCheckoutFormMessageKey(key)
    ? CHECKOUT_FORM_MESSAGES[locale][key]
    : messages[locale].validation_failed;
}
