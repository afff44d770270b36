import { CAN_CONFIRM } from '@machines/sms/sms.machine';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { CheckoutHeading } from './CheckoutHeading';
import { SmsCodeForm } from './SmsCodeForm';
import './checkout.css';

/**
 * SmsValidation (checkout spec sections 2, 4, 5 and 8): five boxes for the code, the phone number
 * when the customer has none, resend ("code sent again"), confirm enabled once all five characters
 * are there; errors under the phone or code field, or for the whole form.
 */
export function Screen() {
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
  return (
    <>
      {heading}
      <SmsCodeForm
        context={snapshot.context}
        canConfirm={snapshot.hasTag(CAN_CONFIRM)}
        verifying={snapshot.matches({ validation: { form: 'verifying' } })}
        resending={snapshot.matches({ validation: { resend: 'sending' } })}
        send={send}
      />
    </>
  );
}
