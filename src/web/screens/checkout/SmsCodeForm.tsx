import { createSmsValidationForm, type SmsValidationForm } from '@domain/validation/checkout/sms';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SmsContext, SmsField } from '@machines/sms/sms.machine';
import type { AreaUserEvent } from '@machines/wizard/types';
import { FieldMessage } from '@web/fields/FieldMessage';
import { messageId } from '@web/fields/field-props';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { FormAlert, TextInput } from './FormControls';
import { SmsCodeBoxes } from './SmsCodeBoxes';
import { useMessage } from './use-message';
import { useServerErrors } from './use-server-errors';

type SmsSchema = ReturnType<typeof createSmsValidationForm>;
type SmsInput = z.input<SmsSchema>;

const CODE_ID = 'sms-code';
const FIELDS: readonly SmsField[] = ['smsCode', 'phoneNo'];

/**
 * The SMS validation form: the phone number when the customer has none, the five code boxes,
 * resend and confirm. A react-hook-form form over the domain's schema; every change also goes to
 * the SMS machine (it enables confirm once the code is complete and verifies it). Messages appear
 * on confirm: the schema's, or the machine's (the server's answer), each until its field is edited.
 */
export function SmsCodeForm({
  context,
  canConfirm,
  verifying,
  resending,
  send,
}: {
  context: SmsContext;
  /** The machine takes a confirm now (all five characters are there). */
  canConfirm: boolean;
  verifying: boolean;
  resending: boolean;
  send(event: AreaUserEvent): void;
}) {
  const intl = useIntl();
  const message = useMessage();
  const schema = useMemo(
    () => createSmsValidationForm({ customerHasPhone: context.customerHasPhone }),
    [context.customerHasPhone],
  );
  const { register, control, handleSubmit, formState, setError, clearErrors } = useForm<
    SmsInput,
    unknown,
    SmsValidationForm
  >({
    resolver: zodResolver(schema),
    // Checked on confirm only; editing a field takes its message away until the next confirm.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { smsCode: context.code, phoneNo: context.phone },
  });
  useServerErrors(setError, context.fieldErrors, FIELDS);
  const codeError = message(formState.errors.smsCode?.message);
  const phoneError = message(formState.errors.phoneNo?.message);

  return (
    <form
      className="checkout-form sms-form"
      noValidate
      onSubmit={handleSubmit(() => send({ type: 'SMS.CONFIRMED' }))}
    >
      <p>
        <FormattedMessage
          id={context.customerHasPhone ? 'checkout.sms.intro' : 'checkout.sms.intro_no_phone'}
        />
      </p>
      <FormAlert text={message(context.generalError)} />
      {context.customerHasPhone ? null : (
        <TextInput
          id="sms-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          label={intl.formatMessage({ id: 'checkout.sms.phone' })}
          error={phoneError}
          disabled={verifying}
          {...register('phoneNo', {
            onChange: (event: { target: { value: string } }) => {
              clearErrors('phoneNo');
              send({ type: 'SMS.PHONE_CHANGED', phone: event.target.value });
            },
          })}
        />
      )}
      <fieldset className="sms-code" aria-describedby={codeError ? messageId(CODE_ID) : undefined}>
        <legend className="field-legend">
          <FormattedMessage id="checkout.sms.code_legend" />
        </legend>
        <Controller
          control={control}
          name="smsCode"
          render={({ field }) => (
            <SmsCodeBoxes
              id={CODE_ID}
              code={field.value ?? ''}
              errorId={codeError ? messageId(CODE_ID) : null}
              invalid={Boolean(codeError)}
              disabled={verifying}
              onChange={(code) => {
                field.onChange(code);
                clearErrors('smsCode');
                send({ type: 'SMS.CODE_CHANGED', code });
              }}
            />
          )}
        />
        <FieldMessage id={messageId(CODE_ID)} text={codeError} />
      </fieldset>
      <p className="sms-resend">
        <button
          type="button"
          className="button-link"
          disabled={resending}
          onClick={() => send({ type: 'SMS.RESEND_REQUESTED' })}
        >
          <FormattedMessage id="checkout.sms.resend" />
        </button>
      </p>
      <p role="status" className="field-note">
        {context.codeSentAgain ? <FormattedMessage id="sms_validation.code_sent_again" /> : null}
      </p>
      <div className="step-nav">
        <span />
        <button type="submit" className="button button-primary" disabled={!canConfirm || verifying}>
          <FormattedMessage id="checkout.sms.confirm" />
        </button>
      </div>
    </form>
  );
}
