import { OrderFeedbackForm, type OrderFeedbackFormInput } from '@domain/validation/checkout/order-feedback';

/** Feedback field messages wait until typing stops for this long (spec section 5). */
export const FEEDBACK_DEBOUNCE_MS = 500;

export type FeedbackField = keyof OrderFeedbackFormInput;

const isFeedbackField = (field: unknown): field is FeedbackField =>
  typeof field === 'string' && Object.hasOwn(OrderFeedbackForm.shape, field);

/** The first message per field of the feedback values (message keys); empty when they are valid. */
export function feedbackErrors(values: OrderFeedbackFormInput): Partial<Record<FeedbackField, string>> {
  const parsed = OrderFeedbackForm.safeParse(values);
  const errors: Partial<Record<FeedbackField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isFeedbackField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
