import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import type { MessageKey } from '@web/i18n/catalogues';
import { expect } from 'vitest';
import { setup } from 'xstate';
import { rowOf, seedCart, withDomain } from '../../support/cart-fixtures';
import {
  acme,
  berlin,
  erika,
  erikasAccount,
  fillAddress,
  fillBasicInfo,
  fillSepa,
  type Person,
  paymentType,
  withFields,
} from '../../support/checkout-flow';
import { logInThroughPopup } from '../fixtures/checkout-ui';
import { logInAs, NEW_CUSTOMER } from '../fixtures/session-api';
import { type PathContext, userModel } from '../framework/user-model';
import { heading, onPath, onScreen } from './screen';

/**
 * The customer data steps as a person sees them (checkout spec sections 2, 5 and 6): from the cart
 * to login-or-register; a new private person or company through basic info, address and payment
 * (SEPA, bank transfer for companies) to the order overview, with the forms' messages (email,
 * phone, IBAN) and the back steps that keep what was saved; an existing customer logging in through
 * the authority's popup (to confirm, or to the postponed product fields first), the account-change
 * page (proceed, log out, back) and basic info refused to them; a new address from the overview
 * (saved, data fetched again, back on the overview); checkout without a cart and payment without
 * customer data are refused (the categories). Carts,
 * customers and logins of the arrivals come from the API.
 */
const machine = setup({
  types: {
    events: {} as
      | { type: 'START_CHECKOUT' }
      | { type: 'START_CHECKOUT_LOGGED_IN' }
      | { type: 'START_CHECKOUT_WITH_FIELDS_MISSING' }
      | { type: 'ARRIVE_ON_PAYMENT_AS_COMPANY' }
      | { type: 'OPEN_CHECKOUT_WITHOUT_CART' }
      | { type: 'OPEN_PAYMENT_WITHOUT_CUSTOMER' }
      | { type: 'REGISTER' }
      | { type: 'LOG_IN' }
      | { type: 'BACK' }
      | { type: 'PROCEED' }
      | { type: 'LOG_OUT' }
      | { type: 'OPEN_BASIC_INFO' }
      | { type: 'FILL_PRIVATE_PERSON' }
      | { type: 'FILL_COMPANY' }
      | { type: 'TYPE_INVALID_EMAIL' }
      | { type: 'CORRECT_EMAIL' }
      | { type: 'SUBMIT_BASIC_INFO' }
      | { type: 'FILL_ADDRESS' }
      | { type: 'TYPE_INVALID_PHONE' }
      | { type: 'CORRECT_PHONE' }
      | { type: 'SUBMIT_ADDRESS' }
      | { type: 'CHOOSE_SEPA' }
      | { type: 'TYPE_INVALID_IBAN' }
      | { type: 'FILL_SEPA' }
      | { type: 'CHOOSE_BANK_TRANSFER' }
      | { type: 'CONTINUE_TO_CONFIRM' }
      | { type: 'CHANGE_ADDRESS' }
      | { type: 'MOVE_TO_SWITZERLAND' },
  },
}).createMachine({
  id: 'checkoutPaths',
  initial: 'start',
  states: {
    start: {
      on: {
        START_CHECKOUT: 'loginOffered',
        START_CHECKOUT_LOGGED_IN: 'accountChange',
        START_CHECKOUT_WITH_FIELDS_MISSING: 'loginOfferedFieldsMissing',
        ARRIVE_ON_PAYMENT_AS_COMPANY: 'companyPayment',
        OPEN_CHECKOUT_WITHOUT_CART: 'categories',
        OPEN_PAYMENT_WITHOUT_CUSTOMER: 'categories',
      },
    },
    /** Login-or-register of a new visitor: log in or create an account; four breadcrumb steps. */
    loginOffered: { on: { REGISTER: 'basicInfoEmpty', LOG_IN: 'confirmExisting', BACK: 'cart' } },
    /** The same, with a product whose postponed fields are still empty in the cart. */
    loginOfferedFieldsMissing: { on: { LOG_IN: 'postfillAsked' } },
    /** Login-or-register again after going back: basic info and address are saved. */
    loginOfferedDataKept: { on: { REGISTER: 'basicInfoSaved' } },
    /** The account-change page of an existing customer (Erika, K-100234). */
    accountChange: { on: { PROCEED: 'confirmExisting', LOG_OUT: 'loginOffered', BACK: 'cart' } },
    /** The overview of an existing customer: payment on file, reduced breadcrumb. */
    confirmExisting: { on: { OPEN_BASIC_INFO: 'confirmExisting' } },
    /** Basic info, nothing entered: forward disabled. */
    basicInfoEmpty: {
      on: {
        FILL_PRIVATE_PERSON: 'basicInfoFilled',
        FILL_COMPANY: 'basicInfoCompany',
        TYPE_INVALID_EMAIL: 'basicInfoInvalidEmail',
        BACK: 'loginOffered',
      },
    },
    basicInfoInvalidEmail: { on: { CORRECT_EMAIL: 'basicInfoFilled' } },
    /** A private person's data: no company fields, forward enabled. */
    basicInfoFilled: { on: { SUBMIT_BASIC_INFO: 'addressEmpty' } },
    basicInfoCompany: { on: { SUBMIT_BASIC_INFO: 'addressEmpty' } },
    /** Basic info showing what was saved (after going back). */
    basicInfoSaved: { on: { SUBMIT_BASIC_INFO: 'addressSaved', BACK: 'loginOfferedDataKept' } },
    /** The address greets by first name; nothing entered yet: next disabled. */
    addressEmpty: { on: { FILL_ADDRESS: 'addressFilled', TYPE_INVALID_PHONE: 'addressInvalidPhone' } },
    addressInvalidPhone: { on: { CORRECT_PHONE: 'addressFilled' } },
    addressFilled: { on: { SUBMIT_ADDRESS: 'paymentEmpty' } },
    /** The address showing what was saved (after going back from payment). */
    addressSaved: { on: { SUBMIT_ADDRESS: 'paymentEmpty', BACK: 'basicInfoSaved' } },
    /** Payment names the visitor; no method chosen: continue disabled. */
    paymentEmpty: { on: { CHOOSE_SEPA: 'sepaChosen', BACK: 'addressSaved' } },
    sepaChosen: { on: { FILL_SEPA: 'sepaFilled', TYPE_INVALID_IBAN: 'sepaInvalid' } },
    sepaInvalid: { on: { FILL_SEPA: 'sepaFilled' } },
    sepaFilled: { on: { CONTINUE_TO_CONFIRM: 'confirmNewCustomer' } },
    /** A company on payment: bank transfer is offered to companies. */
    companyPayment: { on: { CHOOSE_BANK_TRANSFER: 'bankTransferChosen' } },
    bankTransferChosen: { on: { CONTINUE_TO_CONFIRM: 'confirmBankTransfer' } },
    /** The overview of a new customer paying by SEPA, address and payment changeable. */
    confirmNewCustomer: { on: { CHANGE_ADDRESS: 'addressToConfirm' } },
    /** The address opened from the overview (returnToConfirm). */
    addressToConfirm: { on: { MOVE_TO_SWITZERLAND: 'addressMoved' } },
    addressMoved: { on: { SUBMIT_ADDRESS: 'confirmAfterMove' } },
    /** Back on the overview with the new address. */
    confirmAfterMove: { type: 'final' },
    confirmBankTransfer: { type: 'final' },
    /** The first postponed fields (postfill's product fields) after the login. */
    postfillAsked: { type: 'final' },
    cart: { type: 'final' },
    categories: { type: 'final' },
  },
});

/** Seed ids (src/server/seed/ids.ts). */
const P = {
  webhostingS: 101,
  /** Required FTP user and admin e-mail; postponed project name. */
  webhostingM: 102,
};

const ERIKA_LOGIN = { email: 'erika@kunde.example', password: 'erika-test-1' } as const;

/** The Swiss address of MOVE_TO_SWITZERLAND (no zip code list: the postcode is free text). */
const ZURICH = { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich', phone: '+41 44 1234567' };

const TEXTS = {
  'de-DE': {
    sepa: 'SEPA-Lastschrift',
    bankTransfer: 'Überweisung',
    switzerland: 'Schweiz',
    hostingM: 'Webhosting M',
  },
  'en-GB': {
    sepa: 'SEPA direct debit',
    bankTransfer: 'Bank transfer',
    switzerland: 'Switzerland',
    hostingM: 'Web hosting M',
  },
} as const;

const texts = (path: PathContext) => TEXTS[path.locale === 'de-DE' ? 'de-DE' : 'en-GB'];

const hostingS = (shop: CatalogueContext): CartItem[] => [rowOf(shop, P.webhostingS)];

/** Web hosting M with its required fields and domain, its postponed project name still empty. */
const hostingMWithoutProjectName = (shop: CatalogueContext): CartItem[] => [
  withDomain(
    shop,
    withFields(shop, rowOf(shop, P.webhostingM), {
      ftp_username: 'erika_web',
      admin_email: 'erika@example.org',
    }),
    'paths-checkout.de',
  ),
];

const button = (path: PathContext, key: MessageKey) =>
  path.page.getByRole('button', { name: path.t(key), exact: true });
const field = (path: PathContext, key: MessageKey) => path.page.getByLabel(path.t(key));
const textbox = (path: PathContext, key: MessageKey) =>
  path.page.getByRole('textbox', { name: path.t(key), exact: true });
const basicInfoForward = (path: PathContext) => button(path, 'checkout.basic_info.submit_create_account');
const customerRegion = (path: PathContext) =>
  path.page.getByRole('region', { name: path.t('checkout.confirm.customer_title') });
const paymentRegion = (path: PathContext) =>
  path.page.getByRole('region', { name: path.t('checkout.confirm.payment_title') });
const breadcrumbSteps = (path: PathContext) =>
  path.page.getByRole('navigation', { name: path.t('breadcrumb.label') }).getByRole('listitem');
const enabled = (locator: ReturnType<typeof button>, expected: boolean) =>
  expect.poll(() => locator.isEnabled()).toBe(expected);

/** The person the path enters: names for the greeting, the summaries and the SEPA holder. */
function remember(path: PathContext, person: Person): void {
  path.memo.firstName = person.firstName;
  path.memo.name = `${person.firstName} ${person.lastName}`;
}

/** A fresh visitor's cart, shown, then "To checkout" (the cart decides where checkout starts). */
async function startCheckout(
  path: PathContext,
  cart: (shop: CatalogueContext) => CartItem[],
  loggedIn = false,
): Promise<void> {
  await path.page.goto('/categories');
  await seedCart(path.page, cart);
  if (loggedIn) await logInAs(path.page, ERIKA_LOGIN.email, ERIKA_LOGIN.password);
  await path.page.goto('/cart');
  await heading(path, 'cart.title').waitFor();
  await path.page.getByRole('button', { name: path.t('cart.to_checkout') }).click();
}

async function loginOrRegisterScreen(path: PathContext): Promise<void> {
  await onScreen(path, 'customer.login_or_register.title', '/customer/login-or-register');
  await path.page.getByRole('heading', { level: 2, name: path.t('checkout.login.existing_title') }).waitFor();
  await expect.poll(() => breadcrumbSteps(path).count()).toBe(4);
}

async function basicInfoScreen(path: PathContext, forwardEnabled: boolean): Promise<void> {
  await onScreen(path, 'customer.basic_info.title', '/customer/basic-info');
  await enabled(basicInfoForward(path), forwardEnabled);
}

async function addressScreen(path: PathContext, nextEnabled: boolean): Promise<void> {
  await heading(path, 'checkout.address.greeting', { firstName: path.memo.firstName ?? '' }).waitFor();
  await onPath(path, '/customer/address');
  await path.page.getByText(path.t('checkout.secure_connection')).waitFor();
  await enabled(button(path, 'checkout.next'), nextEnabled);
}

async function paymentScreen(path: PathContext, continueEnabled: boolean): Promise<void> {
  await heading(path, 'checkout.payment.title_named', { firstName: path.memo.firstName ?? '' }).waitFor();
  await onPath(path, '/customer/payment');
  await enabled(button(path, 'checkout.next'), continueEnabled);
}

/** The order overview with the customer's name (and street) in the summary. */
async function confirmScreen(path: PathContext, street?: string): Promise<void> {
  await onScreen(path, 'confirm.title', '/confirm');
  await customerRegion(path)
    .getByText(path.memo.name ?? '')
    .waitFor();
  if (street) await customerRegion(path).getByText(street).waitFor();
}

/** The texts tied to a field (aria-describedby), as a screen reader announces them with it. */
async function describedText(path: PathContext, label: MessageKey): Promise<string> {
  const ids = (await field(path, label).getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(ids.map((id) => path.page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** The rule's message under a field, tied to it, and the field marked invalid. */
async function fieldRefused(path: PathContext, label: MessageKey, message: MessageKey): Promise<void> {
  await path.page.getByText(path.t(message)).waitFor();
  await expect.poll(() => describedText(path, label)).toContain(path.t(message));
  expect(await field(path, label).getAttribute('aria-invalid')).toBe('true');
}

export const checkoutModel = userModel({
  name: 'checkout',
  title: 'Checkout customer data',
  machine,
  production: {
    machine: checkoutMachine,
    states: {
      'checkout.idle': [
        'loginOffered',
        'loginOfferedFieldsMissing',
        'accountChange',
        'companyPayment',
        'categories',
      ],
      'checkout.loginOrRegister': ['loginOffered', 'loginOfferedFieldsMissing', 'loginOfferedDataKept'],
      'checkout.logout': 'accountChange',
      'checkout.logout.choosing': 'accountChange',
      'checkout.logout.loggingOut': 'loginOffered',
      'checkout.basicInfo': [
        'basicInfoEmpty',
        'basicInfoInvalidEmail',
        'basicInfoFilled',
        'basicInfoCompany',
        'basicInfoSaved',
      ],
      'checkout.basicInfo.editing': [
        'basicInfoEmpty',
        'basicInfoInvalidEmail',
        'basicInfoFilled',
        'basicInfoCompany',
        'basicInfoSaved',
      ],
      'checkout.basicInfo.saving': ['addressEmpty', 'addressSaved'],
      'checkout.address': [
        'addressEmpty',
        'addressInvalidPhone',
        'addressFilled',
        'addressSaved',
        'addressToConfirm',
        'addressMoved',
      ],
      'checkout.address.editing': [
        'addressEmpty',
        'addressInvalidPhone',
        'addressFilled',
        'addressSaved',
        'addressToConfirm',
        'addressMoved',
      ],
      'checkout.address.saving': ['paymentEmpty', 'confirmAfterMove'],
      'checkout.address.refetching': ['paymentEmpty', 'confirmAfterMove'],
      'checkout.payment': [
        'paymentEmpty',
        'sepaChosen',
        'sepaInvalid',
        'sepaFilled',
        'companyPayment',
        'bankTransferChosen',
      ],
      'checkout.payment.editing': [
        'paymentEmpty',
        'sepaChosen',
        'sepaInvalid',
        'sepaFilled',
        'companyPayment',
        'bankTransferChosen',
      ],
      'checkout.payment.saving': ['confirmNewCustomer', 'confirmBankTransfer'],
      'checkout.confirm': [
        'confirmNewCustomer',
        'confirmBankTransfer',
        'confirmAfterMove',
        'confirmExisting',
      ],
      'checkout.cart': 'cart',
      // Nothing postponed in the cart: postfill hands straight on to confirm.
      'checkout.postfill': ['postfillAsked', 'confirmExisting'],
      'checkout.existingCustomerToConfirm': 'confirmExisting',
      'checkout.root': 'categories',
    },
    events: {
      'ROUTE.ENTERED': [
        'START_CHECKOUT',
        'START_CHECKOUT_LOGGED_IN',
        'START_CHECKOUT_WITH_FIELDS_MISSING',
        'ARRIVE_ON_PAYMENT_AS_COMPANY',
        'OPEN_CHECKOUT_WITHOUT_CART',
        'OPEN_PAYMENT_WITHOUT_CUSTOMER',
        'OPEN_BASIC_INFO',
        'CHANGE_ADDRESS',
      ],
      'REGISTER.CHOSEN': ['REGISTER'],
      'LOGIN.COMPLETED': ['LOG_IN'],
      'STEP.BACK': ['BACK'],
      'STEP.NEXT': ['PROCEED'],
      'LOGOUT.CHOSEN': ['LOG_OUT'],
      'BASIC_INFO.SUBMITTED': ['SUBMIT_BASIC_INFO'],
      'ADDRESS.SUBMITTED': ['SUBMIT_ADDRESS'],
      'PAYMENT.SUBMITTED': ['CONTINUE_TO_CONFIRM'],
    },
  },
  checks: {
    start: async () => {},
    loginOffered: loginOrRegisterScreen,
    loginOfferedFieldsMissing: loginOrRegisterScreen,
    loginOfferedDataKept: loginOrRegisterScreen,
    accountChange: async (path) => {
      await onScreen(path, 'customer.logout.title', '/customer/logout');
      await path.page.getByText('K-100234').waitFor();
      await path.page.getByText(ERIKA_LOGIN.email).waitFor();
      await expect.poll(() => breadcrumbSteps(path).count()).toBe(2);
    },
    confirmExisting: async (path) => {
      await onScreen(path, 'confirm.title', '/confirm');
      await path.page.getByText(path.t('header.user', { name: 'Erika Mustermann' })).waitFor();
      await path.page.getByText(path.t('checkout.confirm.payment_on_file')).waitFor();
      expect(
        await path.page.getByRole('link', { name: path.t('checkout.confirm.change_basic_info') }).count(),
      ).toBe(0);
      await expect
        .poll(() => breadcrumbSteps(path).allTextContents())
        .toEqual([path.t('breadcrumb.cart'), path.t('breadcrumb.confirm')]);
    },
    basicInfoEmpty: async (path) => {
      await basicInfoScreen(path, false);
      expect(await field(path, 'checkout.basic_info.first_name').inputValue()).toBe('');
    },
    basicInfoInvalidEmail: async (path) => {
      await fieldRefused(path, 'checkout.basic_info.email', 'customer.form_validation.email_valid_email');
      await basicInfoScreen(path, false);
    },
    basicInfoFilled: async (path) => {
      await basicInfoScreen(path, true);
      // A private person has no company fields.
      expect(await field(path, 'checkout.basic_info.company_name').count()).toBe(0);
    },
    basicInfoCompany: async (path) => {
      await basicInfoScreen(path, true);
      expect(await field(path, 'checkout.basic_info.company_name').inputValue()).toBe(acme.company?.name);
    },
    basicInfoSaved: async (path) => {
      await basicInfoScreen(path, true);
      expect(await field(path, 'checkout.basic_info.first_name').inputValue()).toBe(path.memo.firstName);
    },
    addressEmpty: async (path) => {
      await addressScreen(path, false);
      expect(await field(path, 'checkout.address.street').inputValue()).toBe('');
    },
    addressInvalidPhone: async (path) => {
      await fieldRefused(path, 'checkout.address.phone', 'customer.form_validation.phone_invalid');
      await addressScreen(path, false);
    },
    addressFilled: (path) => addressScreen(path, true),
    addressSaved: async (path) => {
      await addressScreen(path, true);
      expect(await field(path, 'checkout.address.street').inputValue()).toBe(path.memo.street);
    },
    paymentEmpty: async (path) => {
      await paymentScreen(path, false);
      expect(await paymentType(path.page, texts(path).sepa).isChecked()).toBe(false);
    },
    sepaChosen: async (path) => {
      await paymentScreen(path, false);
      expect(await textbox(path, 'checkout.payment.sepa_iban').inputValue()).toBe('');
      expect(await textbox(path, 'checkout.payment.sepa_holder').inputValue()).toBe(path.memo.name);
    },
    sepaInvalid: async (path) => {
      await fieldRefused(path, 'checkout.payment.sepa_iban', 'payment.form_validation.iban_checksum');
      await paymentScreen(path, false);
    },
    sepaFilled: (path) => paymentScreen(path, true),
    companyPayment: async (path) => {
      await paymentScreen(path, false);
      expect(await paymentType(path.page, texts(path).bankTransfer).isEnabled()).toBe(true);
    },
    bankTransferChosen: async (path) => {
      await path.page.getByText(path.t('checkout.payment.bank_transfer_note')).waitFor();
      await paymentScreen(path, true);
    },
    confirmNewCustomer: async (path) => {
      await confirmScreen(path, path.memo.street);
      await paymentRegion(path).getByText(texts(path).sepa).waitFor();
    },
    confirmBankTransfer: async (path) => {
      await confirmScreen(path);
      await customerRegion(path)
        .getByText(acme.company?.name ?? '')
        .waitFor();
      await paymentRegion(path).getByText(texts(path).bankTransfer).waitFor();
    },
    addressToConfirm: async (path) => {
      await addressScreen(path, true);
      expect(new URL(path.page.url()).searchParams.get('returnToConfirm')).toBe('1');
      expect(await field(path, 'checkout.address.street').inputValue()).toBe(path.memo.street);
    },
    addressMoved: async (path) => {
      await addressScreen(path, true);
      expect(await field(path, 'checkout.address.city').inputValue()).toBe(ZURICH.city);
    },
    confirmAfterMove: async (path) => {
      await confirmScreen(path, ZURICH.street);
      await customerRegion(path).getByText(`${ZURICH.postcode} ${ZURICH.city}`).waitFor();
      await customerRegion(path).getByText(texts(path).switzerland).waitFor();
    },
    postfillAsked: async (path) => {
      await onScreen(path, 'postfill.product_fields.title', '/postfill/products');
      await path.page.getByText(path.t('fields.subject.product', { name: texts(path).hostingM })).waitFor();
    },
    cart: async (path) => {
      await onScreen(path, 'cart.title', '/cart');
    },
    categories: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
    },
  },
  actions: {
    START_CHECKOUT: (path) => startCheckout(path, hostingS),
    START_CHECKOUT_LOGGED_IN: (path) => startCheckout(path, hostingS, true),
    START_CHECKOUT_WITH_FIELDS_MISSING: (path) => startCheckout(path, hostingMWithoutProjectName),
    ARRIVE_ON_PAYMENT_AS_COMPANY: async (path) => {
      await path.page.goto('/categories');
      await seedCart(path.page, hostingS);
      const saved = await path.page.request.put('/api/v2/session/basic-info', {
        data: {
          group: 0,
          gender: 0,
          first_name: acme.firstName,
          last_name: acme.lastName,
          company_name: acme.company?.name,
          company_vat_id: null,
          email: acme.email,
        },
      });
      expect(saved.ok(), `basic info: ${saved.status()}`).toBe(true);
      const address = await path.page.request.put('/api/v2/session/address-info', {
        data: NEW_CUSTOMER.address,
      });
      expect(address.ok(), `address: ${address.status()}`).toBe(true);
      remember(path, acme);
      await path.page.goto('/customer/payment');
    },
    OPEN_CHECKOUT_WITHOUT_CART: async (path) => {
      await path.page.goto('/customer/basic-info');
    },
    OPEN_PAYMENT_WITHOUT_CUSTOMER: async (path) => {
      await path.page.goto('/categories');
      await seedCart(path.page, hostingS);
      await path.page.goto('/customer/payment');
    },
    REGISTER: async (path) => {
      await button(path, 'checkout.login.register').click();
    },
    LOG_IN: (path) => logInThroughPopup(path, ERIKA_LOGIN.email, ERIKA_LOGIN.password),
    BACK: async (path) => {
      await button(path, 'checkout.back').click();
    },
    PROCEED: async (path) => {
      await button(path, 'checkout.logout.proceed').click();
    },
    LOG_OUT: async (path) => {
      await button(path, 'checkout.logout.log_out').click();
    },
    OPEN_BASIC_INFO: async (path) => {
      await path.page.goto('/customer/basic-info');
    },
    FILL_PRIVATE_PERSON: async (path) => {
      remember(path, erika);
      await fillBasicInfo(path.page, path.locale, erika);
    },
    FILL_COMPANY: async (path) => {
      remember(path, acme);
      await fillBasicInfo(path.page, path.locale, acme);
    },
    TYPE_INVALID_EMAIL: async (path) => {
      remember(path, erika);
      await fillBasicInfo(path.page, path.locale, { ...erika, email: 'erika@' });
    },
    CORRECT_EMAIL: async (path) => {
      await field(path, 'checkout.basic_info.email').fill(erika.email);
      await field(path, 'checkout.basic_info.email').blur();
    },
    SUBMIT_BASIC_INFO: async (path) => {
      await basicInfoForward(path).click();
    },
    FILL_ADDRESS: async (path) => {
      path.memo.street = berlin.street;
      await fillAddress(path.page, path.locale, berlin);
    },
    TYPE_INVALID_PHONE: async (path) => {
      path.memo.street = berlin.street;
      await fillAddress(path.page, path.locale, { ...berlin, phone: '030/1234-567' });
    },
    CORRECT_PHONE: async (path) => {
      await field(path, 'checkout.address.phone').fill(berlin.phone);
      await field(path, 'checkout.address.phone').blur();
    },
    SUBMIT_ADDRESS: async (path) => {
      await button(path, 'checkout.next').click();
    },
    CHOOSE_SEPA: async (path) => {
      await paymentType(path.page, texts(path).sepa).check();
    },
    TYPE_INVALID_IBAN: async (path) => {
      // One digit off: the checksum fails.
      await textbox(path, 'checkout.payment.sepa_iban').fill('DE89 3704 0044 0532 0130 01');
      await textbox(path, 'checkout.payment.sepa_iban').blur();
    },
    FILL_SEPA: (path) => fillSepa(path.page, path.locale, erikasAccount),
    CHOOSE_BANK_TRANSFER: async (path) => {
      await paymentType(path.page, texts(path).bankTransfer).check();
    },
    CONTINUE_TO_CONFIRM: async (path) => {
      await button(path, 'checkout.next').click();
    },
    CHANGE_ADDRESS: async (path) => {
      await customerRegion(path)
        .getByRole('link', { name: path.t('checkout.confirm.change_address') })
        .click();
    },
    MOVE_TO_SWITZERLAND: async (path) => {
      await field(path, 'checkout.address.street').fill(ZURICH.street);
      const country = path.page.getByRole('combobox', { name: path.t('checkout.address.country') });
      await country.fill(texts(path).switzerland.slice(0, 4));
      await path.page.getByRole('option', { name: texts(path).switzerland, exact: true }).click();
      // Switzerland has no zip code list: the postcode is free text.
      await path.page
        .getByRole('textbox', { name: path.t('checkout.address.postal_code') })
        .fill(ZURICH.postcode);
      await field(path, 'checkout.address.city').fill(ZURICH.city);
      await field(path, 'checkout.address.phone').fill(ZURICH.phone);
      await field(path, 'checkout.address.phone').blur();
    },
  },
});
