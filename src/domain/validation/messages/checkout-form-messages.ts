import type { LocaleCode } from '@contract/common';
import { LIMITS } from '../limits';

/**
 * Texts of the checkout forms' message keys (checkout spec sections 5 and 8:
 * `customer.form_validation.{field}_{rule}`, `confirm.form_validation.{field}_{rule}`,
 * `validation.samePassword`, and ours in the same form: `payment.form_validation.*` for SEPA and
 * card, `sms.form_validation.*`). Every key the schemas of src/domain/validation/checkout produce
 * has a text here (tests/server/checkout-messages.test.ts checks both ways). The server answers
 * with these texts and the browser's catalogues carry them, so a message reads the same whichever
 * side found the problem; every number in them is the rule's own limit (LIMITS); the keys marked
 * "server" are produced by server rules the browser cannot check alone (brand customer types,
 * supported countries, zip code list).
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
  /** The payment type is not offered to this customer, or not active (the server's rule and the payment choice's). */
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

export const CHECKOUT_FORM_MESSAGES: Readonly<
  Record<LocaleCode, Readonly<Record<CheckoutFormMessageKey, string>>>
> = {
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

/** The texts of one locale whose keys start with one of `prefixes` (a form's part of the catalogue). */
export function checkoutFormTexts<P extends string>(
  locale: LocaleCode,
  prefixes: readonly P[],
): Record<Extract<CheckoutFormMessageKey, `${P}${string}`>, string> {
  const texts = CHECKOUT_FORM_MESSAGES[locale];
  return Object.fromEntries(
    CHECKOUT_FORM_MESSAGE_KEYS.filter((key) => prefixes.some((prefix) => key.startsWith(prefix))).map(
      (key) => [key, texts[key]],
    ),
  ) as Record<Extract<CheckoutFormMessageKey, `${P}${string}`>, string>;
}
