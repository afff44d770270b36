import { section } from './section';

/**
 * Texts of the customer's checkout screens (login or register, account change, basic info,
 * address), the words every checkout screen shows (back, continue, secure connection) and the 401
 * and 404 pages. The screens that take the order are in order-screens.ts. Titles the machines name
 * (`customer.*.title`, `confirm.title`, ...) live in the `checkout` section.
 */
export const checkoutScreens = section({
  'en-GB': {
    'checkout.back': 'Back',
    'checkout.next': 'Continue',
    'checkout.secure_connection': 'Secure connection',
    'checkout.summary.name': 'Name',

    'checkout.login.existing_title': 'I am already a customer',
    'checkout.login.existing_text': 'Log in with your customer account; your details are taken from it.',
    'checkout.login.log_in': 'Log in',
    'checkout.login.waiting': 'Please log in in the window that has opened.',
    'checkout.login.popup_blocked':
      'The login window could not be opened. Please allow pop-up windows for this shop and try again.',
    'checkout.login.new_title': 'I am a new customer',
    'checkout.login.new_text': 'Enter your details; we create your customer account with your order.',
    'checkout.login.register': 'Create an account',

    'checkout.logout.logged_in_as': 'You are logged in as',
    'checkout.logout.customer_number': 'Customer number',
    'checkout.logout.text': 'Is this not your account? Log out to order as someone else.',
    'checkout.logout.log_out': 'Log out',
    'checkout.logout.proceed': 'Continue with this account',

    'checkout.basic_info.group': 'I am ordering as',
    'checkout.basic_info.group_private': 'Private person',
    'checkout.basic_info.group_company': 'Company',
    'checkout.basic_info.gender': 'Salutation',
    'checkout.basic_info.gender_mr': 'Mr',
    'checkout.basic_info.gender_ms': 'Ms',
    'checkout.basic_info.first_name': 'First name',
    'checkout.basic_info.last_name': 'Last name',
    'checkout.basic_info.company_name': 'Company name',
    'checkout.basic_info.company_vat_id': 'VAT ID',
    'checkout.basic_info.email': 'Email address',
    'checkout.basic_info.copy_hint': 'You have already entered your name for the business address.',
    'checkout.basic_info.copy': 'Copy data from the business address',
    'checkout.basic_info.legal_text':
      'Our <terms>terms and conditions</terms> apply. You can find out how we handle your data in our <privacy>privacy policy</privacy>.',
    'checkout.basic_info.submit_create_account': 'Create account and continue',

    'checkout.address.greeting': 'Hello {firstName}, where can we reach you?',
    'checkout.address.street': 'Street and house number',
    'checkout.address.country': 'Country',
    'checkout.address.country_no_result': 'No country matches your search.',
    'checkout.address.postal_code': 'Postcode',
    'checkout.address.postal_code_hint':
      'Type at least {min} characters to search, then choose your postcode.',
    'checkout.address.postal_code_no_result': 'No postcode matches your search.',
    'checkout.address.city': 'City',
    'checkout.address.phone': 'Phone number',

    'error_page.unauthorized_text': 'Please log in to see this page.',
    'error_page.not_found_text': 'The page you are looking for does not exist.',
    'error_page.to_products': 'To the products',
  },
  'de-DE': {
    'checkout.back': 'Zurück',
    'checkout.next': 'Weiter',
    'checkout.secure_connection': 'Sichere Verbindung',
    'checkout.summary.name': 'Name',

    'checkout.login.existing_title': 'Ich bin bereits Kunde',
    'checkout.login.existing_text':
      'Melden Sie sich mit Ihrem Kundenkonto an; Ihre Daten werden daraus übernommen.',
    'checkout.login.log_in': 'Anmelden',
    'checkout.login.waiting': 'Bitte melden Sie sich im geöffneten Fenster an.',
    'checkout.login.popup_blocked':
      'Das Anmeldefenster konnte nicht geöffnet werden. Bitte erlauben Sie Pop-up-Fenster für diesen Shop und versuchen Sie es erneut.',
    'checkout.login.new_title': 'Ich bin Neukunde',
    'checkout.login.new_text': 'Geben Sie Ihre Daten ein; mit Ihrer Bestellung legen wir Ihr Kundenkonto an.',
    'checkout.login.register': 'Konto erstellen',

    'checkout.logout.logged_in_as': 'Sie sind angemeldet als',
    'checkout.logout.customer_number': 'Kundennummer',
    'checkout.logout.text':
      'Ist das nicht Ihr Konto? Melden Sie sich ab, um als jemand anderes zu bestellen.',
    'checkout.logout.log_out': 'Abmelden',
    'checkout.logout.proceed': 'Mit diesem Konto fortfahren',

    'checkout.basic_info.group': 'Ich bestelle als',
    'checkout.basic_info.group_private': 'Privatperson',
    'checkout.basic_info.group_company': 'Firma',
    'checkout.basic_info.gender': 'Anrede',
    'checkout.basic_info.gender_mr': 'Herr',
    'checkout.basic_info.gender_ms': 'Frau',
    'checkout.basic_info.first_name': 'Vorname',
    'checkout.basic_info.last_name': 'Nachname',
    'checkout.basic_info.company_name': 'Firmenname',
    'checkout.basic_info.company_vat_id': 'USt-IdNr.',
    'checkout.basic_info.email': 'E-Mail-Adresse',
    'checkout.basic_info.copy_hint': 'Ihren Namen haben Sie bereits für die Geschäftsadresse angegeben.',
    'checkout.basic_info.copy': 'Daten aus der Geschäftsadresse übernehmen',
    'checkout.basic_info.legal_text':
      'Es gelten unsere <terms>Allgemeinen Geschäftsbedingungen</terms>. Wie wir mit Ihren Daten umgehen, lesen Sie in unserer <privacy>Datenschutzerklärung</privacy>.',
    'checkout.basic_info.submit_create_account': 'Konto erstellen und weiter',

    'checkout.address.greeting': 'Hallo {firstName}, wo erreichen wir Sie?',
    'checkout.address.street': 'Straße und Hausnummer',
    'checkout.address.country': 'Land',
    'checkout.address.country_no_result': 'Kein Land passt zu Ihrer Suche.',
    'checkout.address.postal_code': 'Postleitzahl',
    'checkout.address.postal_code_hint':
      'Geben Sie mindestens {min} Zeichen zum Suchen ein und wählen Sie dann Ihre Postleitzahl.',
    'checkout.address.postal_code_no_result': 'Keine Postleitzahl passt zu Ihrer Suche.',
    'checkout.address.city': 'Ort',
    'checkout.address.phone': 'Telefonnummer',

    'error_page.unauthorized_text': 'Bitte melden Sie sich an, um diese Seite zu sehen.',
    'error_page.not_found_text': 'Die gesuchte Seite existiert nicht.',
    'error_page.to_products': 'Zu den Produkten',
  },
});
