import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import {
  acme,
  basicInfoForward,
  berlin,
  buyNow,
  erika,
  erikasAccount,
  fillBasicInfo,
  fillSepa,
  heading,
  openCart,
  P,
  paymentType,
  sepaName,
  startCheckout,
  submitAddress,
  toConfirm,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

const shop = launchShop();

describe('checkout: a change on confirm that rules out the chosen payment method', () => {
  it('a company paying by bank transfer becomes a private person: asked for a payment method again, then orders by SEPA (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await fillBasicInfo(page, locale, acme);
    await basicInfoForward(page, locale).click();
    await submitAddress(page, locale, berlin, acme.firstName);
    await paymentType(page, 'Bank transfer').check();
    await toConfirm(page, locale);
    const payment = page.getByRole('region', { name: t(locale, 'checkout.confirm.payment_title') });
    await payment.getByText('Bank transfer').waitFor();

    // Bank transfer is for companies only: the private person has to choose another method.
    const customer = page.getByRole('region', { name: t(locale, 'checkout.confirm.customer_title') });
    await customer.getByRole('link', { name: t(locale, 'checkout.confirm.change_basic_info') }).click();
    await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
    await fillBasicInfo(page, locale, erika);
    await basicInfoForward(page, locale).click();

    // On through the (kept) address to the payment step, where bank transfer is no longer offered.
    await heading(page, t(locale, 'checkout.address.greeting', { firstName: erika.firstName })).waitFor();
    await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();
    await heading(page, t(locale, 'checkout.payment.title_named', { firstName: erika.firstName })).waitFor();
    await paymentType(page, sepaName(locale)).waitFor();
    expect(await paymentType(page, 'Bank transfer').count()).toBe(0);

    await paymentType(page, sepaName(locale)).check();
    await fillSepa(page, locale, erikasAccount);
    await toConfirm(page, locale);
    await payment.getByText(sepaName(locale)).waitFor();
    expect(await payment.getByText('Bank transfer').count()).toBe(0);
    // The order is placed; this brand's SEPA asks for the SMS code.
    await buyNow(page, locale).click();
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
  });
});
