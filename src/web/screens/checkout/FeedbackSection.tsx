import type { BrandProperties } from '@contract/brand';
import { KnownFrom } from '@contract/feedback';
import type { OrderFeedbackFormInput } from '@domain/validation/checkout/order-feedback';
import { FieldLabel } from '@web/fields/FieldLabel';
import { FieldMessage } from '@web/fields/FieldMessage';
import { describedBy, messageId } from '@web/fields/field-props';
import { useDebouncedValue } from '@web/fields/use-debounced-value';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, TextInput } from './FormControls';
import { FEEDBACK_DEBOUNCE_MS, type FeedbackField, feedbackErrors } from './feedback-rules';
import { useMessage } from './use-message';

/**
 * The feedback section of the confirm screen (new customers only): how the visitor heard of us
 * (with the recommending customer or another source), the referral id (brand flag), a comment and
 * the newsletter (brand flag). Messages appear 500 ms after typing stops; the machine's messages
 * (buy now with an invalid form, a refused referral id) show at once.
 */
export function FeedbackSection({
  values,
  onChange,
  machineErrors,
  brand,
}: {
  values: OrderFeedbackFormInput;
  onChange(values: OrderFeedbackFormInput): void;
  machineErrors: Readonly<Record<string, string>>;
  brand: Pick<BrandProperties, 'display' | 'offer_newsletter'>;
}) {
  const intl = useIntl();
  const message = useMessage();
  const settled = useDebouncedValue(values, FEEDBACK_DEBOUNCE_MS);
  const errors = feedbackErrors(settled);
  const error = (field: FeedbackField) => message(machineErrors[field] ?? errors[field]);
  const set = (field: FeedbackField, value: string | boolean) => onChange({ ...values, [field]: value });
  const knownFrom = values.knownfrom ?? '';
  const commentId = 'feedback-comment';

  return (
    <section className="confirm-section feedback" aria-labelledby="confirm-feedback-title">
      <h2 id="confirm-feedback-title">
        <FormattedMessage id="checkout.feedback.title" />
      </h2>
      <div className="field">
        <FieldLabel htmlFor="feedback-knownfrom" required={false}>
          <FormattedMessage id="checkout.feedback.knownfrom" />
        </FieldLabel>
        <select
          id="feedback-knownfrom"
          className="field-input"
          value={knownFrom}
          aria-invalid={error('knownfrom') ? true : undefined}
          aria-describedby={describedBy(error('knownfrom') ? messageId('feedback-knownfrom') : null)}
          onChange={(event) => set('knownfrom', event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'checkout.feedback.knownfrom_none' })}</option>
          {KnownFrom.options.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `checkout.feedback.knownfrom_${option}` })}
            </option>
          ))}
        </select>
        <FieldMessage id={messageId('feedback-knownfrom')} text={error('knownfrom')} />
      </div>
      {knownFrom === 'customer_referral' ? (
        <TextInput
          id="feedback-advertisedcustomer"
          label={intl.formatMessage({ id: 'checkout.feedback.advertisedcustomer' })}
          value={values.advertisedcustomer ?? ''}
          maxLength={40}
          error={error('advertisedcustomer')}
          onChange={(event) => set('advertisedcustomer', event.target.value)}
        />
      ) : null}
      {knownFrom === 'other' ? (
        <TextInput
          id="feedback-otherknownfrom"
          label={intl.formatMessage({ id: 'checkout.feedback.otherknownfrom' })}
          value={values.otherknownfrom ?? ''}
          maxLength={100}
          error={error('otherknownfrom')}
          onChange={(event) => set('otherknownfrom', event.target.value)}
        />
      ) : null}
      {brand.display.referral_id_input_on_confirmation ? (
        <TextInput
          id="feedback-referral-id"
          label={intl.formatMessage({ id: 'checkout.feedback.referral_id' })}
          value={values.referral_id ?? ''}
          maxLength={40}
          autoComplete="off"
          error={error('referral_id')}
          onChange={(event) => set('referral_id', event.target.value)}
        />
      ) : null}
      <div className="field">
        <FieldLabel htmlFor={commentId} required={false}>
          <FormattedMessage id="checkout.feedback.comment" />
        </FieldLabel>
        <textarea
          id={commentId}
          className="field-input"
          rows={3}
          value={values.comment ?? ''}
          aria-invalid={error('comment') ? true : undefined}
          aria-describedby={describedBy(error('comment') ? messageId(commentId) : null)}
          onChange={(event) => set('comment', event.target.value)}
        />
        <FieldMessage id={messageId(commentId)} text={error('comment')} />
      </div>
      {brand.offer_newsletter ? (
        <Checkbox
          id="feedback-newsletter"
          label={<FormattedMessage id="checkout.feedback.newsletter" />}
          checked={values.newsletter === true}
          onChange={(event) => set('newsletter', event.target.checked)}
        />
      ) : null}
    </section>
  );
}
