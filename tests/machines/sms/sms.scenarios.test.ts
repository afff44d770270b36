import type { Order, SmsValidateBody, SmsValidateResponse } from '@contract/orders';
import { CAN_CONFIRM, type SmsInput, smsMachine } from '@machines/sms/sms.machine';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { networkError } from '../checkout/fixtures';
import { routeOf } from '../checkout/model';
import { currentOrder, smsError, validated } from './fixtures';

interface Answers {
  loadCurrentOrder?: () => Promise<Order | null>;
  validateSms?: () => Promise<SmsValidateResponse>;
  resendSms?: () => Promise<void>;
}

function smsScreen(input: SmsInput, answers: Answers = {}) {
  const requests: SmsValidateBody[] = [];
  const log: string[] = [];
  const machine = smsMachine.provide({
    actors: {
      loadCurrentOrder: fromPromise<Order | null>(() => {
        log.push('load the session order');
        return answers.loadCurrentOrder
          ? answers.loadCurrentOrder()
          : Promise.reject(new Error('not expected'));
      }),
      validateSms: fromPromise<SmsValidateResponse, { orderId: number; body: SmsValidateBody }>(
        ({ input: call }) => {
          log.push(`validate order ${call.orderId}`);
          requests.push(call.body);
          return answers.validateSms ? answers.validateSms() : Promise.reject(new Error('not expected'));
        },
      ),
      resendSms: fromPromise<void, { orderId: number }>(({ input: call }) => {
        log.push(`resend for order ${call.orderId}`);
        return answers.resendSms ? answers.resendSms() : Promise.reject(new Error('not expected'));
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return {
    actor,
    requests,
    log,
    screen: () => routeOf(actor.getSnapshot()),
    canConfirm: () => actor.getSnapshot().hasTag(CAN_CONFIRM),
    context: () => actor.getSnapshot().context,
  };
}

const type = (screen: ReturnType<typeof smsScreen>, code: string) =>
  screen.actor.send({ type: 'SMS.CODE_CHANGED', code });

describe('SMS validation', () => {
  it('SMS code with 4 characters cannot be confirmed; wrong code shows the error under the code field; resend shows code sent again', async () => {
    const screen = smsScreen(
      { orderId: 4711, customerHasPhone: true },
      {
        validateSms: () =>
          Promise.reject(smsError({ smsCode: ['The code is wrong.', 'Two attempts left.'] })),
        resendSms: async () => {},
      },
    );
    expect(screen.screen()).toBe('smsValidation');

    type(screen, '4Kx7');
    expect(screen.canConfirm()).toBe(false);
    screen.actor.send({ type: 'SMS.CONFIRMED' });
    expect(screen.log).toEqual([]);

    type(screen, '4Kx7p');
    expect(screen.canConfirm()).toBe(true);
    screen.actor.send({ type: 'SMS.CONFIRMED' });
    expect(screen.canConfirm()).toBe(false);
    await waitFor(screen.actor, (snapshot) => snapshot.matches({ validation: { form: 'complete' } }));
    expect(screen.requests).toEqual([{ method: 'sms', smsCode: '4Kx7p' }]);
    expect(screen.context().fieldErrors).toEqual({ smsCode: 'The code is wrong.\nTwo attempts left.' });
    expect(screen.context().generalError).toBeNull();
    expect(screen.screen()).toBe('smsValidation');

    screen.actor.send({ type: 'SMS.RESEND_REQUESTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.matches({ validation: { resend: 'idle' } }));
    expect(screen.context().codeSentAgain).toBe(true);
    // The old code's message goes with the new code; the code typed so far stays.
    expect(screen.context().fieldErrors.smsCode).toBeUndefined();
    expect(screen.context().code).toBe('4Kx7p');
    expect(screen.log).toEqual(['validate order 4711', 'resend for order 4711']);
  });

  it('a failed resend keeps the old code’s message', async () => {
    const screen = smsScreen(
      { orderId: 4711, customerHasPhone: true },
      {
        validateSms: () => Promise.reject(smsError({ smsCode: ['The code is wrong.'] })),
        resendSms: () => Promise.reject(new Error('gateway down')),
      },
    );
    type(screen, '4Kx7p');
    screen.actor.send({ type: 'SMS.CONFIRMED' });
    await waitFor(screen.actor, (snapshot) => snapshot.context.fieldErrors.smsCode !== undefined);
    screen.actor.send({ type: 'SMS.RESEND_REQUESTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.matches({ validation: { resend: 'idle' } }));
    expect(screen.context().codeSentAgain).toBe(false);
    expect(screen.context().fieldErrors.smsCode).toBe('The code is wrong.');
  });

  it('look-alike characters do not make a complete code', () => {
    const screen = smsScreen({ orderId: 4711, customerHasPhone: true });
    type(screen, '4Kx0p');
    expect(screen.canConfirm()).toBe(false);
  });

  it('asks for the phone number when the customer has none, and goes to success', async () => {
    const screen = smsScreen(
      { orderId: 4711, customerHasPhone: false },
      { validateSms: async () => validated },
    );
    type(screen, '4Kx7p');
    screen.actor.send({ type: 'SMS.CONFIRMED' });
    expect(screen.context().fieldErrors).toEqual({ phoneNo: 'sms.form_validation.phone_required' });
    expect(screen.log).toEqual([]);

    screen.actor.send({ type: 'SMS.PHONE_CHANGED', phone: ' +49 170 1234567 ' });
    screen.actor.send({ type: 'SMS.CONFIRMED' });
    await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
    expect(screen.requests).toEqual([{ method: 'sms', smsCode: '4Kx7p', phoneNo: '+49 170 1234567' }]);
    expect(screen.screen()).toBe('success');
    expect(screen.actor.getSnapshot().output).toEqual({
      next: { route: 'success', params: { orderId: '4711' } },
    });
  });

  it('phone errors go under the phone field, other errors are general', async () => {
    const phone = smsScreen(
      { orderId: 4711, customerHasPhone: false },
      {
        validateSms: () =>
          Promise.reject(smsError({ phoneNo: ['Unknown network.', 'Use a mobile number.'] })),
      },
    );
    type(phone, '4Kx7p');
    phone.actor.send({ type: 'SMS.PHONE_CHANGED', phone: '+49 30 123456' });
    phone.actor.send({ type: 'SMS.CONFIRMED' });
    await waitFor(phone.actor, (snapshot) => snapshot.matches({ validation: { form: 'complete' } }));
    expect(phone.context().fieldErrors).toEqual({ phoneNo: 'Unknown network.\nUse a mobile number.' });

    const general = smsScreen(
      { orderId: 4711, customerHasPhone: true },
      { validateSms: () => Promise.reject(smsError({}, 'The order is already validated.')) },
    );
    type(general, '4Kx7p');
    general.actor.send({ type: 'SMS.CONFIRMED' });
    await waitFor(general.actor, (snapshot) => snapshot.matches({ validation: { form: 'complete' } }));
    expect(general.context()).toMatchObject({
      fieldErrors: {},
      generalError: 'The order is already validated.',
    });
  });

  it('a failed resend shows nothing', async () => {
    const screen = smsScreen(
      { orderId: 4711, customerHasPhone: true },
      { resendSms: () => Promise.reject(networkError) },
    );
    screen.actor.send({ type: 'SMS.RESEND_REQUESTED' });
    await waitFor(screen.actor, (snapshot) => snapshot.matches({ validation: { resend: 'idle' } }));
    expect(screen.context()).toMatchObject({ codeSentAgain: false, generalError: null, fieldErrors: {} });
  });

  describe('after a reload (no order in memory)', () => {
    it('finds the order awaiting its code and asks for the phone when the order has none', async () => {
      const screen = smsScreen(
        { orderId: null, customerHasPhone: true },
        {
          loadCurrentOrder: async () => currentOrder('awaiting_sms_validation', false),
          validateSms: async () => validated,
        },
      );
      await waitFor(screen.actor, (snapshot) => snapshot.matches('validation'));
      expect(screen.screen()).toBe('smsValidation');
      expect(screen.context()).toMatchObject({ orderId: 4711, customerHasPhone: false });
      screen.actor.send({ type: 'SMS.PHONE_CHANGED', phone: '+49 170 1234567' });
      type(screen, '4Kx7p');
      screen.actor.send({ type: 'SMS.CONFIRMED' });
      await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
      expect(screen.log).toEqual(['load the session order', 'validate order 4711']);
      expect(screen.actor.getSnapshot().output).toEqual({
        next: { route: 'success', params: { orderId: '4711' } },
      });
    });

    it('goes to success for an order already validated', async () => {
      const screen = smsScreen(
        { orderId: null, customerHasPhone: true },
        { loadCurrentOrder: async () => currentOrder('placed') },
      );
      await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
      expect(screen.actor.getSnapshot().output).toEqual({
        next: { route: 'success', params: { orderId: '4711' } },
      });
    });

    it.each([
      ['no order', async () => null],
      ['an unreadable answer', () => Promise.reject(networkError)],
    ])('sends to the root on %s, replacing the URL', async (_, loadCurrentOrder) => {
      const screen = smsScreen({ orderId: null, customerHasPhone: true }, { loadCurrentOrder });
      await waitFor(screen.actor, (snapshot) => snapshot.status === 'done');
      expect(screen.actor.getSnapshot().output).toEqual({ next: { route: 'categories', replace: true } });
    });
  });
});
