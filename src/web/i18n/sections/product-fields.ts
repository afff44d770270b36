import { fieldMessageTexts } from '@domain/validation/messages/field-messages';
import { section } from './section';

/**
 * Errors of the additional fields of products, addons, upsells and domains, one per FieldErrorName,
 * with the server's texts (src/domain/validation/messages/field-messages.ts).
 */
export const productFields = section({
  'en-GB': fieldMessageTexts('en-GB'),
  'de-DE': fieldMessageTexts('de-DE'),
});
