import { checkoutFormTexts } from '@domain/validation/messages/checkout-form-messages';
import { section } from './section';

const formPrefixes = ['payment.', 'sms.', 'confirm.'] as const;

/**
 * Messages of the forms that take the order (checkout spec section 8): the keys the payment, SMS
 * and confirm schemas of src/domain/validation/checkout produce, with the server's texts
 * (src/domain/validation/messages), and the confirm machine's agreement keys.
 */
export const orderForms = section({
  'en-GB': {
    ...checkoutFormTexts('en-GB', formPrefixes),
    'confirm.form_validation.mca_agreement_required': 'Please accept the Microsoft Customer Agreement.',
    'confirm.form_validation.eult_agreement_required': 'Please accept the end user licence terms.',
    'confirm.form_validation.gtc_agreement_required': 'Please accept the general terms and conditions.',
  },
  'de-DE': {
    ...checkoutFormTexts('de-DE', formPrefixes),
    'confirm.form_validation.mca_agreement_required':
      'Bitte akzeptieren Sie das Microsoft Customer Agreement.',
    'confirm.form_validation.eult_agreement_required':
      'Bitte akzeptieren Sie die Endnutzer-Lizenzbedingungen.',
    'confirm.form_validation.gtc_agreement_required':
      'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  },
});
