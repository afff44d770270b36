import { CAN_CONFIRM } from '@machines/sms/sms.machine';
import { FieldMessage } from '@web/fields/FieldMessage';
import { messageId } from '@web/fields/field-props';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import { FormAlert, TextInput } from './FormControls';
import { SmsCodeBoxes } from './SmsCodeBoxes';
import { useMessage } from './use-message';
import './checkout.css';

const CODE_ID = 'sms-code';

/**
 * SmsValidation (checkout spec sections 2, 4, 5 and 8): five boxes for the code, the phone number
 * when the customer has none, resend ("code sent again"), confirm enabled once all five characters
 * are there; errors under the phone or code field, or for the whole form.
 */
export function Screen() {
  const intl = useIntl();
  const message = useMessage();
  const snapshot = useAreaState('sms');
  const { send } = useWizard();
  const heading = <CheckoutHeading route="smsValidation" fallback="sms_validation.title" />;
  // Until the order is known (a reload asks the server first) there is no form to fill: what
  // would be typed there could not reach the machine.
  if (!snapshot?.matches('validation')) {
    return (
      <>
        {heading}
        <LoadingStatus />
      </>
    );
  }
  const { context } = snapshot;
  const verifying = snapshot.matches({ validation: { form: 'verifying' } });
  const resending = snapshot.matches({ validation: { resend: 'sending' } });
  const codeError = message(context.fieldErrors.smsCode);
  const phoneError = message(context.fieldErrors.phoneNo);

  return (
    <>
      {heading}
      <form
        className="checkout-form sms-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SMS.CONFIRMED' });
        }}
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
            value={context.phone}
            error={phoneError}
            disabled={verifying}
            onChange={(event) => send({ type: 'SMS.PHONE_CHANGED', phone: event.target.value })}
          />
        )}
        <fieldset className="sms-code" aria-describedby={codeError ? messageId(CODE_ID) : undefined}>
          <legend className="field-legend">
            <FormattedMessage id="checkout.sms.code_legend" />
          </legend>
          <SmsCodeBoxes
            id={CODE_ID}
            code={context.code}
            errorId={codeError ? messageId(CODE_ID) : null}
            invalid={Boolean(codeError)}
            disabled={verifying}
            onChange={(code) => send({ type: 'SMS.CODE_CHANGED', code })}
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
          <button
            type="submit"
            className="button button-primary"
            disabled={!snapshot.hasTag(CAN_CONFIRM) || verifying}
          >
            <FormattedMessage id="checkout.sms.confirm" />
          </button>
        </div>
      </form>
    </>
  );
}
