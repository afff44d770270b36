import { describe, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { lastSms, smsCodeOf, text } from './support/checkout';
import {
  berlin,
  buyNow,
  expectSuccess,
  heading,
  openCart,
  P,
  toConfirmAsNewCustomerBySepa,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * A partner's link: the visitor arrives at `/products/webhosting?referrer=PARTNER1`, orders without
 * typing a referral id, and the order credits the partner (the application referrer of the spec's
 * fallback order). Support reads it on the order's staff page.
 */
const shop = launchShop();
const t = text;

describe('a partner link', () => {
  it('credits the partner of /products/webhosting?referrer=PARTNER1 with the order placed after it', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/products/webhosting?referrer=PARTNER1');
    await page.getByRole('article', { name: 'Web hosting S' }).waitFor();

    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);
    const agreements = page.getByRole('group', { name: t(locale, 'checkout.agreements.legend') });
    for (const box of await agreements.getByRole('checkbox').all()) await box.check();
    await buyNow(page, locale).click();
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
    const { text: sms } = await lastSms(page, berlin.phone);
    await page
      .getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }) })
      .fill(smsCodeOf(sms));
    await page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') }).click();
    const code = await expectSuccess(page, locale);

    // Support finds the order and the partner it credits on the staff pages.
    const staff = await shop.open('en-GB', '/staff/orders');
    await staff.getByLabel('E-mail').fill('support@hostwerk.example');
    await staff.getByLabel('Password').fill('support-test-1');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByLabel('Order number').fill(code);
    await staff.getByRole('button', { name: 'Show the order mail' }).click();
    await staff.getByRole('heading', { level: 1, name: `Confirmation mail of order ${code}` }).waitFor();
    await staff
      .getByRole('table', { name: 'Order' })
      .getByRole('row', { name: 'Referral id PARTNER1 (application referrer)' })
      .waitFor({ timeout: 5_000 });
  });
});
