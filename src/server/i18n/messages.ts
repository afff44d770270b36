import type { LocaleCode } from '@contract/common';
import type { FieldError, FieldErrorName } from '@domain/validation/additional-fields/field-error';
import { LIMITS } from '@domain/validation/limits';
import { orderMessages } from './order-messages';

/** Texts of the server's own error answers; field messages come from zod's locale packs. */
const messages = {
  'en-GB': {
    ...orderMessages['en-GB'],
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
    unknown_hosting_number: 'This hosting contract is not one of your contracts.',
    unsupported_locale: 'This shop is not available in that language.',
    cart_conflict: 'Your cart was changed in another window. Please reload it and try again.',
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
    unknown_hosting_number: 'Dieser Hostingvertrag gehört nicht zu Ihren Verträgen.',
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

/**
 * Texts of the checkout forms' message keys (checkout spec sections 5 and 8:
 * `customer.form_validation.{field}_{rule}`, `confirm.form_validation.{field}_{rule}`,
 * `validation.samePassword`, and ours in the same form: `payment.form_validation.*` for SEPA and
 * card, `sms.form_validation.*`). Every key the schemas of src/domain/validation/checkout produce
 * has a text here (tests/server/checkout-messages.test.ts checks both ways); the keys marked
 * "server" are produced by server rules the browser cannot check alone (brand customer types,
 * supported countries, zip code list, payment types offered).
 */
const checkoutFormMessagesEnGb = {
  'customer.form_validation.group_required':
    'Please choose whether you order as a private person or as a company.',
  /** server: the brand does not allow this customer type (allow_private_persons / allow_companies). */
  'customer.form_validation.group_invalid': 'Orders as this type of customer are not possible in this shop.',
  'customer.form_validation.gender_required': 'Please choose a salutation.',
  'customer.form_validation.first_name_required': 'Please enter your first name.',
  'customer.form_validation.first_name_max_length': `The first name may be at most ${LIMITS.nameMax} characters long.`,
  'customer.form_validation.last_name_required': 'Please enter your last name.',
  'customer.form_validation.last_name_max_length': `The last name may be at most ${LIMITS.nameMax} characters long.`,
  'customer.form_validation.company_name_required': 'Please enter the name of your company.',
  'customer.form_validation.company_name_max_length': `The company name may be at most ${LIMITS.nameMax} characters long.`,
  'customer.form_validation.company_vat_id_max_length': `The VAT ID may be at most ${LIMITS.nameMax} characters long.`,
  /** server: the EU's VIES service does not know the VAT id, or it cannot be an id of its member state. */
  'customer.form_validation.company_vat_id_invalid':
    'The EU’s VIES service does not confirm this VAT ID. Please check it, including its country code (e.g. ATU12345678).',
  'customer.form_validation.email_required': 'Please enter your email address.',
  'customer.form_validation.email_valid_email': 'Please enter a valid email address.',
  'customer.form_validation.street_required': 'Please enter your street and house number.',
  'customer.form_validation.street_max_length': `The street may be at most ${LIMITS.streetMax} characters long.`,
  'customer.form_validation.postal_code_required': 'Please enter your postcode.',
  'customer.form_validation.postal_code_max_length': `The postcode may be at most ${LIMITS.postalCodeMax} characters long.`,
  /** server: the country has a zip code list and the postcode is not on it. */
  'customer.form_validation.postal_code_invalid': 'Please choose your postcode from the list.',
  'customer.form_validation.city_required': 'Please enter your city.',
  'customer.form_validation.city_max_length': `The city may be at most ${LIMITS.nameMax} characters long.`,
  /** server: the city is not one of the zip code list's cities for the postcode. */
  'customer.form_validation.city_invalid': 'The city does not match the postcode.',
  'customer.form_validation.country_code_required': 'Please choose your country.',
  'customer.form_validation.country_code_invalid': 'Please choose a country from the list.',
  /** server: the country is not (or no longer) among the brand's countries (spec section 8). */
  'customer.form_validation.country_code_unsupported':
    'Your country is no longer supported. Please choose another country.',
  'customer.form_validation.phone_required': 'Please enter your phone number.',
  'customer.form_validation.phone_invalid': 'Please enter a valid phone number (digits, spaces and + only).',
  'customer.form_validation.password_required': 'Please enter a password.',
  'customer.form_validation.password_min_length': `The password must be at least ${LIMITS.passwordMin} characters long.`,
  'customer.form_validation.password_invalid':
    'The password needs an upper-case letter, a lower-case letter, a digit and a special character.',
  'customer.form_validation.password_confirmation_required': 'Please repeat the password.',
  'validation.samePassword': 'The passwords do not match.',
  /** server: the payment type is not offered to this customer, or not active. */
  'payment.form_validation.type_unavailable':
    'This payment method is not available. Please choose another one.',
  'payment.form_validation.holder_required': 'Please enter the account holder.',
  'payment.form_validation.holder_min_length': `The account holder must be at least ${LIMITS.sepaHolderMin} characters long.`,
  'payment.form_validation.iban_required': 'Please enter your IBAN.',
  'payment.form_validation.iban_min_length': `The IBAN must be at least ${LIMITS.ibanMin} characters long.`,
  'payment.form_validation.iban_max_length': `The IBAN may be at most ${LIMITS.ibanMax} characters long.`,
  'payment.form_validation.iban_invalid':
    'Please enter a valid IBAN: two letters, two digits and then letters or digits.',
  'payment.form_validation.iban_checksum': 'This IBAN is not valid. Please check it for typing errors.',
  'payment.form_validation.bic_required': 'Please enter the BIC of your bank.',
  'payment.form_validation.bic_min_length': `The BIC must be at least ${LIMITS.bicMin} characters long.`,
  'payment.form_validation.bic_max_length': `The BIC may be at most ${LIMITS.bicMax} characters long.`,
  'payment.form_validation.bic_invalid': 'Please enter a valid BIC, for example COBADEFFXXX.',
  'payment.form_validation.bank_required': 'Please enter the name of your bank.',
  'payment.form_validation.bank_max_length': `The bank name may be at most ${LIMITS.bankMax} characters long.`,
  'payment.form_validation.permission_required': 'Please authorise the direct debit.',
  'payment.form_validation.holder_name_required': 'Please enter the name on the card.',
  'sms.form_validation.code_required': 'Please enter the code from the SMS.',
  'sms.form_validation.code_length': `The code has exactly ${LIMITS.smsCodeLength} characters.`,
  'sms.form_validation.code_invalid': 'The code contains a character that cannot occur in it.',
  'sms.form_validation.phone_required': 'Please enter your mobile phone number.',
  'sms.form_validation.phone_invalid': 'Please enter a valid phone number (digits, spaces and + only).',
  'confirm.form_validation.advertisedcustomer_min_length': `Please enter at least ${LIMITS.shortFeedbackMin} characters.`,
  'confirm.form_validation.advertisedcustomer_max_length': `Please enter at most ${LIMITS.shortFeedbackMax} characters.`,
  'confirm.form_validation.referral_id_min_length': `The referral ID must be at least ${LIMITS.shortFeedbackMin} characters long.`,
  'confirm.form_validation.referral_id_max_length': `The referral ID may be at most ${LIMITS.shortFeedbackMax} characters long.`,
  'confirm.form_validation.referral_id_invalid':
    'The referral ID may only contain letters, digits, underscores and hyphens.',
  'confirm.form_validation.knownfrom_min_length': `Please enter at least ${LIMITS.knownFromMin} characters.`,
  'confirm.form_validation.knownfrom_max_length': `Please enter at most ${LIMITS.knownFromMax} characters.`,
  'confirm.form_validation.otherknownfrom_min_length': `Please enter at least ${LIMITS.knownFromMin} characters.`,
  'confirm.form_validation.otherknownfrom_max_length': `Please enter at most ${LIMITS.knownFromMax} characters.`,
  'confirm.form_validation.comment_max_length': `The comment may be at most ${LIMITS.commentMax} characters long.`,
};

export type CheckoutFormMessageKey = keyof typeof checkoutFormMessagesEnGb;

const checkoutFormMessages: Record<LocaleCode, Record<CheckoutFormMessageKey, string>> = {
  'en-GB': checkoutFormMessagesEnGb,
  'de-DE': {
    'customer.form_validation.group_required':
      'Bitte wählen Sie, ob Sie als Privatperson oder als Firma bestellen.',
    'customer.form_validation.group_invalid':
      'Bestellungen als diese Kundenart sind in diesem Shop nicht möglich.',
    'customer.form_validation.gender_required': 'Bitte wählen Sie eine Anrede.',
    'customer.form_validation.first_name_required': 'Bitte geben Sie Ihren Vornamen ein.',
    'customer.form_validation.first_name_max_length': `Der Vorname darf höchstens ${LIMITS.nameMax} Zeichen lang sein.`,
    'customer.form_validation.last_name_required': 'Bitte geben Sie Ihren Nachnamen ein.',
    'customer.form_validation.last_name_max_length': `Der Nachname darf höchstens ${LIMITS.nameMax} Zeichen lang sein.`,
    'customer.form_validation.company_name_required': 'Bitte geben Sie den Namen Ihrer Firma ein.',
    'customer.form_validation.company_name_max_length': `Der Firmenname darf höchstens ${LIMITS.nameMax} Zeichen lang sein.`,
    'customer.form_validation.company_vat_id_max_length': `Die USt-IdNr. darf höchstens ${LIMITS.nameMax} Zeichen lang sein.`,
    'customer.form_validation.company_vat_id_invalid':
      'Der VIES-Dienst der EU bestätigt diese USt-IdNr. nicht. Bitte prüfen Sie sie samt Ländercode (z. B. ATU12345678).',
    'customer.form_validation.email_required': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    'customer.form_validation.email_valid_email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'customer.form_validation.street_required': 'Bitte geben Sie Straße und Hausnummer ein.',
    'customer.form_validation.street_max_length': `Die Straße darf höchstens ${LIMITS.streetMax} Zeichen lang sein.`,
    'customer.form_validation.postal_code_required': 'Bitte geben Sie Ihre Postleitzahl ein.',
    'customer.form_validation.postal_code_max_length': `Die Postleitzahl darf höchstens ${LIMITS.postalCodeMax} Zeichen lang sein.`,
    'customer.form_validation.postal_code_invalid': 'Bitte wählen Sie Ihre Postleitzahl aus der Liste.',
    'customer.form_validation.city_required': 'Bitte geben Sie Ihren Ort ein.',
    'customer.form_validation.city_max_length': `Der Ort darf höchstens ${LIMITS.nameMax} Zeichen lang sein.`,
    'customer.form_validation.city_invalid': 'Der Ort passt nicht zur Postleitzahl.',
    'customer.form_validation.country_code_required': 'Bitte wählen Sie Ihr Land.',
    'customer.form_validation.country_code_invalid': 'Bitte wählen Sie ein Land aus der Liste.',
    'customer.form_validation.country_code_unsupported':
      'Ihr Land wird nicht mehr unterstützt. Bitte wählen Sie ein anderes Land.',
    'customer.form_validation.phone_required': 'Bitte geben Sie Ihre Telefonnummer ein.',
    'customer.form_validation.phone_invalid':
      'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und +).',
    'customer.form_validation.password_required': 'Bitte geben Sie ein Passwort ein.',
    'customer.form_validation.password_min_length': `Das Passwort muss mindestens ${LIMITS.passwordMin} Zeichen lang sein.`,
    'customer.form_validation.password_invalid':
      'Das Passwort braucht einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen.',
    'customer.form_validation.password_confirmation_required': 'Bitte wiederholen Sie das Passwort.',
    'validation.samePassword': 'Die Passwörter stimmen nicht überein.',
    'payment.form_validation.type_unavailable':
      'Diese Zahlungsart ist nicht verfügbar. Bitte wählen Sie eine andere.',
    'payment.form_validation.holder_required': 'Bitte geben Sie den Kontoinhaber an.',
    'payment.form_validation.holder_min_length': `Der Kontoinhaber muss mindestens ${LIMITS.sepaHolderMin} Zeichen lang sein.`,
    'payment.form_validation.iban_required': 'Bitte geben Sie Ihre IBAN ein.',
    'payment.form_validation.iban_min_length': `Die IBAN muss mindestens ${LIMITS.ibanMin} Zeichen lang sein.`,
    'payment.form_validation.iban_max_length': `Die IBAN darf höchstens ${LIMITS.ibanMax} Zeichen lang sein.`,
    'payment.form_validation.iban_invalid':
      'Bitte geben Sie eine gültige IBAN ein: zwei Buchstaben, zwei Ziffern und dann Buchstaben oder Ziffern.',
    'payment.form_validation.iban_checksum': 'Diese IBAN ist ungültig. Bitte prüfen Sie sie auf Tippfehler.',
    'payment.form_validation.bic_required': 'Bitte geben Sie die BIC Ihrer Bank ein.',
    'payment.form_validation.bic_min_length': `Die BIC muss mindestens ${LIMITS.bicMin} Zeichen lang sein.`,
    'payment.form_validation.bic_max_length': `Die BIC darf höchstens ${LIMITS.bicMax} Zeichen lang sein.`,
    'payment.form_validation.bic_invalid': 'Bitte geben Sie eine gültige BIC ein, zum Beispiel COBADEFFXXX.',
    'payment.form_validation.bank_required': 'Bitte geben Sie den Namen Ihrer Bank ein.',
    'payment.form_validation.bank_max_length': `Der Name der Bank darf höchstens ${LIMITS.bankMax} Zeichen lang sein.`,
    'payment.form_validation.permission_required': 'Bitte erteilen Sie das Lastschriftmandat.',
    'payment.form_validation.holder_name_required': 'Bitte geben Sie den Namen auf der Karte ein.',
    'sms.form_validation.code_required': 'Bitte geben Sie den Code aus der SMS ein.',
    'sms.form_validation.code_length': `Der Code hat genau ${LIMITS.smsCodeLength} Zeichen.`,
    'sms.form_validation.code_invalid': 'Der Code enthält ein Zeichen, das darin nicht vorkommen kann.',
    'sms.form_validation.phone_required': 'Bitte geben Sie Ihre Mobilnummer ein.',
    'sms.form_validation.phone_invalid':
      'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und +).',
    'confirm.form_validation.advertisedcustomer_min_length': `Bitte geben Sie mindestens ${LIMITS.shortFeedbackMin} Zeichen ein.`,
    'confirm.form_validation.advertisedcustomer_max_length': `Bitte geben Sie höchstens ${LIMITS.shortFeedbackMax} Zeichen ein.`,
    'confirm.form_validation.referral_id_min_length': `Die Empfehlungs-ID muss mindestens ${LIMITS.shortFeedbackMin} Zeichen lang sein.`,
    'confirm.form_validation.referral_id_max_length': `Die Empfehlungs-ID darf höchstens ${LIMITS.shortFeedbackMax} Zeichen lang sein.`,
    'confirm.form_validation.referral_id_invalid':
      'Die Empfehlungs-ID darf nur Buchstaben, Ziffern, Unter- und Bindestriche enthalten.',
    'confirm.form_validation.knownfrom_min_length': `Bitte geben Sie mindestens ${LIMITS.knownFromMin} Zeichen ein.`,
    'confirm.form_validation.knownfrom_max_length': `Bitte geben Sie höchstens ${LIMITS.knownFromMax} Zeichen ein.`,
    'confirm.form_validation.otherknownfrom_min_length': `Bitte geben Sie mindestens ${LIMITS.knownFromMin} Zeichen ein.`,
    'confirm.form_validation.otherknownfrom_max_length': `Bitte geben Sie höchstens ${LIMITS.knownFromMax} Zeichen ein.`,
    'confirm.form_validation.comment_max_length': `Der Kommentar darf höchstens ${LIMITS.commentMax} Zeichen lang sein.`,
  },
};

/** Every checkout form key with a text. */
export const CHECKOUT_FORM_MESSAGE_KEYS = Object.keys(checkoutFormMessagesEnGb) as CheckoutFormMessageKey[];

export function isCheckoutFormMessageKey(key: string): key is CheckoutFormMessageKey {
  return Object.hasOwn(checkoutFormMessagesEnGb, key);
}

/**
 * The text of a checkout form key in the visitor's language. A key without a text (a rule added in
 * src/domain without one here) gives the generic "not valid" sentence rather than the raw key.
 */
export function checkoutFormMessage(locale: LocaleCode, key: string): string {
  return isCheckoutFormMessageKey(key)
    ? checkoutFormMessages[locale][key]
    : messages[locale].validation_failed;
}
