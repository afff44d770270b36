import { confirmMachine } from '@machines/payment/confirm.machine';
import { expect } from 'vitest';
import { setup } from 'xstate';
import { rowOf, seedCart } from '../../support/cart-fixtures';
import { P, windowsServer } from '../../support/checkout-flow';
import { arriveOnConfirm, customerName, sandboxText } from '../fixtures/checkout-ui';
import { type PathContext, userModel } from '../framework/user-model';
import { otherLanguage, switchLanguage } from './language-switch';
import { onPath, onScreen } from './screen';

/**
 * The order overview as a person sees it (checkout spec sections 2, 4, 5 and 8): buy now by SEPA,
 * a promo code (unknown, then one that applies), the feedback form (an invalid referral id blocks
 * buying), required agreements, a cart changed in another tab (refused, error expander), the card
 * provider's sandbox (card data missing, refused, pending, authorised) and PayPal's (cancel,
 * approve), SMS validation and success. Customer data and payment option come from the API.
 */
const machine = setup({
  types: {
    events: {} as
      | { type: 'ARRIVE_PAYING_BY_SEPA' }
      | { type: 'ARRIVE_PAYING_BY_CARD' }
      | { type: 'ARRIVE_PAYING_BY_PAYPAL' }
      | { type: 'ARRIVE_WITH_AGREEMENTS_REQUIRED' }
      | { type: 'OPEN_WITHOUT_CUSTOMER' }
      | { type: 'RELOAD_AFTER_CART_EMPTIED' }
      | { type: 'REDEEM_UNKNOWN_PROMO_CODE' }
      | { type: 'REDEEM_PROMO_CODE' }
      | { type: 'TYPE_INVALID_REFERRAL_ID' }
      | { type: 'TYPE_REFERRAL_ID' }
      | { type: 'CHANGE_CART_IN_ANOTHER_TAB' }
      | { type: 'ACCEPT_AGREEMENTS' }
      | { type: 'ENTER_CARD' }
      | { type: 'CLOSE_PAYMENT_MODAL' }
      | { type: 'BUY_NOW' }
      | { type: 'AUTHORISE' }
      | { type: 'LEAVE_PENDING' }
      | { type: 'REFUSE' }
      | { type: 'APPROVE_AT_PAYPAL' }
      | { type: 'CANCEL_AT_PAYPAL' }
      | { type: 'SWITCH_LANGUAGE' },
  },
}).createMachine({
  id: 'confirmPaths',
  initial: 'start',
  states: {
    start: {
      on: {
        ARRIVE_PAYING_BY_SEPA: 'ready',
        ARRIVE_PAYING_BY_CARD: 'cardDataMissing',
        ARRIVE_PAYING_BY_PAYPAL: 'paypalChosen',
        ARRIVE_WITH_AGREEMENTS_REQUIRED: 'agreementsOpen',
        OPEN_WITHOUT_CUSTOMER: 'categories',
      },
    },
    /** SEPA, nothing asked: buy now places the order, which hostwerk's SEPA validates by SMS. */
    ready: {
      on: {
        REDEEM_UNKNOWN_PROMO_CODE: 'promoCodeUnknown',
        REDEEM_PROMO_CODE: 'promoCodeApplied',
        TYPE_INVALID_REFERRAL_ID: 'referralIdInvalid',
        CHANGE_CART_IN_ANOTHER_TAB: 'cartChangedElsewhere',
        RELOAD_AFTER_CART_EMPTIED: 'categories',
        BUY_NOW: 'smsValidation',
        SWITCH_LANGUAGE: 'readyInOtherLanguage',
      },
    },
    /** The same overview after the header's language switch: its texts and the product's name. */
    readyInOtherLanguage: { type: 'final' },
    promoCodeUnknown: { on: { REDEEM_PROMO_CODE: 'promoCodeApplied' } },
    promoCodeApplied: { on: { BUY_NOW: 'smsValidation' } },
    /** The referral id's message under the field; buy now disabled. */
    referralIdInvalid: { on: { TYPE_REFERRAL_ID: 'referralIdGiven' } },
    referralIdGiven: { on: { BUY_NOW: 'smsValidation' } },
    cartChangedElsewhere: { on: { BUY_NOW: 'orderRefused' } },
    /** "Order could not be completed" in the open error expander; nothing was ordered. */
    orderRefused: {},
    agreementsOpen: { on: { BUY_NOW: 'agreementsMissing' } },
    agreementsMissing: { on: { ACCEPT_AGREEMENTS: 'agreementsAccepted' } },
    agreementsAccepted: { on: { BUY_NOW: 'smsValidation' } },
    /** A card was chosen in another visit: this browser does not have its data. */
    cardDataMissing: { on: { BUY_NOW: 'paymentModalDataMissing' } },
    paymentModalDataMissing: { on: { CLOSE_PAYMENT_MODAL: 'cardDataMissing', ENTER_CARD: 'cardReady' } },
    cardReady: { on: { BUY_NOW: 'atCardProvider' } },
    atCardProvider: { on: { AUTHORISE: 'success', LEAVE_PENDING: 'success', REFUSE: 'paymentModalRefused' } },
    paymentModalRefused: { on: { ENTER_CARD: 'cardReady' } },
    paypalChosen: { on: { BUY_NOW: 'atPaypal' } },
    atPaypal: { on: { APPROVE_AT_PAYPAL: 'success', CANCEL_AT_PAYPAL: 'paypalChosen' } },
    smsValidation: { type: 'final' },
    success: { type: 'final' },
    categories: { type: 'final' },
  },
});

const hostingS = (shop: Parameters<typeof rowOf>[0]) => [rowOf(shop, P.webhostingS)];
const CARD = { type: 'adyen-scheme', permission: true };
const PAYPAL = { type: 'paypal-integration', permission: true };

const buyNow = (path: PathContext) =>
  path.page.getByRole('button', { name: path.t('checkout.confirm.buy_now') });
const overview = (path: PathContext) =>
  path.page.getByRole('region', { name: path.t('checkout.confirm.cart_title') });
const paymentModal = (path: PathContext) =>
  path.page.getByRole('dialog', { name: path.t('checkout.payment_modal.title') });
const cardName = (path: PathContext) => (path.locale === 'de-DE' ? 'Kreditkarte' : 'Credit card');

/** The order overview with the customer's data and this payment method; buy now enabled or not. */
async function confirmScreen(path: PathContext, buyEnabled = true): Promise<void> {
  await onScreen(path, 'confirm.title', /^\/confirm(\/\w+)?$/);
  await path.page
    .getByRole('region', { name: path.t('checkout.confirm.customer_title') })
    .getByText(customerName)
    .waitFor();
  await expect.poll(() => buyNow(path).isEnabled()).toBe(buyEnabled);
}

const paymentShown = (path: PathContext, name: string) =>
  path.page
    .getByRole('region', { name: path.t('checkout.confirm.payment_title') })
    .getByText(name)
    .waitFor();

const referralId = (path: PathContext) => path.page.getByLabel(path.t('checkout.feedback.referral_id'));

async function payAtSandbox(path: PathContext, answer: 'Authorised' | 'Pending' | 'Refused'): Promise<void> {
  await path.page.getByRole('button', { name: answer, exact: true }).click();
}

export const confirmModel = userModel({
  name: 'confirm',
  title: 'Confirm and payment',
  machine,
  production: {
    machine: confirmMachine,
    states: {
      'confirm.admitting': ['ready', 'categories'],
      'confirm.root': 'categories',
      'confirm.confirm': ['ready', 'cardDataMissing', 'paypalChosen', 'agreementsOpen'],
      'confirm.confirm.ready': [
        'ready',
        'readyInOtherLanguage',
        'promoCodeUnknown',
        'promoCodeApplied',
        'referralIdInvalid',
        'referralIdGiven',
        'cartChangedElsewhere',
        'orderRefused',
        'agreementsOpen',
        'agreementsMissing',
        'agreementsAccepted',
        'cardDataMissing',
        'paymentModalDataMissing',
        'cardReady',
        'paymentModalRefused',
        'paypalChosen',
      ],
      'confirm.confirm.card': ['cardReady', 'atCardProvider'],
      'confirm.confirm.card.creatingPayment': 'cardReady',
      'confirm.confirm.card.awaitingRedirect': 'atCardProvider',
      'confirm.confirm.card.submittingDetails': ['success', 'paymentModalRefused'],
      'confirm.confirm.paypal': ['paypalChosen', 'atPaypal'],
      'confirm.confirm.paypal.creatingSubscription': 'paypalChosen',
      'confirm.confirm.paypal.awaitingApproval': 'atPaypal',
      'confirm.confirm.redeemingPromoCode': ['promoCodeUnknown', 'promoCodeApplied'],
      // The promo code rules load with the first code (a chunk of their own).
      'confirm.confirm.applyingPromoCode': ['promoCodeUnknown', 'promoCodeApplied'],
      'confirm.confirm.savingPromoCart': 'promoCodeApplied',
      'confirm.confirm.savingReferral': 'smsValidation',
      'confirm.confirm.confirmingOrder': ['success', 'orderRefused', 'smsValidation'],
      'confirm.smsValidation': 'smsValidation',
      'confirm.success': 'success',
    },
    events: {
      'FEEDBACK.CHANGED': ['TYPE_INVALID_REFERRAL_ID', 'TYPE_REFERRAL_ID'],
      'AGREEMENT.TOGGLED': ['ACCEPT_AGREEMENTS'],
      'PAYMENT.CHANGED': ['ENTER_CARD'],
      'PAYMENT_MODAL.CLOSED': ['CLOSE_PAYMENT_MODAL'],
      'PROMO.SUBMITTED': ['REDEEM_UNKNOWN_PROMO_CODE', 'REDEEM_PROMO_CODE'],
      'CATALOGUE.REFRESHED': ['SWITCH_LANGUAGE'],
      'ORDER.SUBMITTED': ['BUY_NOW'],
      'ROUTE.ENTERED': [
        'ARRIVE_PAYING_BY_SEPA',
        'ARRIVE_PAYING_BY_CARD',
        'ARRIVE_PAYING_BY_PAYPAL',
        'ARRIVE_WITH_AGREEMENTS_REQUIRED',
        'OPEN_WITHOUT_CUSTOMER',
        'RELOAD_AFTER_CART_EMPTIED',
        'AUTHORISE',
        'LEAVE_PENDING',
        'REFUSE',
        'APPROVE_AT_PAYPAL',
        'CANCEL_AT_PAYPAL',
      ],
    },
  },
  checks: {
    start: async () => {},
    ready: async (path) => {
      await confirmScreen(path);
      await paymentShown(path, path.locale === 'de-DE' ? 'SEPA-Lastschrift' : 'SEPA direct debit');
    },
    readyInOtherLanguage: async (path) => {
      const other = otherLanguage(path);
      await other.heading('confirm.title').waitFor();
      const hosting = other.locale === 'de-DE' ? 'Webhosting S' : 'Web hosting S';
      await path.page
        .getByRole('region', { name: other.t('checkout.confirm.cart_title') })
        .getByText(hosting)
        .first()
        .waitFor();
    },
    promoCodeUnknown: async (path) => {
      await path.page.getByText(path.t('confirm.manual_promotion_not_found', { code: 'NOPE2026' })).waitFor();
      await confirmScreen(path);
    },
    promoCodeApplied: async (path) => {
      await overview(path)
        .getByText(path.t('promotion.code', { code: 'WELCOME10' }))
        .waitFor();
      await confirmScreen(path);
    },
    referralIdInvalid: async (path) => {
      await path.page.getByText(path.t('confirm.form_validation.referral_id_min_length')).waitFor();
      await confirmScreen(path, false);
    },
    referralIdGiven: async (path) => {
      expect(await referralId(path).inputValue()).toBe('PARTNER-7');
      await confirmScreen(path);
    },
    cartChangedElsewhere: (path) => confirmScreen(path),
    orderRefused: async (path) => {
      const expander = path.page
        .locator('details')
        .filter({ hasText: path.t('confirm.order_not_completed') });
      await expander.waitFor();
      expect(await expander.getAttribute('open')).not.toBeNull();
      await onPath(path, '/confirm');
    },
    agreementsOpen: async (path) => {
      await confirmScreen(path);
      await path.page.getByRole('group', { name: path.t('checkout.agreements.legend') }).waitFor();
    },
    agreementsMissing: async (path) => {
      await path.page.getByText(path.t('confirm.form_validation.mca_agreement_required')).waitFor();
      await path.page.getByText(path.t('confirm.form_validation.eult_agreement_required')).waitFor();
      await onPath(path, '/confirm');
    },
    agreementsAccepted: async (path) => {
      await confirmScreen(path);
      await expect
        .poll(() => path.page.getByText(path.t('confirm.form_validation.mca_agreement_required')).count())
        .toBe(0);
    },
    cardDataMissing: async (path) => {
      await confirmScreen(path);
      await paymentShown(path, cardName(path));
      expect(await paymentModal(path).count()).toBe(0);
    },
    paymentModalDataMissing: async (path) => {
      await paymentModal(path).getByText(path.t('payment.payment_data_missing')).waitFor();
    },
    cardReady: async (path) => {
      await paymentModal(path).waitFor({ state: 'hidden' });
      await confirmScreen(path);
    },
    atCardProvider: async (path) => {
      await onPath(path, /^\/sandbox\/payment\//);
      await path.page.getByRole('button', { name: 'Authorised', exact: true }).waitFor();
    },
    paymentModalRefused: async (path) => {
      await paymentModal(path).getByText(path.t('payment.refused')).waitFor();
      await onPath(path, /^\/confirm/);
    },
    paypalChosen: async (path) => {
      await confirmScreen(path);
      await paymentShown(path, 'PayPal');
    },
    atPaypal: async (path) => {
      await onPath(path, /^\/sandbox\/paypal\//);
      await path.page.getByRole('button', { name: sandboxText(path).approve }).waitFor();
    },
    smsValidation: async (path) => {
      await onScreen(path, 'sms_validation.title', '/sms-validation');
    },
    success: async (path) => {
      await onScreen(path, 'success.title', /^\/success\/\d+$/);
    },
    categories: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
    },
  },
  actions: {
    SWITCH_LANGUAGE: switchLanguage,
    ARRIVE_PAYING_BY_SEPA: (path) => arriveOnConfirm(path, hostingS),
    ARRIVE_PAYING_BY_CARD: (path) => arriveOnConfirm(path, hostingS, CARD),
    ARRIVE_PAYING_BY_PAYPAL: (path) => arriveOnConfirm(path, hostingS, PAYPAL),
    ARRIVE_WITH_AGREEMENTS_REQUIRED: (path) => arriveOnConfirm(path, (shop) => [windowsServer(shop)]),
    RELOAD_AFTER_CART_EMPTIED: async (path) => {
      const emptied = await path.page.request.put('/api/v2/session/cart', { data: { items: [] } });
      expect(emptied.ok()).toBe(true);
      await path.page.reload();
    },
    OPEN_WITHOUT_CUSTOMER: async (path) => {
      await path.page.goto('/categories');
      await seedCart(path.page, hostingS);
      await path.page.goto('/confirm');
    },
    REDEEM_UNKNOWN_PROMO_CODE: async (path) => {
      await path.page
        .getByRole('textbox', { name: path.t('cart_screen.promo_label'), exact: true })
        .fill('NOPE2026');
      await path.page.getByRole('button', { name: path.t('cart_screen.promo_redeem') }).click();
    },
    REDEEM_PROMO_CODE: async (path) => {
      await path.page
        .getByRole('textbox', { name: path.t('cart_screen.promo_label'), exact: true })
        .fill('WELCOME10');
      await path.page.getByRole('button', { name: path.t('cart_screen.promo_redeem') }).click();
    },
    TYPE_INVALID_REFERRAL_ID: async (path) => {
      await referralId(path).fill('P');
      await referralId(path).blur();
    },
    TYPE_REFERRAL_ID: async (path) => {
      await referralId(path).fill('PARTNER-7');
      await referralId(path).blur();
    },
    CHANGE_CART_IN_ANOTHER_TAB: async (path) => {
      const answer = await path.page.request.put('/api/v2/session/cart', { data: { items: [] } });
      expect(answer.ok()).toBe(true);
    },
    ACCEPT_AGREEMENTS: async (path) => {
      await path.page.getByRole('checkbox', { name: path.t('checkout.agreements.mca') }).check();
      await path.page.getByRole('checkbox', { name: path.t('checkout.agreements.eult') }).check();
    },
    ENTER_CARD: async (path) => {
      const modal = paymentModal(path);
      await modal.getByRole('radio', { name: cardName(path), exact: true }).check();
      await modal.getByLabel(path.t('checkout.payment.card_holder')).fill('Erika Mustermann');
      await modal.getByRole('button', { name: path.t('checkout.payment_modal.save') }).click();
    },
    CLOSE_PAYMENT_MODAL: async (path) => {
      await paymentModal(path)
        .getByRole('button', { name: path.t('modal.close') })
        .click();
      await paymentModal(path).waitFor({ state: 'hidden' });
    },
    BUY_NOW: async (path) => {
      await buyNow(path).click();
    },
    AUTHORISE: (path) => payAtSandbox(path, 'Authorised'),
    LEAVE_PENDING: (path) => payAtSandbox(path, 'Pending'),
    REFUSE: (path) => payAtSandbox(path, 'Refused'),
    APPROVE_AT_PAYPAL: async (path) => {
      await path.page.getByRole('button', { name: sandboxText(path).approve }).click();
    },
    CANCEL_AT_PAYPAL: async (path) => {
      await path.page.getByRole('button', { name: sandboxText(path).cancel }).click();
    },
  },
});
