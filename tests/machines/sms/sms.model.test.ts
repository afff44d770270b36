import type { RouteId } from '@machines/shared/routes';
import { type SmsContext, smsMachine } from '@machines/sms/sms.machine';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { done, failed, networkError } from '../checkout/fixtures';
import { type SeenState, topState, walkEveryTransition } from '../checkout/model';
import { CoverageRecorder } from '../support/coverage';
import { currentOrder, smsError, validated } from './fixtures';

const SCREEN: Record<string, RouteId | undefined> = {
  root: 'categories',
  validation: 'smsValidation',
  success: 'success',
};

const events: AnyEventObject[] = [
  { type: 'SMS.CODE_CHANGED', code: '4Kx7' },
  { type: 'SMS.CODE_CHANGED', code: '4Kx7p' },
  { type: 'SMS.CODE_CHANGED', code: '4Kx0p' },
  { type: 'SMS.PHONE_CHANGED', phone: '+49 170 1234567' },
  { type: 'SMS.PHONE_CHANGED', phone: '' },
  { type: 'SMS.CONFIRMED' },
  { type: 'SMS.RESEND_REQUESTED' },
  done('validateSms', validated),
  failed('validateSms', smsError({ smsCode: ['The code is wrong.', 'Two attempts left.'] })),
  failed('validateSms', smsError({ phoneNo: ['The number cannot receive SMS.'] })),
  failed('validateSms', smsError({}, 'The order is already validated.')),
  failed('validateSms', networkError),
  done('resendSms', undefined),
  done('loadCurrentOrder', currentOrder('awaiting_sms_validation')),
  done('loadCurrentOrder', currentOrder('awaiting_sms_validation', false)),
  done('loadCurrentOrder', currentOrder('placed')),
  done('loadCurrentOrder', null),
  failed('loadCurrentOrder', networkError),
  failed('resendSms', networkError),
];

const customers = {
  'a customer with a phone number': { orderId: 4711, customerHasPhone: true },
  'a customer without a phone number': { orderId: 4711, customerHasPhone: false },
  'a visitor who reloaded the SMS screen': { orderId: null, customerHasPhone: false },
};

const serialize = ({ value, context }: SeenState<SmsContext>) =>
  JSON.stringify([value, context.code, context.phone, context.codeSentAgain]);

describe('SMS validation machine, model-based', () => {
  const recorder = new CoverageRecorder('sms', smsMachine);

  for (const [customer, input] of Object.entries(customers)) {
    it(`walks every transition for ${customer} and shows the right screen at each step`, {
      timeout: 180_000,
    }, () => {
      const walked = walkEveryTransition<SmsContext>({
        machine: smsMachine,
        recorder,
        events,
        input,
        serialize,
        expectedRoute: (snapshot) => SCREEN[topState(snapshot)],
      });
      expect(walked.states).toBeGreaterThan(1);
    });
  }

  it('covers every transition, guard outcome and state', () => {
    const report = recorder.save();
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
  });
});
