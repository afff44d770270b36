import { section } from './section';

/**
 * Messages of the customer forms (checkout spec section 5): the keys the basic info, address and
 * password schemas of src/domain/validation/checkout produce (`customer.form_validation.*`,
 * `validation.samePassword`) and the keys of server-only rules. Same wording as the server's texts
 * (src/server/i18n/messages.ts), so a message reads the same whichever side found the problem. The
 * payment, SMS and confirm forms' messages are in order-forms.ts.
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
  },
});
