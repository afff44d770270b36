import { section } from './section';

export const checkout = section({
  'en-GB': {
    'customer.logout.title': 'Change account',
    'customer.basic_info.title': 'Your details',
    'success.title': 'Thank you for your order',
    'confirm.order_not_completed': 'Order could not be completed',
    'confirm.order_unanswered': 'The shop could not be reached',
    'confirm.order_unanswered_hint':
      'We did not get an answer about your order. Please check your internet connection and press "Buy now" again: your order is placed only once.',
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
    'confirm.order_unanswered': 'Der Shop ist nicht erreichbar',
    'confirm.order_unanswered_hint':
      'Wir haben keine Antwort zu Ihrer Bestellung erhalten. Bitte prüfen Sie Ihre Internetverbindung und klicken Sie erneut auf „Jetzt kaufen“: Ihre Bestellung wird nur einmal aufgegeben.',
    'sms_validation.title': 'Bestellung per SMS bestätigen',
    'sms_validation.code_sent_again': 'Wir haben Ihnen den Code erneut gesendet.',
    'customer.country_unsupported_title': 'Bitte prüfen Sie Ihre Adresse',
    'customer.country_unsupported':
      'Ihr Land wird nicht mehr unterstützt. Bitte wählen Sie ein anderes Land und geben Sie Postleitzahl und Ort erneut ein.',
  },
});
