import { section } from './section';

export const checkout = section({
  'en-GB': {
    'customer.logout.title': 'Change account',
    'customer.basic_info.title': 'Your details',
    'success.title': 'Thank you for your order',
    'confirm.order_not_completed': 'Order could not be completed',
    'sms_validation.title': 'Confirm your order by SMS',
    'sms_validation.code_sent_again': 'We have sent you the code again.',
    'customer.country_unsupported_title': 'Please check your address',
    'customer.country_unsupported':
      'Your country is no longer supported. Please choose another country and enter postcode and city again.',
  },
  'de-DE': {
    'customer.logout.title': 'Konto wechseln',
    'customer.basic_info.title': 'Ihre Daten',
    'success.title': 'Vielen Dank für Ihre Bestellung',
    'confirm.order_not_completed': 'Die Bestellung konnte nicht abgeschlossen werden',
    'sms_validation.title': 'Bestellung per SMS bestätigen',
    'sms_validation.code_sent_again': 'Wir haben Ihnen den Code erneut gesendet.',
    'customer.country_unsupported_title': 'Bitte prüfen Sie Ihre Adresse',
    'customer.country_unsupported':
      'Ihr Land wird nicht mehr unterstützt. Bitte wählen Sie ein anderes Land und geben Sie Postleitzahl und Ort erneut ein.',
  },
});
