import type { RequiredAgreements } from '@domain/roles/agreements';
import { feedbackFieldsHiddenBy } from '@domain/validation/checkout/feedback-choice-fields';
import type { OrderFeedbackFormInput } from '@domain/validation/checkout/order-feedback';

/**
 * Where the field errors of a refused order show on the confirm screen (checkout spec section 8):
 * under the field that has them, or, for every field the screen has no input for (payment,
 * customer data, cart, a hidden feedback field), in the order error area.
 */

/** The confirm payload's feedback names that differ from the screen's form names. */
const FORM_NAME_OF_PAYLOAD_NAME: Readonly<Record<string, string>> = {
  advertised_customer: 'advertisedcustomer',
  known_from: 'knownfrom',
  other_known_from: 'otherknownfrom',
};

const AGREEMENTS = ['mca', 'eult', 'gtc'] as const;

/** What decides which inputs the confirm screen shows. */
export interface ConfirmScreenFields {
  /** Existing customers see no feedback section. */
  existingCustomer: boolean;
  agreementsRequired: RequiredAgreements;
  feedback: OrderFeedbackFormInput;
  /** The brand shows the referral id input. */
  referralIdInput: boolean;
}

/** The keys of the fields the confirm screen shows a message under. */
export function shownFieldKeys(screen: ConfirmScreenFields): ReadonlySet<string> {
  const keys = new Set<string>();
  if (!screen.existingCustomer) {
    const hidden: readonly string[] = feedbackFieldsHiddenBy(screen.feedback.knownfrom);
    for (const field of ['knownfrom', 'advertisedcustomer', 'otherknownfrom', 'comment']) {
      if (!hidden.includes(field)) keys.add(field);
    }
    if (screen.referralIdInput) keys.add('referral_id');
  }
  for (const agreement of AGREEMENTS) {
    if (screen.agreementsRequired[agreement]) keys.add(`${agreement}_agreement`);
  }
  return keys;
}

export interface PlacedFieldErrors {
  /** Messages under the screen's fields, by form field name. */
  fieldErrors: Readonly<Record<string, string>>;
  /** Messages no field shows, each text once, in the order of the response. */
  unshown: readonly string[];
}

/** The first message per field of a refused order, each where the visitor can read it. */
export function placeFieldErrors(
  errors: Readonly<Record<string, string>>,
  shown: ReadonlySet<string>,
): PlacedFieldErrors {
  const fieldErrors: Record<string, string> = {};
  const unshown: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const field = FORM_NAME_OF_PAYLOAD_NAME[key] ?? key;
    if (shown.has(field)) fieldErrors[field] = message;
    else if (!unshown.includes(message)) unshown.push(message);
  }
  return { fieldErrors, unshown };
}
