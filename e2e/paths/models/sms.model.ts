import { smsMachine } from '@machines/sms/sms.machine';
import { expect } from 'vitest';
import { setup } from 'xstate';
import { seedCart } from '../../support/cart-fixtures';
import { windowsServer } from '../../support/checkout-flow';
import { logInAs, placeOrder, saveNewCustomer, savePayment } from '../fixtures/session-api';
import { type PathContext, userModel } from '../framework/user-model';
import { codeBox, latestSmsCode, onScreen, typeInBoxes } from './screen';

/**
 * SMS validation as a person sees it (checkout spec sections 2, 4, 5 and 8): five boxes, confirm
 * enabled once all five are filled, a wrong code refused under the boxes, resend ("code sent
 * again"), the phone number asked for when the customer has none, success. Orders come from the
 * API: a new customer's Windows server (SMS-validated) paid by SEPA, or the existing company
 * customer without phone (Max, at the development authority).
 */
const machine = setup({
  types: {
    events: {} as
      | { type: 'ARRIVE_WITH_PHONE' }
      | { type: 'ARRIVE_WITHOUT_PHONE' }
      | { type: 'OPEN_WITHOUT_ORDER' }
      | { type: 'TYPE_PART_OF_CODE' }
      | { type: 'TYPE_REST_OF_CODE' }
      | { type: 'ERASE_LAST' }
      | { type: 'TYPE_WRONG_CODE' }
      | { type: 'CONFIRM' }
      | { type: 'REQUEST_RESEND' }
      | { type: 'TYPE_PHONE' },
  },
}).createMachine({
  id: 'smsPaths',
  initial: 'start',
  states: {
    start: {
      on: {
        ARRIVE_WITH_PHONE: 'codeEmpty',
        ARRIVE_WITHOUT_PHONE: 'phoneAsked',
        OPEN_WITHOUT_ORDER: 'categories',
      },
    },
    /** The SMS screen, boxes empty: confirm disabled. */
    codeEmpty: {
      on: {
        TYPE_PART_OF_CODE: 'codePartial',
        TYPE_WRONG_CODE: 'wrongCodeTyped',
        REQUEST_RESEND: 'codeResent',
      },
    },
    /** Three of five characters: confirm still disabled. */
    codePartial: { on: { TYPE_REST_OF_CODE: 'codeTyped', ERASE_LAST: 'codePartial' } },
    /** The code of the latest SMS in the boxes: confirm enabled. */
    codeTyped: { on: { CONFIRM: 'success', ERASE_LAST: 'codePartial' } },
    wrongCodeTyped: { on: { CONFIRM: 'wrongCodeRefused' } },
    /** "This code is not correct." under the boxes. */
    wrongCodeRefused: { on: { TYPE_PART_OF_CODE: 'codePartial' } },
    /** "Code sent again": a new SMS with a new code. */
    codeResent: { on: { TYPE_PART_OF_CODE: 'codePartial' } },
    /** No phone on file: the phone field above the boxes. */
    phoneAsked: { on: { TYPE_PHONE: 'phoneTyped' } },
    phoneTyped: { on: { TYPE_WRONG_CODE: 'phoneAndCodeTyped' } },
    phoneAndCodeTyped: { on: { CONFIRM: 'codeSentToPhone' } },
    /** The first confirm sent the code to the number given: "please enter it". */
    codeSentToPhone: { on: { TYPE_PART_OF_CODE: 'codePartial' } },
    success: { type: 'final' },
    categories: { type: 'final' },
  },
});

const MAX_PHONE = '+49 40 7654321';

/** The code of the newest SMS of the path's order. */
async function currentCode(path: PathContext): Promise<string> {
  const code = await latestSmsCode(path);
  if (!code) throw new Error('no SMS for the order yet');
  return code;
}

const confirmButton = (path: PathContext) =>
  path.page.getByRole('button', { name: path.t('checkout.sms.confirm') });

async function smsScreen(path: PathContext, confirmEnabled: boolean): Promise<void> {
  await onScreen(path, 'sms_validation.title', '/sms-validation');
  await expect.poll(() => confirmButton(path).isEnabled()).toBe(confirmEnabled);
}

async function boxesHold(path: PathContext, characters: number): Promise<void> {
  await expect
    .poll(async () => {
      let filled = 0;
      for (let position = 1; position <= 5; position++) {
        if ((await codeBox(path, position).inputValue()) !== '') filled++;
      }
      return filled;
    })
    .toBe(characters);
}

async function arriveWithOrder(path: PathContext, existingCustomerWithoutPhone: boolean): Promise<void> {
  await path.page.goto('/categories');
  await seedCart(path.page, (shop) => [windowsServer(shop)]);
  if (existingCustomerWithoutPhone) {
    await logInAs(path.page, 'max@firma.example', 'max-test-1');
  } else {
    await saveNewCustomer(path.page);
    await savePayment(path.page);
  }
  const order = await placeOrder(path.page, { mca: true, eult: true });
  path.memo.orderId = String(order.order_id);
  await path.page.goto('/sms-validation');
}

export const smsModel = userModel({
  name: 'sms',
  title: 'SMS validation',
  machine,
  production: {
    machine: smsMachine,
    states: {
      'sms.deciding': ['codeEmpty', 'phoneAsked'],
      'sms.loadingOrder': ['codeEmpty', 'phoneAsked', 'categories'],
      'sms.root': 'categories',
      'sms.validation': ['codeEmpty', 'phoneAsked'],
      'sms.validation.form': ['codeEmpty', 'phoneAsked'],
      'sms.validation.form.incomplete': ['codeEmpty', 'codePartial', 'phoneAsked', 'phoneTyped'],
      'sms.validation.form.complete': ['codeTyped', 'wrongCodeTyped', 'phoneAndCodeTyped'],
      'sms.validation.form.verifying': ['success', 'wrongCodeRefused', 'codeSentToPhone'],
      'sms.validation.resend': ['codeEmpty', 'codeResent'],
      'sms.validation.resend.idle': ['codeEmpty', 'codeResent'],
      'sms.validation.resend.sending': 'codeResent',
      'sms.success': 'success',
    },
    events: {
      'SMS.CODE_CHANGED': ['TYPE_PART_OF_CODE', 'TYPE_REST_OF_CODE', 'ERASE_LAST', 'TYPE_WRONG_CODE'],
      'SMS.PHONE_CHANGED': ['TYPE_PHONE'],
      'SMS.CONFIRMED': ['CONFIRM'],
      'SMS.RESEND_REQUESTED': ['REQUEST_RESEND'],
    },
  },
  checks: {
    start: async () => {},
    codeEmpty: async (path) => {
      await smsScreen(path, false);
      await path.page.getByText(path.t('checkout.sms.intro')).waitFor();
      await boxesHold(path, 0);
    },
    codePartial: async (path) => {
      await smsScreen(path, false);
      await boxesHold(path, Number(path.memo.typed ?? 0));
    },
    codeTyped: async (path) => {
      await smsScreen(path, true);
      await boxesHold(path, 5);
    },
    wrongCodeTyped: (path) => smsScreen(path, true),
    wrongCodeRefused: async (path) => {
      const message = path.page.getByText(
        path.locale === 'de-DE' ? 'Dieser Code ist nicht korrekt.' : 'This code is not correct.',
      );
      await message.waitFor();
      expect(await codeBox(path, 1).getAttribute('aria-invalid')).toBe('true');
    },
    codeResent: async (path) => {
      await smsScreen(path, false);
      await path.page
        .getByRole('status')
        .filter({ hasText: path.t('sms_validation.code_sent_again') })
        .waitFor();
    },
    phoneAsked: async (path) => {
      await smsScreen(path, false);
      await path.page.getByText(path.t('checkout.sms.intro_no_phone')).waitFor();
      await path.page.getByLabel(path.t('checkout.sms.phone')).waitFor();
    },
    phoneTyped: async (path) => {
      await smsScreen(path, false);
      expect(await path.page.getByLabel(path.t('checkout.sms.phone')).inputValue()).toBe(MAX_PHONE);
    },
    phoneAndCodeTyped: (path) => smsScreen(path, true),
    codeSentToPhone: async (path) => {
      await path.page
        .getByText(
          path.locale === 'de-DE'
            ? 'Wir haben einen Code an diese Nummer gesendet. Bitte geben Sie ihn ein.'
            : 'We have sent a code to this number. Please enter it.',
        )
        .waitFor();
    },
    success: async (path) => {
      await onScreen(path, 'success.title', /^\/success\/\d+$/);
    },
    categories: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
    },
  },
  actions: {
    ARRIVE_WITH_PHONE: (path) => arriveWithOrder(path, false),
    ARRIVE_WITHOUT_PHONE: (path) => arriveWithOrder(path, true),
    OPEN_WITHOUT_ORDER: async (path) => {
      await path.page.goto('/sms-validation');
    },
    TYPE_PART_OF_CODE: async (path) => {
      const code = await currentCode(path);
      await typeInBoxes(path, code.slice(0, 3));
      path.memo.typed = '3';
    },
    TYPE_REST_OF_CODE: async (path) => {
      const code = await currentCode(path);
      const typed = Number(path.memo.typed ?? 0);
      await codeBox(path, typed + 1).click();
      await path.page.keyboard.type(code.slice(typed), { delay: 60 });
      path.memo.typed = '5';
    },
    ERASE_LAST: async (path) => {
      const typed = Number(path.memo.typed ?? 0);
      await codeBox(path, typed).click();
      await path.page.keyboard.press('Backspace');
      path.memo.typed = String(typed - 1);
    },
    TYPE_WRONG_CODE: async (path) => {
      // Without an SMS yet (no phone on file) any five characters are wrong.
      const code = (await latestSmsCode(path)) ?? 'abcde';
      const wrong = code.startsWith('a') ? `b${code.slice(1)}` : `a${code.slice(1)}`;
      await typeInBoxes(path, wrong);
      path.memo.typed = '5';
    },
    CONFIRM: async (path) => {
      await confirmButton(path).click();
    },
    REQUEST_RESEND: async (path) => {
      const before = await currentCode(path);
      await path.page.getByRole('button', { name: path.t('checkout.sms.resend') }).click();
      // The outbox has the new code once the answer is there.
      await expect.poll(() => currentCode(path)).not.toBe(before);
    },
    TYPE_PHONE: async (path) => {
      await path.page.getByLabel(path.t('checkout.sms.phone')).fill(MAX_PHONE);
    },
  },
});
