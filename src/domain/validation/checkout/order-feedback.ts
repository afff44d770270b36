import { z } from 'zod/mini';
import { LIMITS } from '../limits';
import { confirmKey } from './order-message-keys';
import { maxLength, minLength, optionalText, type TextRule } from './text';

function lengthRules(field: string, min: number, max: number): TextRule[] {
  return [
    [minLength(min), confirmKey(field, 'min_length')],
    [maxLength(max), confirmKey(field, 'max_length')],
  ];
}

/**
 * Order feedback form on the confirm screen (checkout spec section 5). All fields optional, trimmed,
 * validated when present; empty becomes undefined. Keys: `confirm.form_validation.` +
 * `advertisedcustomer_{min_length|max_length}` (2 to 20), `referral_id_{min_length|max_length}`
 * (2 to 20), `referral_id_invalid` (other than letters, digits, underscore, hyphen),
 * `knownfrom_{min_length|max_length}` and `otherknownfrom_{min_length|max_length}` (2 to 50),
 * `comment_max_length` (500).
 */
export const OrderFeedbackForm = z.object({
  advertisedcustomer: optionalText(
    lengthRules('advertisedcustomer', LIMITS.shortFeedbackMin, LIMITS.shortFeedbackMax),
  ),
  referral_id: optionalText([
    ...lengthRules('referral_id', LIMITS.shortFeedbackMin, LIMITS.shortFeedbackMax),
    [(text) => /^[A-Za-z0-9_-]+$/.test(text), confirmKey('referral_id', 'invalid')],
  ]),
  knownfrom: optionalText(lengthRules('knownfrom', LIMITS.knownFromMin, LIMITS.knownFromMax)),
  otherknownfrom: optionalText(lengthRules('otherknownfrom', LIMITS.knownFromMin, LIMITS.knownFromMax)),
  comment: optionalText([[maxLength(LIMITS.commentMax), confirmKey('comment', 'max_length')]]),
  newsletter: z.optional(z.boolean()),
});
export type OrderFeedbackFormInput = z.input<typeof OrderFeedbackForm>;
export type OrderFeedback = z.output<typeof OrderFeedbackForm>;
