/**
 * The feedback fields that belong to one "how did you hear about us" choice (the recommending
 * customer, the other source): the confirm screen shows them only while that choice is made.
 */
export const FEEDBACK_FIELD_OF_CHOICE = {
  customer_referral: 'advertisedcustomer',
  other: 'otherknownfrom',
} as const;

export type ChoiceBoundFeedbackField =
  (typeof FEEDBACK_FIELD_OF_CHOICE)[keyof typeof FEEDBACK_FIELD_OF_CHOICE];

/** The choice-bound fields hidden while `chosen` is the choice (all of them without one). */
export function feedbackFieldsHiddenBy(chosen: string | null | undefined): ChoiceBoundFeedbackField[] {
  return Object.entries(FEEDBACK_FIELD_OF_CHOICE).flatMap(([choice, field]) =>
    choice === chosen ? [] : [field],
  );
}
