import { createSmsValidationForm, type SmsValidationForm } from '@domain/validation/checkout/sms';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SmsContext, SmsField } from '@machines/sms/sms.machine';
import type { AreaUserEvent } from '@machines/wizard/types';
import { FieldMessage } from '@web/fields/FieldMessage';
import { messageId } from '@web/fields/field-props';
import { useEffect, useMemo, useRef } from 'react';
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
const PHONE_ID = 'sms-phone';
const FIELDS: readonly SmsField[] = ['smsCode', 'phoneNo'];

/**
 * A refused code (or phone number): the boxes were disabled while the server checked it, so the
 * focus was lost. It returns to the phone field when that is what was refused, else to the first
 * code box, whose description is the message, so it is read out with the box.
 */
function useFocusAfterRefusal(verifying: boolean, context: SmsContext): void {
  const wasVerifying = useRef(verifying);
  const refused =
    context.fieldErrors.smsCode !== undefined ||
    context.fieldErrors.phoneNo !== undefined ||
    context.generalError !== null;
  const phoneRefused = context.fieldErrors.phoneNo !== undefined && context.fieldErrors.smsCode === undefined;
  useEffect(() => {
    const ended = wasVerifying.current && !verifying;
    wasVerifying.current = verifying;
    if (!ended || !refused) return;
    document.getElementById(phoneRefused ? PHONE_ID : CODE_ID)?.focus();
  }, [verifying, refused, phoneRefused]);
}

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
  const serverCodeError = context.fieldErrors.smsCode;
  // The machine took the code's message back (a new code was sent): the form's copy goes too.
  useEffect(() => {
    if (serverCodeError === undefined) clearErrors('smsCode');
  }, [serverCodeError, clearErrors]);
  useFocusAfterRefusal(verifying, context);
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
          id={PHONE_ID}
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
