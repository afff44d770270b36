import type { LocaleCode } from '@contract/common';
import type { FieldError, FieldErrorName } from '@domain/validation/additional-fields/field-error';

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
    promotion_not_found: 'This promo code was not found. Please check the spelling.',
    promotion_rate_limited:
      'Too many promo code attempts. Please wait a few minutes before trying another code.',
    unknown_field: 'This field is not known for this kind of item.',
    unknown_transfer_id: 'No contract with this transfer ID was found. Please check the ID.',
    street_implausible: 'Please enter a real street name, for example Main Street.',
    house_number_implausible: 'Please enter a house number such as 12, 12a or 12-14.',
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
    promotion_not_found: 'Dieser Aktionscode wurde nicht gefunden. Bitte prüfen Sie die Schreibweise.',
    promotion_rate_limited:
      'Zu viele Versuche mit Aktionscodes. Bitte warten Sie einige Minuten, bevor Sie einen weiteren Code eingeben.',
    unknown_field: 'Dieses Feld ist für diese Art von Artikel nicht bekannt.',
    unknown_transfer_id: 'Zu dieser Übernahme-ID wurde kein Vertrag gefunden. Bitte prüfen Sie die ID.',
    street_implausible: 'Bitte geben Sie einen echten Straßennamen an, zum Beispiel Hauptstraße.',
    house_number_implausible: 'Bitte geben Sie eine Hausnummer wie 12, 12a oder 12-14 an.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type ServerMessageKey = keyof (typeof messages)['en-GB'];

export function serverMessage(locale: LocaleCode, key: ServerMessageKey): string {
  return messages[locale][key];
}

/**
 * Additional-field errors of the domain rule engine (`FieldError`, src/domain) as sentences, for
 * `POST /api/v2/additional-fields/validate`. Same meaning as the browser's catalogue
 * (`product.additional_fields_form_validation.*`), without ICU plurals: `{label}`, `{length}` and
 * `{other}` are replaced.
 */
const fieldMessages = {
  'en-GB': {
    required: 'Please fill in “{label}”.',
    min_length: '“{label}” must be at least {length} characters long.',
    max_length: '“{label}” must not be longer than {length} characters.',
    valid_email: 'Please enter a valid email address in “{label}”.',
    fqdn: 'Please provide a valid domain in “{label}”.',
    password:
      '“{label}” must be at least 8 characters long and contain an upper-case letter, a lower-case letter, a digit and a special character.',
    invalid: 'The value of “{label}” is not valid.',
    integer: '“{label}” must be a whole number.',
    numeric: '“{label}” must be a number.',
    boolean: 'Please answer “{label}” with yes or no.',
    min_value: '“{label}” must be at least {length}.',
    max_value: '“{label}” must not be more than {length}.',
    in: 'Please choose one of the permitted values for “{label}”.',
    alpha: '“{label}” may only contain letters.',
    alpha_num: '“{label}” may only contain letters and digits.',
    alpha_dash: '“{label}” may only contain letters, digits, hyphens and underscores.',
    ipv4: 'Please enter a valid IPv4 address in “{label}”.',
    ipv6: 'Please enter a valid IPv6 address in “{label}”.',
    exists: 'The value chosen for “{label}” is not available.',
    same_as: '“{label}” must match “{other}”.',
    persons: 'Please make sure to provide both the first and last name for each tenant in “{label}”.',
    persons_max: 'You can add at most {length} additional people in “{label}”.',
  },
  'de-DE': {
    required: 'Bitte füllen Sie „{label}“ aus.',
    min_length: '„{label}“ muss mindestens {length} Zeichen lang sein.',
    max_length: '„{label}“ darf höchstens {length} Zeichen lang sein.',
    valid_email: 'Bitte geben Sie in „{label}“ eine gültige E-Mail-Adresse ein.',
    fqdn: 'Bitte geben Sie in „{label}“ eine gültige Domain an.',
    password:
      '„{label}“ muss mindestens 8 Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
    invalid: 'Der Wert von „{label}“ ist ungültig.',
    integer: '„{label}“ muss eine ganze Zahl sein.',
    numeric: '„{label}“ muss eine Zahl sein.',
    boolean: 'Bitte beantworten Sie „{label}“ mit Ja oder Nein.',
    min_value: '„{label}“ muss mindestens {length} betragen.',
    max_value: '„{label}“ darf höchstens {length} betragen.',
    in: 'Bitte wählen Sie für „{label}“ einen der zulässigen Werte.',
    alpha: '„{label}“ darf nur Buchstaben enthalten.',
    alpha_num: '„{label}“ darf nur Buchstaben und Ziffern enthalten.',
    alpha_dash: '„{label}“ darf nur Buchstaben, Ziffern, Binde- und Unterstriche enthalten.',
    ipv4: 'Bitte geben Sie in „{label}“ eine gültige IPv4-Adresse ein.',
    ipv6: 'Bitte geben Sie in „{label}“ eine gültige IPv6-Adresse ein.',
    exists: 'Der für „{label}“ gewählte Wert ist nicht verfügbar.',
    same_as: '„{label}“ muss mit „{other}“ übereinstimmen.',
    persons: 'Bitte geben Sie in „{label}“ für jede Person sowohl den Vor- als auch den Nachnamen an.',
    persons_max: 'Sie können in „{label}“ höchstens {length} weitere Personen angeben.',
  },
} satisfies Record<LocaleCode, Record<FieldErrorName, string>>;

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

/** One sentence per failing field; a composite field gives one per failing part, labelled by the part. */
export function fieldErrorMessages(locale: LocaleCode, error: FieldError): string[] {
  const render = (entry: FieldError, label: string) =>
    fieldMessages[locale][fieldErrorName(entry)]
      .replaceAll('{label}', label)
      .replaceAll('{length}', String(entry.values.length ?? ''))
      .replaceAll('{other}', entry.values.other ?? '');
  if (!error.subfields) return [render(error, error.values.label)];
  return Object.entries(error.subfields).map(([part, entry]) =>
    render(entry, partLabels[locale][part] ?? part),
  );
}
