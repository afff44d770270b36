import type { BrandProperties } from '@contract/brand';
import { KnownFrom } from '@contract/feedback';
import { feedbackFieldsHiddenBy } from '@domain/validation/checkout/feedback-choice-fields';
import {
  type OrderFeedback,
  OrderFeedbackForm,
  type OrderFeedbackFormInput,
} from '@domain/validation/checkout/order-feedback';
import { zodResolver } from '@hookform/resolvers/zod';
import { FieldLabel } from '@web/fields/FieldLabel';
import { FieldMessage } from '@web/fields/FieldMessage';
import { describedBy, messageId } from '@web/fields/field-props';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, TextInput } from './FormControls';
import { FEEDBACK_DEBOUNCE_MS, type FeedbackField } from './feedback-rules';
import { useMessage } from './use-message';

/**
 * The feedback section of the confirm screen (new customers only): how the visitor heard of us
 * (with the recommending customer or another source), the referral id (brand flag), a comment and
 * the newsletter (brand flag). A react-hook-form form over the domain's schema: its messages appear
 * 500 ms after typing stops (`delayError`); the machine's messages (buy now with an invalid form, a
 * refused referral id) show at once. Every change is reported with `onChange`; `restored` values
 * the machine hands back (after a payment provider's return) replace the form's. The fields of one
 * source (domain `feedbackFieldsHiddenBy`) show only while it is chosen; choosing another empties
 * them (`resetField`) before the change is reported, so a hidden value neither keeps buy now
 * disabled nor goes with the order.
 */
export function FeedbackSection({
  restored,
  onChange,
  machineErrors,
  brand,
}: {
  restored: OrderFeedbackFormInput;
  onChange(values: OrderFeedbackFormInput): void;
  machineErrors: Readonly<Record<string, string>>;
  brand: Pick<BrandProperties, 'display' | 'offer_newsletter'>;
}) {
  const intl = useIntl();
  const message = useMessage();
  const { register, formState, watch, reset, getValues, resetField } = useForm<
    OrderFeedbackFormInput,
    unknown,
    OrderFeedback
  >({
    resolver: zodResolver(OrderFeedbackForm),
    mode: 'onChange',
    delayError: FEEDBACK_DEBOUNCE_MS,
    defaultValues: restored,
  });
  const error = (field: FeedbackField) => message(machineErrors[field] ?? formState.errors[field]?.message);
  const hidden = feedbackFieldsHiddenBy(watch('knownfrom') ?? '');
  const commentId = 'feedback-comment';

  // The machine echoes every change back; only values that differ from the form's replace them.
  useEffect(() => {
    if (JSON.stringify(restored) !== JSON.stringify(getValues())) reset(restored);
  }, [restored, getValues, reset]);

  useEffect(() => {
    const subscription = watch(() => onChange(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues, onChange]);

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
          aria-invalid={error('knownfrom') ? true : undefined}
          aria-describedby={describedBy(error('knownfrom') ? messageId('feedback-knownfrom') : null)}
          {...register('knownfrom', {
            onChange: (event: { target: { value: string } }) => {
              for (const field of feedbackFieldsHiddenBy(event.target.value)) {
                resetField(field, { defaultValue: '' });
              }
            },
          })}
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
      {hidden.includes('advertisedcustomer') ? null : (
        <TextInput
          id="feedback-advertisedcustomer"
          label={intl.formatMessage({ id: 'checkout.feedback.advertisedcustomer' })}
          error={error('advertisedcustomer')}
          {...register('advertisedcustomer')}
        />
      )}
      {hidden.includes('otherknownfrom') ? null : (
        <TextInput
          id="feedback-otherknownfrom"
          label={intl.formatMessage({ id: 'checkout.feedback.otherknownfrom' })}
          error={error('otherknownfrom')}
          {...register('otherknownfrom')}
        />
      )}
      {brand.display.referral_id_input_on_confirmation ? (
        <TextInput
          id="feedback-referral-id"
          label={intl.formatMessage({ id: 'checkout.feedback.referral_id' })}
          autoComplete="off"
          error={error('referral_id')}
          {...register('referral_id')}
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
          aria-invalid={error('comment') ? true : undefined}
          aria-describedby={describedBy(error('comment') ? messageId(commentId) : null)}
          {...register('comment')}
        />
        <FieldMessage id={messageId(commentId)} text={error('comment')} />
      </div>
      {brand.offer_newsletter ? (
        <Checkbox
          id="feedback-newsletter"
          label={<FormattedMessage id="checkout.feedback.newsletter" />}
          {...register('newsletter')}
        />
      ) : null}
    </section>
  );
}
