import { KnownFrom, type OrderFeedback } from '@contract/feedback';
import type { OrderFeedbackFormInput } from '@domain/validation/checkout/order-feedback';

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The confirm screen's feedback as stored client-side (`customer_feedback`) before the browser
 * leaves for a payment provider, so every value survives the redirect.
 */
export function storedFeedbackOf(feedback: OrderFeedbackFormInput): OrderFeedback {
  return {
    advertisedcustomer: text(feedback.advertisedcustomer),
    referral_id: text(feedback.referral_id),
    comment: text(feedback.comment),
    newsletter: feedback.newsletter === true,
    knownfrom: KnownFrom.safeParse(feedback.knownfrom).data ?? null,
    otherknownfrom: text(feedback.otherknownfrom),
  };
}

/** The stored feedback as the confirm form's values again. */
export function feedbackFormInputOf(stored: OrderFeedback): OrderFeedbackFormInput {
  return {
    advertisedcustomer: stored.advertisedcustomer ?? undefined,
    referral_id: stored.referral_id ?? undefined,
    comment: stored.comment ?? undefined,
    newsletter: stored.newsletter,
    knownfrom: stored.knownfrom ?? undefined,
    otherknownfrom: stored.otherknownfrom ?? undefined,
  };
}
