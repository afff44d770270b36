import { StoredClientValues } from '@contract/storage';
import { feedbackErrors } from '@web/screens/checkout/feedback-rules';
import { feedbackFormInputOf, storedFeedbackOf } from '@web/storage/feedback';
import { describe, expect, it } from 'vitest';

describe('confirm feedback (checkout spec section 5)', () => {
  it('valid and empty feedback has no messages', () => {
    expect(feedbackErrors({})).toEqual({});
    expect(feedbackErrors({ referral_id: 'friend_42', comment: 'Hello', knownfrom: 'magazine' })).toEqual({});
  });

  it('gives the first message key per field', () => {
    expect(
      feedbackErrors({ referral_id: 'a', comment: 'x'.repeat(501), advertisedcustomer: 'y'.repeat(21) }),
    ).toEqual({
      referral_id: 'confirm.form_validation.referral_id_min_length',
      comment: 'confirm.form_validation.comment_max_length',
      advertisedcustomer: 'confirm.form_validation.advertisedcustomer_max_length',
    });
    expect(feedbackErrors({ referral_id: 'no spaces' })).toEqual({
      referral_id: 'confirm.form_validation.referral_id_invalid',
    });
  });

  it('is stored before leaving for a payment provider and read back (trimmed, empty as none)', () => {
    const stored = storedFeedbackOf({
      advertisedcustomer: ' Max Muster ',
      referral_id: ' friend_42 ',
      comment: '',
      newsletter: true,
      knownfrom: 'other',
      otherknownfrom: 'A podcast',
    });
    expect(stored).toEqual({
      advertisedcustomer: 'Max Muster',
      referral_id: 'friend_42',
      comment: null,
      newsletter: true,
      knownfrom: 'other',
      otherknownfrom: 'A podcast',
    });
    expect(StoredClientValues.parse({ customer_feedback: stored }).customer_feedback).toEqual(stored);
    expect(feedbackFormInputOf(stored)).toEqual({
      advertisedcustomer: 'Max Muster',
      referral_id: 'friend_42',
      comment: undefined,
      newsletter: true,
      knownfrom: 'other',
      otherknownfrom: 'A podcast',
    });
  });

  it('an unknown source is not stored', () => {
    expect(storedFeedbackOf({ knownfrom: 'radio' }).knownfrom).toBeNull();
  });
});
