import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import {
  exactly,
  lastSms,
  screenshot,
  smsCodeOf,
  text,
  throughOptionalPostfillToConfirm,
} from './support/checkout';
import {
  acme,
  basicInfoForward,
  berlin,
  buyNow,
  erika,
  erikasAccount,
  expectSuccess,
  fillAddress,
  fillBasicInfo,
  fillSepa,
  heading,
  openCart,
  P,
  pathname,
  paymentForward,
  paymentType,
  seedCartInPage,
  sepaName,
  startCheckout,
  submitAddress,
  submitBasicInfo,
  toConfirm,
  toConfirmAsNewCustomerBySepa,
  waitForPath,
  windowsServer,
  withAddonFields,
} from './support/checkout-flow';
import { type DevAccount, ERIKA, signInAtAuthority } from './support/dev-authority';
import { holdBack } from './support/hold-back';
import { launchShop } from './support/shop';

/** Keys typed into the SMS boxes one by one, as a person does: each box takes focus before the next key. */
const TYPING_DELAY_MS = 60;

const shop = launchShop();
const t = text;
const LOCALES: readonly LocaleCode[] = ['en-GB', 'de-DE'];
/**
 * Journeys the generated browser paths walk in both languages (npm run test:paths: checkout,
 * confirm and SMS models): here one language checks their details.
 */
const DETAILS_LOCALE: readonly LocaleCode[] = ['de-DE'];
const suffix = (locale: LocaleCode) => (locale === 'de-DE' ? 'de' : 'en');

/** The field's message as the visitor sees it, tied to the field (aria-describedby). */
async function messageOf(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label);
  const described = await field.getAttribute('aria-describedby');
  if (!described) return '';
  const ids = described.split(' ');
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').replace(/^⚠\s*/, '').trim();
}

describe('checkout of a new customer', () => {
  it('private person with SEPA and an SMS-validated product: every step, agreements, SMS code, success (en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [windowsServer(s)]);
    await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();

    // Login or register: two tiles.
    await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();
    expect(pathname(page)).toBe('/customer/login-or-register');
    await page.getByRole('heading', { level: 2, name: t(locale, 'checkout.login.existing_title') }).waitFor();
    await screenshot(page, `checkout-login-or-register-${suffix(locale)}`);
    await page.getByRole('button', { name: t(locale, 'checkout.login.register') }).click();

    // Basic info: forward disabled until the form is valid; the label offers an account.
    await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
    expect(pathname(page)).toBe('/customer/basic-info');
    expect(await basicInfoForward(page, locale).isDisabled()).toBe(true);
    await page
      .getByRole('link', { name: t(locale, 'footer.privacy_policy') })
      .first()
      .waitFor();
    await fillBasicInfo(page, locale, erika);
    // A private person has no company fields.
    expect(await page.getByLabel(t(locale, 'checkout.basic_info.company_name')).count()).toBe(0);
    await screenshot(page, `checkout-basic-info-${suffix(locale)}`);
    await basicInfoForward(page, locale).click();

    // Address: greeting, secure connection, postcode picker.
    await heading(page, t(locale, 'checkout.address.greeting', { firstName: 'Erika' })).waitFor();
    expect(pathname(page)).toBe('/customer/address');
    await page.getByText(t(locale, 'checkout.secure_connection')).waitFor();
    const phone = page.getByLabel(t(locale, 'checkout.address.phone'));
    expect(await phone.getAttribute('placeholder')).toMatch(/^\+49/);
    await fillAddress(page, locale, berlin);
    await screenshot(page, `checkout-address-${suffix(locale)}`);
    await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();

    // Payment: title with the first name; continue waits for valid SEPA data.
    await heading(page, t(locale, 'checkout.payment.title_named', { firstName: 'Erika' })).waitFor();
    expect(pathname(page)).toBe('/customer/payment');
    expect(await paymentForward(page, locale).isDisabled()).toBe(true);
    await paymentType(page, sepaName(locale)).check();
    expect(await paymentForward(page, locale).isDisabled()).toBe(true);
    await fillSepa(page, locale, erikasAccount);
    await expect.poll(() => paymentForward(page, locale).isDisabled()).toBe(false);
    await screenshot(page, `checkout-payment-${suffix(locale)}`);
    await toConfirm(page, locale);

    // Confirm: summaries, cart rows, feedback, agreements required by the Windows server.
    expect(pathname(page)).toBe('/confirm');
    const customer = page.getByRole('region', { name: t(locale, 'checkout.confirm.customer_title') });
    await customer.getByText('Erika Mustermann').waitFor();
    await customer.getByText('Friedrichstraße 12').waitFor();
    const payment = page.getByRole('region', { name: t(locale, 'checkout.confirm.payment_title') });
    await payment.getByText(t(locale, 'checkout.confirm.iban', { iban: 'DE89 •••• 3000' })).waitFor();
    const order = page.getByRole('region', { name: t(locale, 'checkout.confirm.cart_title') });
    await order.getByRole('rowheader', { name: 'Cloud VPS Windows' }).waitFor();
    await page.getByRole('region', { name: t(locale, 'checkout.feedback.title') }).waitFor();
    await page.getByRole('complementary', { name: t(locale, 'checkout.confirm.trust_title') }).waitFor();
    await page.getByLabel(t(locale, 'checkout.feedback.knownfrom')).selectOption('search_engines');
    await page.getByLabel(t(locale, 'checkout.feedback.comment')).fill('Please call before setting up.');
    await screenshot(page, `checkout-confirm-${suffix(locale)}`);

    // Buy now without the agreements: their messages.
    await buyNow(page, locale).click();
    const mca = page.getByRole('checkbox', { name: /Microsoft Customer Agreement/ });
    await expect.poll(() => mca.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(t(locale, 'confirm.form_validation.mca_agreement_required')).waitFor();
    await mca.check();
    await page.getByRole('checkbox', { name: t(locale, 'checkout.agreements.eult') }).check();
    await buyNow(page, locale).click();

    // SMS validation: five boxes, confirm enabled with all five.
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
    expect(pathname(page)).toBe('/sms-validation');
    const confirmOrder = page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') });
    expect(await confirmOrder.isDisabled()).toBe(true);
    const code = smsCodeOf((await lastSms(page, berlin.phone)).text);
    const box = (position: number) =>
      page.getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position, count: 5 }) });
    await box(1).click();
    await page.keyboard.type(code.slice(0, 4), { delay: TYPING_DELAY_MS });
    expect(await confirmOrder.isDisabled()).toBe(true);
    // Backspace in an empty box goes back and clears the one before.
    await page.keyboard.press('Backspace');
    expect(await box(4).inputValue()).toBe('');
    await page.keyboard.type(code.slice(3), { delay: TYPING_DELAY_MS });
    await expect.poll(() => confirmOrder.isDisabled()).toBe(false);
    await screenshot(page, `checkout-sms-validation-${suffix(locale)}`);

    // Resend: "code sent again"; the new code is the one that counts.
    await page.getByRole('button', { name: t(locale, 'checkout.sms.resend') }).click();
    await page.getByText(t(locale, 'sms_validation.code_sent_again')).waitFor();
    // The newest SMS of the order carries a new code (polled: the outbox is the server's record).
    let resent = code;
    await expect
      .poll(async () => {
        resent = smsCodeOf((await lastSms(page, berlin.phone)).text);
        return resent;
      })
      .not.toBe(code);
    // The new code is pasted from the SMS: a paste into the first box fills all five.
    await box(1).fill(resent);
    await expect.poll(() => box(5).inputValue()).toBe(resent.slice(4));
    await confirmOrder.click();

    await expectSuccess(page, locale);
    await screenshot(page, `checkout-success-${suffix(locale)}`);

    // Leaving resets customer, order and payment and reloads the cart.
    await page.getByRole('link', { name: t(locale, 'checkout.success.continue_shopping') }).click();
    await waitForPath(page, '/categories');
    await expect
      .poll(async () => (await (await page.request.get('/api/v2/session/customer')).json()).data.basicInfo)
      .toBeNull();
    await expect
      .poll(async () => (await (await page.request.get('/api/v2/session/payment')).json()).data)
      .toBeNull();
  });

  it('a wrong SMS code is refused under the code field (de-DE)', async () => {
    const locale: LocaleCode = 'de-DE';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [windowsServer(s)]);
    await toConfirmAsNewCustomerBySepa(page, locale);
    await page.getByRole('checkbox', { name: /Microsoft Customer Agreement/ }).check();
    await page.getByRole('checkbox', { name: t(locale, 'checkout.agreements.eult') }).check();
    await buyNow(page, locale).click();
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
    const code = smsCodeOf((await lastSms(page, berlin.phone)).text);
    const wrong = code.startsWith('a') ? `b${code.slice(1)}` : `a${code.slice(1)}`;
    const firstBox = page.getByRole('textbox', {
      name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }),
    });
    // Characters no code contains (zero, lower-case L) are not taken: the box stays empty.
    await firstBox.click();
    await page.keyboard.type('0l', { delay: TYPING_DELAY_MS });
    await expect.poll(() => firstBox.inputValue()).toBe('');
    await page.keyboard.type(wrong, { delay: TYPING_DELAY_MS });
    // A reload on the SMS screen keeps the order: the code is still asked for, for the same order.
    await page.reload();
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
    expect(pathname(page)).toBe('/sms-validation');
    await page
      .getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }) })
      .click();
    await page.keyboard.type(wrong, { delay: TYPING_DELAY_MS });
    await page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') }).click();
    const wrongText = locale === 'de-DE' ? 'Dieser Code ist nicht korrekt.' : 'This code is not correct.';
    const message = page.getByText(wrongText);
    await message.waitFor();
    const id = await message.getAttribute('id');
    const first = page.getByRole('textbox', {
      name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }),
    });
    expect(await first.getAttribute('aria-describedby')).toBe(id);
    expect(await first.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an invalid email, phone, IBAN and BIC with the spec messages (de-DE)', async () => {
    const locale: LocaleCode = 'de-DE';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);

    await fillBasicInfo(page, locale, { ...erika, email: 'erika@' });
    const email = t(locale, 'checkout.basic_info.email');
    await expect
      .poll(() => messageOf(page, email))
      .toBe(
        locale === 'de-DE'
          ? 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'
          : 'Please enter a valid email address.',
      );
    expect(await page.getByLabel(email).getAttribute('aria-invalid')).toBe('true');
    expect(await basicInfoForward(page, locale).isDisabled()).toBe(true);
    await page.getByLabel(email).fill(erika.email);
    await page.getByLabel(email).blur();
    await expect.poll(() => messageOf(page, email)).toBe('');
    await basicInfoForward(page, locale).click();

    await heading(page, t(locale, 'checkout.address.greeting', { firstName: 'Erika' })).waitFor();
    await fillAddress(page, locale, { ...berlin, phone: '030/1234-567' });
    const phone = t(locale, 'checkout.address.phone');
    await expect
      .poll(() => messageOf(page, phone))
      .toBe(
        locale === 'de-DE'
          ? 'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und +).'
          : 'Please enter a valid phone number (digits, spaces and + only).',
      );
    expect(await page.getByRole('button', { name: t(locale, 'checkout.next') }).isDisabled()).toBe(true);
    await screenshot(page, `checkout-address-invalid-${suffix(locale)}`);
    await page.getByLabel(phone).fill(berlin.phone);
    await page.getByLabel(phone).blur();
    await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();

    await heading(page, t(locale, 'checkout.payment.title_named', { firstName: 'Erika' })).waitFor();
    await paymentType(page, sepaName(locale)).check();
    await fillSepa(page, locale, { ...erikasAccount, iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBA1' });
    const iban = t(locale, 'checkout.payment.sepa_iban');
    const bic = t(locale, 'checkout.payment.sepa_bic');
    await page.getByLabel(iban).focus();
    await page.getByLabel(iban).blur();
    await page.getByLabel(bic).blur();
    await expect
      .poll(() => messageOf(page, iban))
      .toBe(
        locale === 'de-DE'
          ? 'Diese IBAN ist ungültig. Bitte prüfen Sie sie auf Tippfehler.'
          : 'This IBAN is not valid. Please check it for typing errors.',
      );
    await expect
      .poll(() => messageOf(page, bic))
      .toBe(
        locale === 'de-DE'
          ? 'Die BIC muss mindestens 8 Zeichen lang sein.'
          : 'The BIC must be at least 8 characters long.',
      );
    expect(await paymentForward(page, locale).isDisabled()).toBe(true);
    await page.getByLabel(iban).fill('XX12');
    await page.getByLabel(iban).blur();
    await page.getByLabel(bic).fill('1234DEFF');
    await page.getByLabel(bic).blur();
    await expect
      .poll(() => messageOf(page, iban))
      .toBe(
        locale === 'de-DE'
          ? 'Bitte geben Sie eine gültige IBAN ein: zwei Buchstaben, zwei Ziffern und dann Buchstaben oder Ziffern.'
          : 'Please enter a valid IBAN: two letters, two digits and then letters or digits.',
      );
    await expect
      .poll(() => messageOf(page, bic))
      .toBe(
        locale === 'de-DE'
          ? 'Bitte geben Sie eine gültige BIC ein, zum Beispiel COBADEFFXXX.'
          : 'Please enter a valid BIC, for example COBADEFFXXX.',
      );
    expect(await paymentForward(page, locale).isDisabled()).toBe(true);
    await screenshot(page, `checkout-payment-invalid-${suffix(locale)}`);
  });

  it('back through every step to the cart, and forward again with the data kept (en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);

    // The browser's back button leaves confirm for payment.
    await page.goBack();
    await heading(page, t(locale, 'checkout.payment.title_named', { firstName: 'Erika' })).waitFor();
    const back = () => page.getByRole('button', { name: t(locale, 'checkout.back'), exact: true }).click();
    await back();
    await heading(page, t(locale, 'checkout.address.greeting', { firstName: 'Erika' })).waitFor();
    expect(await page.getByLabel(t(locale, 'checkout.address.street')).inputValue()).toBe(berlin.street);
    await back();
    await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
    expect(await page.getByLabel(t(locale, 'checkout.basic_info.first_name')).inputValue()).toBe('Erika');
    await back();
    await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();
    await back();
    await heading(page, t(locale, 'cart.title')).waitFor();
    expect(pathname(page)).toBe('/cart');

    // Forward again: every form holds what was saved.
    await startCheckout(page, locale);
    expect(await page.getByLabel(t(locale, 'checkout.basic_info.email')).inputValue()).toBe(erika.email);
    await expect.poll(() => basicInfoForward(page, locale).isDisabled()).toBe(false);
    await basicInfoForward(page, locale).click();
    await heading(page, t(locale, 'checkout.address.greeting', { firstName: 'Erika' })).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: t(locale, 'checkout.next') }).isDisabled())
      .toBe(false);
    await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();
    await heading(page, t(locale, 'checkout.payment.title_named', { firstName: 'Erika' })).waitFor();
    expect(await page.getByLabel(t(locale, 'checkout.payment.sepa_iban')).inputValue()).toBe(
      'DE89370400440532013000',
    );
  });
});

describe('checkout: card payments through the sandbox provider', () => {
  /** A company with a card as payment method, on confirm. */
  async function companyWithCard(locale: LocaleCode): Promise<Page> {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await fillBasicInfo(page, locale, acme);
    await basicInfoForward(page, locale).click();
    await heading(page, t(locale, 'checkout.address.greeting', { firstName: acme.firstName })).waitFor();
    await submitAddress(page, locale, berlin, acme.firstName);
    await paymentType(page, locale === 'de-DE' ? 'Kreditkarte' : 'Credit card').check();
    const holder = page.getByLabel(t(locale, 'checkout.payment.card_holder'));
    await holder.waitFor();
    // When the card is charged (checkout spec section 9).
    await page
      .getByText(locale === 'de-DE' ? /innerhalb von 24 Stunden belastet/ : /charged within 24 hours/)
      .waitFor();
    await holder.fill('');
    await holder.blur();
    await page.getByText(t(locale, 'payment.form_validation.holder_name_required')).waitFor();
    expect(await paymentForward(page, locale).isDisabled()).toBe(true);
    await holder.fill('Max Muster');
    await expect.poll(() => paymentForward(page, locale).isDisabled()).toBe(false);
    await toConfirm(page, locale);
    await page
      .getByRole('region', { name: t(locale, 'checkout.confirm.customer_title') })
      .getByText(acme.company?.name ?? '')
      .waitFor();
    return page;
  }

  /** Buy now, then the sandbox provider's page answers `result`; back on confirm (or beyond). */
  async function payWith(page: Page, locale: LocaleCode, result: 'Authorised' | 'Refused' | 'Pending') {
    await buyNow(page, locale).click();
    await waitForPath(page, /^\/sandbox\/payment\//);
    await screenshot(page, `checkout-card-sandbox-${suffix(locale)}`);
    await page.getByRole('button', { name: result, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/confirm') || url.pathname.startsWith('/success'),
    );
  }

  it('company with a card: Authorised confirms the order (en-GB)', async () => {
    const page = await companyWithCard('en-GB');
    await screenshot(page, 'checkout-confirm-card-en');
    await payWith(page, 'en-GB', 'Authorised');
    await expectSuccess(page, 'en-GB');
  });

  it('Refused opens the payment modal; entering the card again and Authorised confirms (de-DE)', async () => {
    const locale = 'de-DE';
    const page = await companyWithCard(locale);
    await payWith(page, locale, 'Refused');
    const modal = page.getByRole('dialog', { name: t(locale, 'checkout.payment_modal.title') });
    await modal.waitFor();
    await modal.getByText(t(locale, 'payment.refused')).waitFor();
    // More than 2 payment types: the large modal.
    expect(await modal.getAttribute('class')).toContain('modal-large');
    await screenshot(page, 'checkout-payment-modal-refused-de');
    await modal.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();
    await modal.getByLabel(t(locale, 'checkout.payment.card_holder')).fill('Max Muster');
    await modal.getByRole('button', { name: t(locale, 'checkout.payment_modal.save') }).click();
    await modal.waitFor({ state: 'hidden' });
    await payWith(page, locale, 'Authorised');
    await expectSuccess(page, locale);
  });

  it('Pending confirms the order too (en-GB)', async () => {
    const page = await companyWithCard('en-GB');
    await payWith(page, 'en-GB', 'Pending');
    await expectSuccess(page, 'en-GB');
  });

  it('after a reload the card data is gone: buy now asks for it in the payment modal (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await companyWithCard(locale);
    await page.reload();
    await heading(page, t(locale, 'confirm.title')).waitFor();
    await buyNow(page, locale).click();
    const modal = page.getByRole('dialog', { name: t(locale, 'checkout.payment_modal.title') });
    await modal.getByText(t(locale, 'payment.payment_data_missing')).waitFor();
    await modal.getByRole('button', { name: t(locale, 'modal.close') }).click();
    await modal.waitFor({ state: 'hidden' });
  });
});

describe('checkout: PayPal, bank transfer', () => {
  async function privateWith(locale: LocaleCode, method: string): Promise<Page> {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, erika);
    await submitAddress(page, locale, berlin, erika.firstName);
    await paymentType(page, method).check();
    await toConfirm(page, locale);
    return page;
  }

  it.each(DETAILS_LOCALE)(
    'PayPal: cancel returns to confirm with the feedback kept, approve confirms (%s)',
    async (locale) => {
      const page = await privateWith(locale, 'PayPal');
      await page.getByLabel(t(locale, 'checkout.feedback.comment')).fill('Via PayPal, please.');
      await buyNow(page, locale).click();
      await waitForPath(page, /^\/sandbox\/paypal\//);
      await screenshot(page, `checkout-paypal-sandbox-${suffix(locale)}`);
      await page
        .getByRole('button', {
          name: locale === 'de-DE' ? 'Abbrechen und zum Shop zurück' : 'Cancel and return to the shop',
        })
        .click();
      await waitForPath(page, /^\/confirm(\/\w+)?$/);
      await heading(page, t(locale, 'confirm.title')).waitFor();
      await expect
        .poll(() => page.getByLabel(t(locale, 'checkout.feedback.comment')).inputValue())
        .toBe('Via PayPal, please.');

      await buyNow(page, locale).click();
      await waitForPath(page, /^\/sandbox\/paypal\//);
      await page
        .getByRole('button', { name: locale === 'de-DE' ? 'Abonnement bestätigen' : 'Approve subscription' })
        .click();
      await expectSuccess(page, locale);
    },
  );

  it('bank transfer (companies) places the order without provider (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await fillBasicInfo(page, locale, acme);
    await basicInfoForward(page, locale).click();
    await submitAddress(page, locale, berlin, acme.firstName);
    await paymentType(page, 'Bank transfer').check();
    await page.getByText(t(locale, 'checkout.payment.bank_transfer_note')).waitFor();
    await toConfirm(page, locale);
    await page
      .getByRole('region', { name: t(locale, 'checkout.confirm.payment_title') })
      .getByText('Bank transfer')
      .waitFor();
    await buyNow(page, locale).click();
    await expectSuccess(page, locale);
  });
});

describe("checkout: a payment method's form loads when the method is chosen", () => {
  it('SEPA: a status while its form comes, then the fields, and on to confirm (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/categories');
    const sepaForm = await holdBack(page, /\/assets\/SepaFields-[A-Za-z0-9_-]{8}\.js$/);
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, erika);
    await submitAddress(page, locale, berlin, erika.firstName);
    await paymentType(page, sepaName(locale)).waitFor();
    expect(sepaForm.requested).toBe(false);

    await paymentType(page, sepaName(locale)).check();
    await page
      .getByRole('status')
      .filter({ hasText: t(locale, 'app.loading') })
      .waitFor();
    const iban = page.getByRole('textbox', { name: t(locale, 'checkout.payment.sepa_iban'), exact: true });
    expect(await iban.count()).toBe(0);
    expect(await paymentForward(page, locale).isDisabled()).toBe(true);

    sepaForm.release();
    await fillSepa(page, locale, erikasAccount);
    await toConfirm(page, locale);
  });
});

describe('checkout: returning to confirm, reloading', () => {
  async function onConfirm(locale: LocaleCode): Promise<Page> {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);
    return page;
  }

  it.each(DETAILS_LOCALE)(
    'changing basic info and address from confirm returns to confirm (%s)',
    async (locale) => {
      const page = await onConfirm(locale);
      const customer = page.getByRole('region', { name: t(locale, 'checkout.confirm.customer_title') });
      await customer.getByRole('link', { name: t(locale, 'checkout.confirm.change_basic_info') }).click();
      await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
      expect(new URL(page.url()).searchParams.get('returnToConfirm')).toBe('1');
      await page.getByLabel(t(locale, 'checkout.basic_info.last_name')).fill('Musterfrau');
      await basicInfoForward(page, locale).click();
      await heading(page, t(locale, 'confirm.title')).waitFor();
      await customer.getByText('Erika Musterfrau').waitFor();

      await customer.getByRole('link', { name: t(locale, 'checkout.confirm.change_address') }).click();
      await heading(page, t(locale, 'checkout.address.greeting', { firstName: 'Erika' })).waitFor();
      await page.getByLabel(t(locale, 'checkout.address.street')).fill('Unter den Linden 5');
      await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();
      await heading(page, t(locale, 'confirm.title')).waitFor();
      await customer.getByText('Unter den Linden 5').waitFor();
    },
  );

  it('after a reload every step shows what was saved; confirm stays confirm (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await onConfirm(locale);
    await page.reload();
    await heading(page, t(locale, 'confirm.title')).waitFor();
    await page
      .getByRole('region', { name: t(locale, 'checkout.confirm.customer_title') })
      .getByText('Erika Mustermann')
      .waitFor();

    await page.goto('/customer/address');
    await heading(page, t(locale, 'checkout.address.greeting', { firstName: 'Erika' })).waitFor();
    expect(await page.getByLabel(t(locale, 'checkout.address.street')).inputValue()).toBe(berlin.street);
    expect(
      await page.getByRole('combobox', { name: t(locale, 'checkout.address.postal_code') }).inputValue(),
    ).toBe('10117 Berlin');
    await page.goto('/customer/payment');
    await heading(page, t(locale, 'checkout.payment.title_named', { firstName: 'Erika' })).waitFor();
    expect(await paymentType(page, 'SEPA direct debit').isChecked()).toBe(true);
  });

  it('a country change clears postcode and city; without a zip code list the postcode is free text; AT phone +43 (de-DE)', async () => {
    const locale = 'de-DE';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, erika);
    await fillAddress(page, locale, berlin);
    const country = page.getByRole('combobox', { name: t(locale, 'checkout.address.country') });
    await country.fill('xyz');
    await page.getByText(t(locale, 'checkout.address.country_no_result')).waitFor();
    await screenshot(page, 'checkout-address-country-search-de');
    await country.fill('Schw');
    await page.getByRole('option', { name: 'Schweiz' }).click();
    expect(await page.getByLabel(t(locale, 'checkout.address.city')).inputValue()).toBe('');
    // Switzerland has no zip code list: free text.
    const postcode = page.getByRole('textbox', { name: t(locale, 'checkout.address.postal_code') });
    expect(await postcode.inputValue()).toBe('');
    await postcode.fill('8001');
    await country.fill('Öster');
    await page.getByRole('option', { name: 'Österreich' }).click();
    expect(await page.getByLabel(t(locale, 'checkout.address.phone')).getAttribute('placeholder')).toMatch(
      /^\+43/,
    );
    // Austria has a list: the picker; a search under 3 characters lists everything.
    const picker = page.getByRole('combobox', { name: t(locale, 'checkout.address.postal_code') });
    expect(await picker.inputValue()).toBe('');
    await picker.fill('10');
    expect(await page.getByRole('option').count()).toBeGreaterThan(1);
  });
});

describe('checkout: promo code on confirm, copy from the mailing address', () => {
  it('a promo code entered on confirm goes onto the cart row (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, erika);
    await submitAddress(page, locale, berlin, erika.firstName);
    await paymentType(page, 'SEPA direct debit').check();
    await fillSepa(page, locale, erikasAccount);
    await toConfirm(page, locale);
    const order = page.getByRole('region', { name: t(locale, 'checkout.confirm.cart_title') });
    const total = await order
      .getByRole('row', { name: new RegExp(`^${t(locale, 'checkout.confirm.total_recurring')}`) })
      .textContent();
    await page
      .getByRole('textbox', { name: t(locale, 'cart_screen.promo_label'), exact: true })
      .fill('WELCOME10');
    await page.getByRole('button', { name: t(locale, 'cart_screen.promo_redeem') }).click();
    await order.getByText(t(locale, 'promotion.code', { code: 'WELCOME10' })).waitFor();
    await expect
      .poll(() =>
        order
          .getByRole('row', { name: new RegExp(`^${t(locale, 'checkout.confirm.total_recurring')}`) })
          .textContent(),
      )
      .not.toBe(total);
    await screenshot(page, 'checkout-confirm-promotion-en');
  });

  it('a refused order shows the error expander at the error placeholder (de-DE)', async () => {
    const locale = 'de-DE';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, erika);
    await submitAddress(page, locale, berlin, erika.firstName);
    await paymentType(page, 'SEPA-Lastschrift').check();
    await fillSepa(page, locale, erikasAccount);
    await toConfirm(page, locale);
    // The cart is emptied in another tab meanwhile: the order the visitor saw is refused, not placed.
    const emptied = await page.request.put('/api/v2/session/cart', { data: { items: [] } });
    expect(emptied.ok()).toBe(true);
    await buyNow(page, locale).click();
    const expander = page.locator('details').filter({ hasText: t(locale, 'confirm.order_not_completed') });
    await expander.getByText(/Ihr Warenkorb hat sich geändert, seit Sie ihn zuletzt gesehen haben/).waitFor();
    expect(await expander.getAttribute('open')).not.toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('confirm-error');
    expect(pathname(page)).toBe('/confirm');
    await screenshot(page, 'checkout-confirm-order-error-de');
  });

  it('basic info copies the names from the mailing-address product (de-DE)', async () => {
    const locale = 'de-DE';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => {
      const postal = rowOf(s, P.postal, [P.ppoa]);
      const typed = withAddonFields(s, postal, P.nsa, { nsa_customer_type: 'private' });
      return [
        withAddonFields(s, typed, P.ppoa, {
          ppoa_private_authorization: [{ first_name: 'Erika', last_name: 'Mustermann' }],
        }),
      ];
    });
    await page.goto('/customer/basic-info');
    await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
    await page.getByText(t(locale, 'checkout.basic_info.copy_hint')).waitFor();
    await screenshot(page, 'checkout-basic-info-copy-de');
    await page.getByRole('button', { name: t(locale, 'checkout.basic_info.copy') }).click();
    expect(await page.getByLabel(t(locale, 'checkout.basic_info.first_name')).inputValue()).toBe('Erika');
    expect(await page.getByLabel(t(locale, 'checkout.basic_info.last_name')).inputValue()).toBe('Mustermann');
    expect(
      await page.getByRole('radio', { name: t(locale, 'checkout.basic_info.group_private') }).isChecked(),
    ).toBe(true);
  });
});

describe('route guards', () => {
  it.each(DETAILS_LOCALE)(
    'a visitor without cart or customer data is sent from the checkout steps to the root, the categories (%s)',
    async (locale) => {
      const page = await shop.open(locale, '/confirm');
      await heading(page, t(locale, 'categories.title')).waitFor();
      expect(pathname(page)).toBe('/categories');
      for (const path of ['/customer/payment', '/customer/basic-info']) {
        await page.goto(path);
        await heading(page, t(locale, 'categories.title')).waitFor();
        expect(pathname(page)).toBe('/categories');
      }
      // SMS validation without a placed order has nothing to validate: to the categories too.
      await page.goto('/sms-validation');
      await heading(page, t(locale, 'categories.title')).waitFor();
      expect(pathname(page)).toBe('/categories');
    },
  );

  it('with items but no customer data, confirm is refused too (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await page.goto('/confirm');
    await heading(page, t(locale, 'categories.title')).waitFor();
    expect(pathname(page)).toBe('/categories');
  });
});

describe('error pages', () => {
  it.each(LOCALES)('401 and 404 are real pages with a way back (%s)', async (locale) => {
    const page = await shop.open(locale, '/401');
    await heading(page, t(locale, 'unauthorized.title')).waitFor();
    await page.getByText(exactly(t(locale, 'error_page.unauthorized_text'))).waitFor();
    await screenshot(page, `error-401-${suffix(locale)}`);
    await page.goto('/404');
    await heading(page, t(locale, 'not_found.title')).waitFor();
    await screenshot(page, `error-404-${suffix(locale)}`);
    await page.getByRole('link', { name: t(locale, 'error_page.to_products') }).click();
    await waitForPath(page, '/categories');
  });
});

describe('checkout of an existing customer (login through the development authority)', () => {
  /** The login tile opens the authority's popup; the customer signs in there and it closes itself. */
  async function logInThroughPopup(page: Page, locale: LocaleCode, account: DevAccount) {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: t(locale, 'checkout.login.log_in') }).click(),
    ]);
    await Promise.all([popup.waitForEvent('close'), signInAtAuthority(popup, locale, account)]);
    // An existing customer goes through postfill (optional fields left empty), then to confirm.
    await throughOptionalPostfillToConfirm(page, locale);
  }

  it.each(DETAILS_LOCALE)(
    'logs in through the popup, goes to confirm with the reduced breadcrumb; account change; log out starts over (%s)',
    async (locale) => {
      const page = await shop.open(locale, '/categories');
      await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
      await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();
      await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();
      await logInThroughPopup(page, locale, ERIKA);

      await heading(page, t(locale, 'confirm.title')).waitFor();
      // The header's user menu names the logged-in customer.
      await page.getByText(t(locale, 'header.user', { name: 'Erika Mustermann' })).waitFor();
      const steps = page
        .getByRole('navigation', { name: t(locale, 'breadcrumb.label') })
        .getByRole('listitem');
      expect(await steps.allTextContents()).toEqual([
        t(locale, 'breadcrumb.cart'),
        t(locale, 'breadcrumb.confirm'),
      ]);
      await page.getByText(t(locale, 'checkout.confirm.payment_on_file')).waitFor();
      expect(await page.getByRole('region', { name: t(locale, 'checkout.feedback.title') }).count()).toBe(0);
      expect(
        await page.getByRole('link', { name: t(locale, 'checkout.confirm.change_payment') }).count(),
      ).toBe(0);
      expect(
        await page.getByRole('link', { name: t(locale, 'checkout.confirm.change_basic_info') }).count(),
      ).toBe(0);
      await screenshot(page, `checkout-confirm-existing-customer-${suffix(locale)}`);

      // Basic info is not for an existing customer: straight to confirm.
      await page.goto('/customer/basic-info');
      await heading(page, t(locale, 'confirm.title')).waitFor();
      expect(pathname(page)).toBe('/confirm');

      // From the cart, checkout starts at the account change, which sits between cart and confirm.
      await page.goto('/cart');
      await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();
      await heading(page, t(locale, 'customer.logout.title')).waitFor();
      expect(pathname(page)).toBe('/customer/logout');
      await page.getByText('K-100234').waitFor();
      await page.getByText('erika@kunde.example').waitFor();
      expect(await steps.allTextContents()).toEqual([
        t(locale, 'breadcrumb.cart'),
        t(locale, 'breadcrumb.confirm'),
      ]);
      expect(await steps.first().getByRole('link').count()).toBe(1);
      await screenshot(page, `checkout-logout-${suffix(locale)}`);
      await page.getByRole('button', { name: t(locale, 'checkout.logout.proceed') }).click();
      await heading(page, t(locale, 'confirm.title')).waitFor();

      // Back to the account change; logging out starts over as a new customer.
      await page.goBack();
      await heading(page, t(locale, 'customer.logout.title')).waitFor();
      await page.getByRole('button', { name: t(locale, 'checkout.logout.log_out') }).click();
      await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();
      await expect.poll(() => steps.count()).toBe(4);
      await page.goto('/confirm');
      await heading(page, t(locale, 'categories.title')).waitFor();
    },
  );

  it('an existing company customer without phone orders an SMS-validated server and gives a number (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [windowsServer(s)]);
    await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();
    await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();
    await logInThroughPopup(page, locale, { email: 'max@firma.example', password: 'max-test-1' });
    await heading(page, t(locale, 'confirm.title')).waitFor();
    await page.getByText('Beispiel GmbH').waitFor();
    await page.getByRole('checkbox', { name: /Microsoft Customer Agreement/ }).check();
    await page.getByRole('checkbox', { name: t(locale, 'checkout.agreements.eult') }).check();
    await buyNow(page, locale).click();

    // No phone number on file: the SMS screen asks for one; the first confirm sends the code there.
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
    await page.getByText(t(locale, 'checkout.sms.intro_no_phone')).waitFor();
    // After a reload the screen asks the server for the order first: no form to type into until
    // the answer is there (typing into it would go nowhere).
    let releaseOrder = () => {};
    const orderHeld = new Promise<void>((resolve) => {
      releaseOrder = resolve;
    });
    await page.route('**/api/v2/session/order', async (route) => {
      await orderHeld;
      await route.continue();
    });
    const orderAsked = page.waitForRequest((request) => request.url().endsWith('/api/v2/session/order'));
    await page.reload();
    await orderAsked;
    // Two frames: the screen has rendered what the machine shows while it waits for the order.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page
      .getByRole('status')
      .filter({ hasText: t(locale, 'app.loading') })
      .waitFor();
    expect(await page.getByLabel(t(locale, 'checkout.sms.phone')).count()).toBe(0);
    releaseOrder();
    await page.getByText(t(locale, 'checkout.sms.intro_no_phone')).waitFor();
    await page.getByLabel(t(locale, 'checkout.sms.phone')).fill('+49 40 7654321');
    const firstBox = page.getByRole('textbox', {
      name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }),
    });
    await firstBox.click();
    await page.keyboard.type('abcde', { delay: TYPING_DELAY_MS });
    const confirmOrder = page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') });
    await confirmOrder.click();
    await page.getByText('We have sent a code to this number. Please enter it.').waitFor();
    const code = smsCodeOf((await lastSms(page, '+49 40 7654321')).text);
    // Pasted over the wrong code (typing it key by key is covered above): on a busy machine a
    // keystroke typed while the boxes re-render may be lost, and the last box keep its old letter.
    await firstBox.fill(code);
    const boxValues = () =>
      Promise.all(
        [1, 2, 3, 4, 5].map((position) =>
          page
            .getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position, count: 5 }) })
            .inputValue(),
        ),
      );
    await expect.poll(() => boxValues().then((values) => values.join(''))).toBe(code);
    await confirmOrder.click();
    await expectSuccess(page, locale);
  });
});

describe('checkout for a brand with companies only and no login (cloudkontor)', () => {
  it('goes from the cart to basic info with the company fields and no type switch, through SEPA to success', async () => {
    const locale = 'en-GB';
    const page = await shop.open(
      locale,
      `http://cloudkontor.localhost:${new URL(shop.baseUrl()).port}/categories`,
    );
    await heading(page, 'Product categories').waitFor();
    await seedCartInPage(page, (s) => [rowOf(s, P.webhostingS)]);
    // The brand's own origin (the context's base URL is the default brand's).
    await page.goto(new URL('/cart', page.url()).href);
    await heading(page, t(locale, 'cart.title')).waitFor();
    await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();

    // No login offered: straight to basic info; the only customer type is forced.
    await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
    expect(
      await page.getByRole('radio', { name: t(locale, 'checkout.basic_info.group_private') }).count(),
    ).toBe(0);
    await page.getByLabel(t(locale, 'checkout.basic_info.company_name')).waitFor();
    await page.getByRole('radio', { name: t(locale, 'checkout.basic_info.gender_mr'), exact: true }).check();
    await page.getByLabel(t(locale, 'checkout.basic_info.first_name')).fill(acme.firstName);
    await page.getByLabel(t(locale, 'checkout.basic_info.last_name')).fill(acme.lastName);
    await page.getByLabel(t(locale, 'checkout.basic_info.company_name')).fill('Kontor Logistics AG');
    await page.getByLabel(t(locale, 'checkout.basic_info.email')).fill('it@kontor.example');
    expect(await basicInfoForward(page, locale).count()).toBe(0);
    await screenshot(page, 'checkout-basic-info-companies-only-en');
    await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();

    await submitAddress(page, locale, berlin, acme.firstName);
    // PayPal is listed but switched off; no bank name field for this brand.
    expect(await paymentType(page, 'PayPal').isDisabled()).toBe(true);
    await paymentType(page, 'SEPA direct debit').check();
    expect(
      await page.getByRole('textbox', { name: t(locale, 'checkout.payment.sepa_bank'), exact: true }).count(),
    ).toBe(0);
    await fillSepa(page, locale, { ...erikasAccount, holder: 'Kontor Logistics AG' });
    await screenshot(page, 'checkout-payment-cloudkontor-en');
    await toConfirm(page, locale);

    // No promo code, referral id or newsletter by the brand's flags.
    expect(
      await page.getByRole('textbox', { name: t(locale, 'cart_screen.promo_label'), exact: true }).count(),
    ).toBe(0);
    expect(await page.getByLabel(t(locale, 'checkout.feedback.referral_id')).count()).toBe(0);
    expect(await page.getByLabel(t(locale, 'checkout.feedback.newsletter')).count()).toBe(0);
    await buyNow(page, locale).click();
    await expectSuccess(page, locale);
  });
});
