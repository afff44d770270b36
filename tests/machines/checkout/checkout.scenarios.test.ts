import type { AddressInfo, BasicInfo } from '@contract/customer';
import type { PaymentOption, SessionPaymentBody } from '@contract/payment';
import {
  type CheckoutInput,
  checkoutMachine,
  type SavedAddress,
  type SavedBasicInfo,
} from '@machines/checkout/checkout.machine';
import { BREADCRUMB_STEPS } from '@machines/shared/breadcrumb';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  address,
  basicInfo,
  checkoutInput,
  entered,
  existingCustomer,
  fieldErrors,
  newCustomer,
  sepa,
  serverError,
} from './fixtures';
import { routeOf } from './model';

const sepaBody: SessionPaymentBody = {
  type: 'sepa',
  holder: 'Erika Mustermann',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bank: null,
  permission: true,
};

/**
 * The app's calls, faked: they answer at once and note what they were asked. A save answers the
 * session's payment option `paymentAfterSave` (none unless given).
 */
function fakeCalls(
  overrides: {
    saveBasicInfo?: () => Promise<BasicInfo>;
    saveAddress?: () => Promise<AddressInfo>;
    paymentAfterSave?: PaymentOption | null;
  } = {},
) {
  const calls: string[] = [];
  const paymentOption = overrides.paymentAfterSave ?? null;
  const actors = {
    saveBasicInfo: fromPromise<SavedBasicInfo, { values: BasicInfo }>(async ({ input }) => {
      calls.push(`saveBasicInfo ${input.values.first_name}`);
      const basicInfo = overrides.saveBasicInfo ? await overrides.saveBasicInfo() : input.values;
      return { basicInfo, paymentOption };
    }),
    saveAddress: fromPromise<SavedAddress, { values: AddressInfo }>(async ({ input }) => {
      calls.push(`saveAddress ${input.values.city}`);
      const address = overrides.saveAddress ? await overrides.saveAddress() : input.values;
      return { address, paymentOption };
    }),
    refetchAfterAddress: fromPromise<void>(async () => {
      calls.push('refetch VAT, domains, payment intervals, products');
    }),
    savePayment: fromPromise<PaymentOption, { values: SessionPaymentBody }>(async ({ input }) => {
      calls.push(`savePayment ${input.values.type}`);
      return sepa;
    }),
    logout: fromPromise<void>(async () => {
      calls.push('logout');
    }),
  };
  return { calls, actors };
}

/** The checkout machine; by default the session keeps its payment option through the saves. */
function checkout(input: CheckoutInput, fakes = fakeCalls({ paymentAfterSave: input.paymentOption })) {
  const actor = createActor(checkoutMachine.provide({ actors: fakes.actors }), { input });
  actor.start();
  return { actor, calls: fakes.calls, screen: () => routeOf(actor.getSnapshot()) };
}

const breadcrumbOf = (snapshot: ReturnType<typeof checkoutMachine.getInitialSnapshot>) =>
  Object.values(snapshot.getMeta()).find((meta) => meta?.view?.breadcrumb)?.view?.breadcrumb;

describe('checkout flow', () => {
  it('existing customer on the account-change page: proceed goes to confirm', () => {
    const { actor, screen } = checkout(checkoutInput({ customer: existingCustomer, paymentOption: sepa }));
    actor.send(entered('logout'));
    expect(screen()).toBe('logout');
    actor.send({ type: 'STEP.NEXT' });
    expect(screen()).toBe('confirm');
    // Reduced breadcrumb: shopping cart > confirm.
    expect(BREADCRUMB_STEPS[actor.getSnapshot().context.breadcrumb]).toEqual(['cart', 'confirm']);
    // Back from confirm leads an existing customer to the account-change page.
    actor.send({ type: 'STEP.BACK' });
    expect(screen()).toBe('logout');
  });

  it('new customer: login-or-register, basic info, address (refetch), payment, confirm', async () => {
    const { actor, calls, screen } = checkout(checkoutInput());
    actor.send(entered('loginOrRegister'));
    expect(screen()).toBe('loginOrRegister');
    expect(breadcrumbOf(actor.getSnapshot())).toBe('customer');

    actor.send({ type: 'REGISTER.CHOSEN' });
    expect(screen()).toBe('basicInfo');
    actor.send({ type: 'BASIC_INFO.SUBMITTED', values: basicInfo });
    // Still on basic info while it is saved.
    expect(screen()).toBe('basicInfo');
    await waitFor(actor, (snapshot) => snapshot.matches({ address: 'editing' }));
    expect(screen()).toBe('address');

    actor.send({ type: 'ADDRESS.SUBMITTED', values: address });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'editing' }));
    expect(screen()).toBe('payment');
    expect(breadcrumbOf(actor.getSnapshot())).toBe('payment');

    actor.send({ type: 'PAYMENT.SUBMITTED', values: sepaBody });
    await waitFor(actor, (snapshot) => snapshot.matches('confirm'));
    expect(screen()).toBe('confirm');
    expect(breadcrumbOf(actor.getSnapshot())).toBe('confirm');
    expect(BREADCRUMB_STEPS[actor.getSnapshot().context.breadcrumb]).toEqual([
      'cart',
      'customer',
      'payment',
      'confirm',
    ]);
    expect(calls).toEqual([
      'saveBasicInfo Erika',
      'saveAddress Berlin',
      'refetch VAT, domains, payment intervals, products',
      'savePayment sepa',
    ]);
    expect(actor.getSnapshot().context.paymentOption).toEqual(sepa);
  });

  it('without login, back from basic info goes to the cart', () => {
    const { actor, screen } = checkout(checkoutInput({ loginAllowed: false }));
    actor.send(entered('basicInfo'));
    expect(screen()).toBe('basicInfo');
    actor.send({ type: 'STEP.BACK' });
    expect(screen()).toBe('cart');
    expect(actor.getSnapshot().output).toMatchObject({ next: { route: 'cart' } });
  });

  it('back goes payment → address → basic info → login-or-register', () => {
    const { actor, screen } = checkout(checkoutInput({ customer: newCustomer({ basicInfo, address }) }));
    actor.send(entered('payment'));
    expect(screen()).toBe('payment');
    actor.send({ type: 'STEP.BACK' });
    expect(screen()).toBe('address');
    actor.send({ type: 'STEP.BACK' });
    expect(screen()).toBe('basicInfo');
    actor.send({ type: 'STEP.BACK' });
    expect(screen()).toBe('loginOrRegister');
  });

  it('logging in as an existing customer on login-or-register hands over to postfill (then confirm)', () => {
    const { actor, screen } = checkout(checkoutInput());
    actor.send(entered('loginOrRegister'));
    actor.send({ type: 'LOGIN.COMPLETED', customer: existingCustomer });
    expect(screen()).toBe('postfillProducts');
    expect(actor.getSnapshot().output).toEqual({
      next: { route: 'postfillProducts', query: { p: 'y' } },
      customer: expect.objectContaining({ customer_number: existingCustomer.customer_number }),
    });
    expect(actor.getSnapshot().context.breadcrumb).toBe('existingCustomer');
  });

  it('a login popup closed without logging in leaves the visitor on login-or-register', () => {
    const { actor, screen } = checkout(checkoutInput());
    actor.send(entered('loginOrRegister'));
    actor.send({ type: 'LOGIN.COMPLETED', customer: newCustomer() });
    expect(screen()).toBe('loginOrRegister');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context).toMatchObject({ customerNumber: null, breadcrumb: 'full' });
  });

  it('logging out on the account-change page starts over as a new customer', async () => {
    const { actor, calls, screen } = checkout(
      checkoutInput({ customer: existingCustomer, paymentOption: sepa }),
    );
    actor.send(entered('logout'));
    actor.send({ type: 'LOGOUT.CHOSEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('loginOrRegister'));
    expect(calls).toEqual(['logout']);
    expect(screen()).toBe('loginOrRegister');
    expect(actor.getSnapshot().context).toMatchObject({ customerNumber: null, breadcrumb: 'full' });
  });

  it('returnToConfirm from confirm to address comes back to confirm', async () => {
    const { actor, calls, screen } = checkout(
      checkoutInput({ customer: newCustomer({ basicInfo, address }), paymentOption: sepa }),
    );
    actor.send(entered('confirm'));
    expect(screen()).toBe('confirm');
    actor.send(entered('address', { returnToConfirm: '1' }));
    expect(screen()).toBe('address');
    actor.send({ type: 'ADDRESS.SUBMITTED', values: { ...address, city: 'Hamburg' } });
    await waitFor(actor, (snapshot) => snapshot.matches('confirm'));
    expect(screen()).toBe('confirm');
    expect(calls).toEqual(['saveAddress Hamburg', 'refetch VAT, domains, payment intervals, products']);
    expect(actor.getSnapshot().context.returnToConfirm).toBe(false);
  });

  it('returnToConfirm on basic info comes back to confirm too', async () => {
    const { actor, screen } = checkout(
      checkoutInput({ customer: newCustomer({ basicInfo, address }), paymentOption: sepa }),
    );
    actor.send(entered('basicInfo', { returnToConfirm: '1' }));
    actor.send({ type: 'BASIC_INFO.SUBMITTED', values: { ...basicInfo, first_name: 'Max' } });
    await waitFor(actor, (snapshot) => snapshot.matches('confirm'));
    expect(screen()).toBe('confirm');
    expect(actor.getSnapshot().context.basicInfo?.first_name).toBe('Max');
  });

  it('a basic info change from confirm that drops the payment option goes on to payment instead', async () => {
    // A company paid by bank transfer; as a private person the server no longer keeps that option.
    const { actor, calls, screen } = checkout(
      checkoutInput({ customer: newCustomer({ basicInfo, address }), paymentOption: sepa }),
      fakeCalls({ paymentAfterSave: null }),
    );
    actor.send(entered('confirm'));
    actor.send(entered('basicInfo', { returnToConfirm: '1' }));
    actor.send({ type: 'BASIC_INFO.SUBMITTED', values: { ...basicInfo, first_name: 'Max' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ address: 'editing' }));
    expect(screen()).toBe('address');
    expect(actor.getSnapshot().context.paymentOption).toBeNull();
    actor.send({ type: 'ADDRESS.SUBMITTED', values: address });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'editing' }));
    expect(screen()).toBe('payment');
    expect(calls).toEqual([
      'saveBasicInfo Max',
      'saveAddress Berlin',
      'refetch VAT, domains, payment intervals, products',
    ]);
  });

  it('an address change from confirm that drops the payment option goes to payment instead', async () => {
    // SEPA outside the SEPA countries: the server drops the option with the new address.
    const { actor, screen } = checkout(
      checkoutInput({ customer: newCustomer({ basicInfo, address }), paymentOption: sepa }),
      fakeCalls({ paymentAfterSave: null }),
    );
    actor.send(entered('confirm'));
    actor.send(entered('address', { returnToConfirm: '1' }));
    actor.send({ type: 'ADDRESS.SUBMITTED', values: { ...address, country_code: 'GB' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'editing' }));
    expect(screen()).toBe('payment');
    expect(actor.getSnapshot().context.paymentOption).toBeNull();
  });

  it('a failed route guard sends to the root, an empty cart included', () => {
    const arrive = (input: CheckoutInput, route: Parameters<typeof entered>[0]) => {
      const { actor, screen } = checkout(input);
      actor.send(entered(route));
      return { screen: screen(), output: actor.getSnapshot().output };
    };
    const newVisitor = checkoutInput();
    const existing = checkoutInput({ customer: existingCustomer });
    // Confirm needs items and either (payment option and customer) or an existing customer.
    expect(arrive(newVisitor, 'confirm').screen).toBe('categories');
    expect(arrive(checkoutInput({ customer: newCustomer({ basicInfo, address }) }), 'confirm').screen).toBe(
      'categories',
    );
    expect(arrive(existing, 'confirm').screen).toBe('confirm');
    // Without items (the cart emptied elsewhere, or by a placed order) every step's guard fails.
    for (const route of ['confirm', 'payment', 'basicInfo', 'address', 'loginOrRegister'] as const) {
      expect(arrive(checkoutInput({ customer: existingCustomer, itemCount: 0 }), route)).toMatchObject({
        screen: 'categories',
        output: { next: { route: 'categories', replace: true } },
      });
    }
    // Payment needs items, a customer and no existing customer.
    expect(arrive(newVisitor, 'payment').screen).toBe('categories');
    expect(arrive(existing, 'payment').screen).toBe('categories');
    // Login, basic info and address need items and no existing customer.
    // The refused URL is replaced, so the browser's Back button does not lead into the guard again.
    expect(arrive(existing, 'address')).toMatchObject({
      screen: 'categories',
      output: { next: { route: 'categories', replace: true } },
    });
    // BasicInfo: "an existing customer is sent straight to confirm" (replacing the URL too).
    expect(arrive(existing, 'basicInfo')).toMatchObject({
      screen: 'confirm',
      output: { next: { route: 'confirm', replace: true } },
    });
    expect(arrive(existing, 'address').screen).toBe('categories');
    expect(arrive(existing, 'loginOrRegister').screen).toBe('categories');
    expect(arrive(checkoutInput({ itemCount: 0 }), 'basicInfo').screen).toBe('categories');
    expect(arrive(newVisitor, 'basicInfo').screen).toBe('basicInfo');
    // Logout needs an existing customer.
    expect(arrive(newVisitor, 'logout').screen).toBe('categories');
    expect(arrive(existing, 'logout').screen).toBe('logout');
    // Login-or-register is only offered when login is allowed.
    expect(arrive(checkoutInput({ loginAllowed: false }), 'loginOrRegister').screen).toBe('basicInfo');
  });

  it('routes outside checkout are not this machine’s business', () => {
    const { actor, screen } = checkout(checkoutInput({ customer: newCustomer({ basicInfo, address }) }));
    actor.send(entered('payment'));
    actor.send(entered('products', {}, { slug: 'webhosting' }));
    expect(screen()).toBe('payment');
  });

  it('a basic info save with field errors stays on the screen with the first message per field', async () => {
    const fakes = fakeCalls({
      saveBasicInfo: () =>
        Promise.reject(
          fieldErrors({
            email: ['customer.form_validation.email_valid_email', 'second message'],
            first_name: ['customer.form_validation.first_name_max_length'],
          }),
        ),
    });
    const { actor, screen } = checkout(checkoutInput({ loginAllowed: false }), fakes);
    actor.send(entered('basicInfo'));
    actor.send({ type: 'BASIC_INFO.SUBMITTED', values: basicInfo });
    await waitFor(actor, (snapshot) => snapshot.matches({ basicInfo: 'editing' }));
    expect(screen()).toBe('basicInfo');
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {
        email: 'customer.form_validation.email_valid_email',
        first_name: 'customer.form_validation.first_name_max_length',
      },
      generalError: null,
    });
  });

  it('another server error on the address blocks forward with a general error', async () => {
    const fakes = fakeCalls({ saveAddress: () => Promise.reject(serverError) });
    const { actor, screen } = checkout(checkoutInput({ customer: newCustomer({ basicInfo }) }), fakes);
    actor.send(entered('address'));
    actor.send({ type: 'ADDRESS.SUBMITTED', values: address });
    await waitFor(actor, (snapshot) => snapshot.matches({ address: 'editing' }));
    expect(screen()).toBe('address');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, generalError: 'error.generic' });
    expect(actor.getSnapshot().context.address).toBeNull();
  });

  it('a cloud-domains order shows domain selection > confirm', () => {
    const { actor } = checkout(checkoutInput({ orderType: 'cloudpit_domains' }));
    expect(BREADCRUMB_STEPS[actor.getSnapshot().context.breadcrumb]).toEqual(['domainSelection', 'confirm']);
  });
});
