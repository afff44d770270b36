import { checkoutFormTexts } from '@domain/validation/messages/checkout-form-messages';
import { section } from './section';

const formPrefixes = ['customer.', 'validation.'] as const;

/**
 * Messages of the customer forms (checkout spec section 5): the keys the basic info, address and
 * password schemas of src/domain/validation/checkout produce (`customer.form_validation.*`,
 * `validation.samePassword`) and the keys of server-only rules, with the server's texts
 * (src/domain/validation/messages). The payment, SMS and confirm forms' messages are in
 * order-forms.ts.
 */
export const checkoutForms = section({
  'en-GB': checkoutFormTexts('en-GB', formPrefixes),
  'de-DE': checkoutFormTexts('de-DE', formPrefixes),
});
