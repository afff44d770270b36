import { CHECKOUT_ROUTES, type CheckoutContext, checkoutMachine } from '@machines/checkout/checkout.machine';
import type { RouteId } from '@machines/shared/routes';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { CoverageRecorder } from '../support/coverage';
import {
  address,
  basicInfo,
  checkoutInput,
  done,
  entered,
  existingCustomer,
  failed,
  fieldErrors,
  networkError,
  newCustomer,
  sepa,
  serverError,
} from './fixtures';
import { type SeenState, topState, walkEveryTransition } from './model';

/** The screen a visitor sees in each top-level state (independent of the machine's meta). */
const SCREEN: Record<string, RouteId | undefined> = {
  idle: undefined,
  loginOrRegister: 'loginOrRegister',
  logout: 'logout',
  basicInfo: 'basicInfo',
  address: 'address',
  payment: 'payment',
  confirm: 'confirm',
  cart: 'cart',
  root: 'categories',
  existingCustomerToConfirm: 'confirm',
  postfill: 'postfillProducts',
};

const events: AnyEventObject[] = [
  ...CHECKOUT_ROUTES.map((route) => entered(route)),
  entered('basicInfo', { returnToConfirm: '1' }),
  entered('address', { returnToConfirm: '1' }),
  entered('cart'),
  entered('categories'),
  { type: 'LOGIN.COMPLETED', customer: existingCustomer },
  { type: 'LOGIN.COMPLETED', customer: newCustomer() },
  { type: 'REGISTER.CHOSEN' },
  { type: 'LOGOUT.CHOSEN' },
  { type: 'STEP.NEXT' },
  { type: 'STEP.BACK' },
  { type: 'BASIC_INFO.SUBMITTED', values: basicInfo },
  { type: 'ADDRESS.SUBMITTED', values: address },
  {
    type: 'PAYMENT.SUBMITTED',
    values: {
      type: 'sepa',
      holder: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bank: null,
      permission: true,
    },
  },
  done('saveBasicInfo', { basicInfo, paymentOption: sepa }),
  // The new customer group rules the chosen payment option out: the server dropped it.
  done('saveBasicInfo', { basicInfo, paymentOption: null }),
  failed('saveBasicInfo', fieldErrors({ email: ['customer.form_validation.email_valid_email'] })),
  failed('saveBasicInfo', serverError),
  done('saveAddress', { address, paymentOption: sepa }),
  // The new country rules the chosen payment option out: the server dropped it.
  done('saveAddress', { address, paymentOption: null }),
  failed('saveAddress', fieldErrors({ postal_code: ['customer.form_validation.postal_code_max_length'] })),
  failed('saveAddress', networkError),
  done('refetchAfterAddress', undefined),
  failed('refetchAfterAddress', serverError),
  done('savePayment', sepa),
  failed('savePayment', fieldErrors({ iban: ['payment.form_validation.iban_checksum'] })),
  failed('savePayment', serverError),
  done('logout', undefined),
  failed('logout', networkError),
];

/** Who is checking out: the facts the guards read. */
const visitors = {
  'a new visitor, login allowed': checkoutInput(),
  'a new visitor, login not allowed': checkoutInput({ loginAllowed: false }),
  'an existing customer with a payment option': checkoutInput({
    customer: existingCustomer,
    paymentOption: sepa,
  }),
  'an existing customer, login not allowed': checkoutInput({
    customer: existingCustomer,
    paymentOption: sepa,
    loginAllowed: false,
  }),
  'a visitor with an empty cart': checkoutInput({ itemCount: 0 }),
  'a new customer with address, no payment yet': checkoutInput({
    customer: newCustomer({ basicInfo, address }),
  }),
};

const serialize = ({ value, context }: SeenState<CheckoutContext>) =>
  JSON.stringify([
    value,
    context.customerNumber !== null,
    context.basicInfo !== null,
    context.address !== null,
    context.paymentOption !== null,
    context.returnToConfirm,
  ]);

describe('checkout machine, model-based', () => {
  const recorder = new CoverageRecorder('checkout', checkoutMachine);

  for (const [visitor, input] of Object.entries(visitors)) {
    it(`walks every transition for ${visitor} and shows the right screen at each step`, {
      timeout: 180_000,
    }, () => {
      const walked = walkEveryTransition<CheckoutContext>({
        machine: checkoutMachine,
        recorder,
        events,
        input,
        serialize,
        expectedRoute: (snapshot) => SCREEN[topState(snapshot)],
      });
      expect(walked.states).toBeGreaterThan(1);
      // Every route of a visitor with an empty cart is refused at once: one step per sequence.
      expect(walked.steps).toBeGreaterThanOrEqual(walked.sequences);
    });
  }

  it('covers every transition, guard outcome and state', () => {
    const report = recorder.save();
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });
});
