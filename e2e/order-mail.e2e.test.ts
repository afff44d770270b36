import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { lastSms, SUPPORT_TOKEN, smsCodeOf, text } from './support/checkout';
import {
  berlin,
  buyNow,
  erika,
  expectSuccess,
  heading,
  openCart,
  P,
  toConfirmAsNewCustomerBySepa,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * A visitor orders in the browser; without SMTP settings the confirmation mail lands in the local
 * outbox, where support finds it: through the support call, and on the staff pages after signing
 * in. The mail's HTML is opened in the browser and read as the customer would.
 */
const shop = launchShop();
const t = text;

interface OutboxMessage {
  order_id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { file_name: string }[];
}

describe('the order confirmation e-mail', () => {
  it('a German order is confirmed by a German mail in the local outbox, which support finds', async () => {
    const locale = 'de-DE';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);
    const agreements = page.getByRole('group', { name: t(locale, 'checkout.agreements.legend') });
    for (const box of await agreements.getByRole('checkbox').all()) await box.check();
    await buyNow(page, locale).click();
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
    const { orderId, text: sms } = await lastSms(page, berlin.phone);
    await page
      .getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }) })
      .fill(smsCodeOf(sms));
    await page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') }).click();
    const code = await expectSuccess(page, locale);

    // The support call of the local outbox (production mode: with the support token).
    let message: OutboxMessage | undefined;
    const deadline = Date.now() + 15_000;
    while (!message && Date.now() < deadline) {
      const answer = await page.request.get(`/api/v2/support/mail-outbox?order_id=${orderId}`, {
        headers: { authorization: `Bearer ${SUPPORT_TOKEN}` },
      });
      expect(answer.ok()).toBe(true);
      message = ((await answer.json()) as { data: OutboxMessage[] }).data[0];
      if (!message) await page.waitForTimeout(100);
    }
    if (!message) throw new Error('no mail in the outbox');
    expect(message.to).toBe(erika.email);
    expect(message.subject).toBe(`Bestellbestätigung ${code} – Hostwerk`);
    expect(message.text).toContain('Guten Tag Erika Mustermann,');
    expect(message.attachments.map((attachment) => attachment.file_name)).toContain('AGB Privatkunden.pdf');
    const anonymous = await page.request.get(`/api/v2/support/mail-outbox?order_id=${orderId}`);
    expect(anonymous.status()).toBe(404);

    // The mail as the customer reads it.
    const mail = await shop.page(locale);
    await mail.setContent(message.html);
    await mail.getByRole('heading', { name: 'Ihre Bestellung' }).waitFor();
    await mail.getByText(code, { exact: true }).waitFor();
    await mail.getByRole('row', { name: /Webhosting S/ }).waitFor();
    await mail.getByRole('img', { name: 'Hostwerk' }).waitFor();

    // Support finds it on the staff pages.
    const staff = await shop.open('en-GB', '/staff/orders');
    await staff.getByLabel('E-mail').fill('support@hostwerk.example');
    await staff.getByLabel('Password').fill('support-test-1');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByLabel('Order number').fill(code);
    await staff.getByRole('button', { name: 'Show the order mail' }).click();
    await staff.getByRole('heading', { level: 1, name: `Confirmation mail of order ${code}` }).waitFor();
    await staff.getByText(`Bestellbestätigung ${code} – Hostwerk`).first().waitFor();
    await staff.getByRole('cell', { name: 'sent', exact: true }).waitFor();
  });
});
