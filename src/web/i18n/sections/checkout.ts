import { section } from './section';

export const checkout = section({
  'en-GB': {
    'customer.login_or_register.title': 'Log in or register',
    'customer.logout.title': 'Change account',
    'customer.basic_info.title': 'Your details',
    'customer.address.title': 'Address',
    'customer.payment.title': 'Payment method',
    'confirm.title': 'Confirm your order',
    'success.title': 'Thank you for your order',
    'confirm.order_not_completed': 'Order could not be completed',
    'sms_validation.title': 'Confirm your order by SMS',
    'sms_validation.code_sent_again': 'We have sent you the code again.',
    'customer.country_unsupported_title': 'Please check your address',
    'customer.country_unsupported':
      'Your country is no longer supported. Please choose another country and enter postcode and city again.',
  },
  'de-DE': {
    'customer.login_or_register.title': 'Anmelden oder registrieren',
    'customer.logout.title': 'Konto wechseln',
    'customer.basic_info.title': 'Ihre Daten',
    'customer.address.title': 'Adresse',
    'customer.payment.title': 'Zahlungsart',
    'confirm.title': 'Bestellung bestätigen',
    'success.title': 'Vielen Dank für Ihre Bestellung',
    'confirm.order_not_completed': 'Die Bestellung konnte nicht abgeschlossen werden',
    'sms_validation.title': 'Bestellung per SMS bestätigen',
    'sms_validation.code_sent_again': 'Wir haben Ihnen den Code erneut gesendet.',
    'customer.country_unsupported_title': 'Bitte prüfen Sie Ihre Adresse',
    'customer.country_unsupported':
      'Ihr Land wird nicht mehr unterstützt. Bitte wählen Sie ein anderes Land und geben Sie Postleitzahl und Ort erneut ein.',
  },
});
