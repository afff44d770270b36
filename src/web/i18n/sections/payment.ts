import { section } from './section';

/** Errors of the payment step on the confirm screen (payment modal, PayPal notice). */
export const payment = section({
  'en-GB': {
    'payment.error': 'Payment error',
    'payment.payment_data_missing': 'Your payment details are missing. Please enter them to continue.',
    'payment.refused': 'Your payment was refused. Please check your details and try again.',
  },
  'de-DE': {
    'payment.error': 'Zahlungsfehler',
    'payment.payment_data_missing': 'Ihre Zahlungsdaten fehlen. Bitte geben Sie sie ein, um fortzufahren.',
    'payment.refused':
      'Ihre Zahlung wurde abgelehnt. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  },
});
