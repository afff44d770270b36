import { section } from './section';

/**
 * Messages of the checkout forms (checkout spec sections 5 and 8): the keys the zod schemas of
 * src/domain/validation/checkout produce (`customer.form_validation.*`, `payment.form_validation.*`,
 * `confirm.form_validation.*`, `sms.form_validation.*`, `validation.samePassword`), the keys of
 * server-only rules and the confirm machine's agreement keys. Same wording as the server's texts
 * (src/server/i18n/messages.ts), so a message reads the same whichever side found the problem.
 */
export const checkoutForms = section({
  'en-GB': {
    'customer.form_validation.group_required':
      'Please choose whether you order as a private person or as a company.',
    'customer.form_validation.group_invalid':
      'Orders as this type of customer are not possible in this shop.',
    'customer.form_validation.gender_required': 'Please choose a salutation.',
    'customer.form_validation.first_name_required': 'Please enter your first name.',
    'customer.form_validation.first_name_max_length': 'The first name may be at most 100 characters long.',
    'customer.form_validation.last_name_required': 'Please enter your last name.',
    'customer.form_validation.last_name_max_length': 'The last name may be at most 100 characters long.',
    'customer.form_validation.company_name_required': 'Please enter the name of your company.',
    'customer.form_validation.company_name_max_length':
      'The company name may be at most 100 characters long.',
    'customer.form_validation.company_vat_id_max_length': 'The VAT ID may be at most 100 characters long.',
    'customer.form_validation.email_required': 'Please enter your email address.',
    'customer.form_validation.email_valid_email': 'Please enter a valid email address.',
    'customer.form_validation.street_required': 'Please enter your street and house number.',
    'customer.form_validation.street_max_length': 'The street may be at most 200 characters long.',
    'customer.form_validation.postal_code_required': 'Please enter your postcode.',
    'customer.form_validation.postal_code_max_length': 'The postcode may be at most 10 characters long.',
    'customer.form_validation.postal_code_invalid': 'Please choose your postcode from the list.',
    'customer.form_validation.city_required': 'Please enter your city.',
    'customer.form_validation.city_max_length': 'The city may be at most 100 characters long.',
    'customer.form_validation.city_invalid': 'The city does not match the postcode.',
    'customer.form_validation.country_code_required': 'Please choose your country.',
    'customer.form_validation.country_code_invalid': 'Please choose a country from the list.',
    'customer.form_validation.country_code_unsupported':
      'Your country is no longer supported. Please choose another country.',
    'customer.form_validation.phone_required': 'Please enter your phone number.',
    'customer.form_validation.phone_invalid':
      'Please enter a valid phone number (digits, spaces and + only).',
    'customer.form_validation.password_required': 'Please enter a password.',
    'customer.form_validation.password_min_length': 'The password must be at least 8 characters long.',
    'customer.form_validation.password_invalid':
      'The password needs an upper-case letter, a lower-case letter, a digit and a special character.',
    'customer.form_validation.password_confirmation_required': 'Please repeat the password.',
    'validation.samePassword': 'The passwords do not match.',
    'payment.form_validation.type_unavailable':
      'This payment method is not available. Please choose another one.',
    'payment.form_validation.holder_required': 'Please enter the account holder.',
    'payment.form_validation.holder_min_length': 'The account holder must be at least 3 characters long.',
    'payment.form_validation.iban_required': 'Please enter your IBAN.',
    'payment.form_validation.iban_min_length': 'The IBAN must be at least 3 characters long.',
    'payment.form_validation.iban_max_length': 'The IBAN may be at most 34 characters long.',
    'payment.form_validation.iban_invalid':
      'Please enter a valid IBAN: two letters, two digits and then letters or digits.',
    'payment.form_validation.iban_checksum': 'This IBAN is not valid. Please check it for typing errors.',
    'payment.form_validation.bic_required': 'Please enter the BIC of your bank.',
    'payment.form_validation.bic_min_length': 'The BIC must be at least 8 characters long.',
    'payment.form_validation.bic_max_length': 'The BIC may be at most 11 characters long.',
    'payment.form_validation.bic_invalid': 'Please enter a valid BIC, for example COBADEFFXXX.',
    'payment.form_validation.bank_required': 'Please enter the name of your bank.',
    'payment.form_validation.bank_max_length': 'The bank name may be at most 255 characters long.',
    'payment.form_validation.permission_required': 'Please authorise the direct debit.',
    'payment.form_validation.holder_name_required': 'Please enter the name on the card.',
    'sms.form_validation.code_required': 'Please enter the code from the SMS.',
    'sms.form_validation.code_length': 'The code has exactly 5 characters.',
    'sms.form_validation.code_invalid': 'The code contains a character that cannot occur in it.',
    'sms.form_validation.phone_required': 'Please enter your mobile phone number.',
    'sms.form_validation.phone_invalid': 'Please enter a valid phone number (digits, spaces and + only).',
    'confirm.form_validation.advertisedcustomer_min_length': 'Please enter at least 2 characters.',
    'confirm.form_validation.advertisedcustomer_max_length': 'Please enter at most 20 characters.',
    'confirm.form_validation.referral_id_min_length': 'The referral ID must be at least 2 characters long.',
    'confirm.form_validation.referral_id_max_length': 'The referral ID may be at most 20 characters long.',
    'confirm.form_validation.referral_id_invalid':
      'The referral ID may only contain letters, digits, underscores and hyphens.',
    'confirm.form_validation.knownfrom_min_length': 'Please enter at least 2 characters.',
    'confirm.form_validation.knownfrom_max_length': 'Please enter at most 50 characters.',
    'confirm.form_validation.otherknownfrom_min_length': 'Please enter at least 2 characters.',
    'confirm.form_validation.otherknownfrom_max_length': 'Please enter at most 50 characters.',
    'confirm.form_validation.comment_max_length': 'The comment may be at most 500 characters long.',
    'confirm.form_validation.mca_agreement_required': 'Please accept the Microsoft Customer Agreement.',
    'confirm.form_validation.eult_agreement_required': 'Please accept the end user licence terms.',
    'confirm.form_validation.gtc_agreement_required': 'Please accept the general terms and conditions.',
  },
  'de-DE': {
    'customer.form_validation.group_required':
      'Bitte wählen Sie, ob Sie als Privatperson oder als Firma bestellen.',
    'customer.form_validation.group_invalid':
      'Bestellungen als diese Kundenart sind in diesem Shop nicht möglich.',
    'customer.form_validation.gender_required': 'Bitte wählen Sie eine Anrede.',
    'customer.form_validation.first_name_required': 'Bitte geben Sie Ihren Vornamen ein.',
    'customer.form_validation.first_name_max_length': 'Der Vorname darf höchstens 100 Zeichen lang sein.',
    'customer.form_validation.last_name_required': 'Bitte geben Sie Ihren Nachnamen ein.',
    'customer.form_validation.last_name_max_length': 'Der Nachname darf höchstens 100 Zeichen lang sein.',
    'customer.form_validation.company_name_required': 'Bitte geben Sie den Namen Ihrer Firma ein.',
    'customer.form_validation.company_name_max_length':
      'Der Firmenname darf höchstens 100 Zeichen lang sein.',
    'customer.form_validation.company_vat_id_max_length':
      'Die USt-IdNr. darf höchstens 100 Zeichen lang sein.',
    'customer.form_validation.email_required': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    'customer.form_validation.email_valid_email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'customer.form_validation.street_required': 'Bitte geben Sie Straße und Hausnummer ein.',
    'customer.form_validation.street_max_length': 'Die Straße darf höchstens 200 Zeichen lang sein.',
    'customer.form_validation.postal_code_required': 'Bitte geben Sie Ihre Postleitzahl ein.',
    'customer.form_validation.postal_code_max_length':
      'Die Postleitzahl darf höchstens 10 Zeichen lang sein.',
    'customer.form_validation.postal_code_invalid': 'Bitte wählen Sie Ihre Postleitzahl aus der Liste.',
    'customer.form_validation.city_required': 'Bitte geben Sie Ihren Ort ein.',
    'customer.form_validation.city_max_length': 'Der Ort darf höchstens 100 Zeichen lang sein.',
    'customer.form_validation.city_invalid': 'Der Ort passt nicht zur Postleitzahl.',
    'customer.form_validation.country_code_required': 'Bitte wählen Sie Ihr Land.',
    'customer.form_validation.country_code_invalid': 'Bitte wählen Sie ein Land aus der Liste.',
    'customer.form_validation.country_code_unsupported':
      'Ihr Land wird nicht mehr unterstützt. Bitte wählen Sie ein anderes Land.',
    'customer.form_validation.phone_required': 'Bitte geben Sie Ihre Telefonnummer ein.',
    'customer.form_validation.phone_invalid':
      'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und +).',
    'customer.form_validation.password_required': 'Bitte geben Sie ein Passwort ein.',
    'customer.form_validation.password_min_length': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    'customer.form_validation.password_invalid':
      'Das Passwort braucht einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen.',
    'customer.form_validation.password_confirmation_required': 'Bitte wiederholen Sie das Passwort.',
    'validation.samePassword': 'Die Passwörter stimmen nicht überein.',
    'payment.form_validation.type_unavailable':
      'Diese Zahlungsart ist nicht verfügbar. Bitte wählen Sie eine andere.',
    'payment.form_validation.holder_required': 'Bitte geben Sie den Kontoinhaber an.',
    'payment.form_validation.holder_min_length': 'Der Kontoinhaber muss mindestens 3 Zeichen lang sein.',
    'payment.form_validation.iban_required': 'Bitte geben Sie Ihre IBAN ein.',
    'payment.form_validation.iban_min_length': 'Die IBAN muss mindestens 3 Zeichen lang sein.',
    'payment.form_validation.iban_max_length': 'Die IBAN darf höchstens 34 Zeichen lang sein.',
    'payment.form_validation.iban_invalid':
      'Bitte geben Sie eine gültige IBAN ein: zwei Buchstaben, zwei Ziffern und dann Buchstaben oder Ziffern.',
    'payment.form_validation.iban_checksum': 'Diese IBAN ist ungültig. Bitte prüfen Sie sie auf Tippfehler.',
    'payment.form_validation.bic_required': 'Bitte geben Sie die BIC Ihrer Bank ein.',
    'payment.form_validation.bic_min_length': 'Die BIC muss mindestens 8 Zeichen lang sein.',
    'payment.form_validation.bic_max_length': 'Die BIC darf höchstens 11 Zeichen lang sein.',
    'payment.form_validation.bic_invalid': 'Bitte geben Sie eine gültige BIC ein, zum Beispiel COBADEFFXXX.',
    'payment.form_validation.bank_required': 'Bitte geben Sie den Namen Ihrer Bank ein.',
    'payment.form_validation.bank_max_length': 'Der Name der Bank darf höchstens 255 Zeichen lang sein.',
    'payment.form_validation.permission_required': 'Bitte erteilen Sie das Lastschriftmandat.',
    'payment.form_validation.holder_name_required': 'Bitte geben Sie den Namen auf der Karte ein.',
    'sms.form_validation.code_required': 'Bitte geben Sie den Code aus der SMS ein.',
    'sms.form_validation.code_length': 'Der Code hat genau 5 Zeichen.',
    'sms.form_validation.code_invalid': 'Der Code enthält ein Zeichen, das darin nicht vorkommen kann.',
    'sms.form_validation.phone_required': 'Bitte geben Sie Ihre Mobilnummer ein.',
    'sms.form_validation.phone_invalid':
      'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und +).',
    'confirm.form_validation.advertisedcustomer_min_length': 'Bitte geben Sie mindestens 2 Zeichen ein.',
    'confirm.form_validation.advertisedcustomer_max_length': 'Bitte geben Sie höchstens 20 Zeichen ein.',
    'confirm.form_validation.referral_id_min_length':
      'Die Empfehlungs-ID muss mindestens 2 Zeichen lang sein.',
    'confirm.form_validation.referral_id_max_length':
      'Die Empfehlungs-ID darf höchstens 20 Zeichen lang sein.',
    'confirm.form_validation.referral_id_invalid':
      'Die Empfehlungs-ID darf nur Buchstaben, Ziffern, Unter- und Bindestriche enthalten.',
    'confirm.form_validation.knownfrom_min_length': 'Bitte geben Sie mindestens 2 Zeichen ein.',
    'confirm.form_validation.knownfrom_max_length': 'Bitte geben Sie höchstens 50 Zeichen ein.',
    'confirm.form_validation.otherknownfrom_min_length': 'Bitte geben Sie mindestens 2 Zeichen ein.',
    'confirm.form_validation.otherknownfrom_max_length': 'Bitte geben Sie höchstens 50 Zeichen ein.',
    'confirm.form_validation.comment_max_length': 'Der Kommentar darf höchstens 500 Zeichen lang sein.',
    'confirm.form_validation.mca_agreement_required':
      'Bitte akzeptieren Sie das Microsoft Customer Agreement.',
    'confirm.form_validation.eult_agreement_required':
      'Bitte akzeptieren Sie die Endnutzer-Lizenzbedingungen.',
    'confirm.form_validation.gtc_agreement_required':
      'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  },
});
