import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { text } from './support/checkout';
import {
  type Address,
  buyNow,
  erikasAccount,
  fillSepa,
  heading,
  openCart,
  type Person,
  paymentType,
  type Sepa,
  sepaName,
  startCheckout,
  submitAddress,
  submitBasicInfo,
  toConfirm,
  windowsServer,
} from './support/checkout-flow';
import { ErrorReceiver } from './support/error-receiver';
import { launchShop } from './support/shop';

const t = text;

let receiver: ErrorReceiver | undefined;
const reports = (): ErrorReceiver => {
  if (!receiver) throw new Error('the error receiver is not running');
  return receiver;
};
beforeAll(async () => {
  receiver = await ErrorReceiver.start();
});
afterEach(() => reports().clear());
afterAll(async () => {
  await receiver?.close();
});

// Reports go to the local receiver; SMS codes go to a gateway nobody answers at (a closed port),
// so resending a code fails for real on the server's side (502 sms_send_failed).
const shop = launchShop(() => ({
  ERROR_REPORTING_DSN: reports().dsn,
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  SMS_GATEWAY_TIMEOUT_MS: '2000',
}));

/** What this visitor types on the way: none of it may reach a report. */
const zoraida: Person = {
  gender: 'ms',
  firstName: 'Zoraida',
  lastName: 'Quellenfeld',
  email: 'zoraida.quellenfeld@example.org',
};
const home: Address = { street: 'Quellenweg 77', postcode: '10117', city: 'Berlin', phone: '+49 30 9876543' };
const account: Sepa = { ...erikasAccount, holder: 'Zoraida Quellenfeld' };
const COMMENT = 'Bitte Zoraida nach 18 Uhr anrufen';
const WRONG_CODE = 'q7Kpz';
const PROMO_CODE = 'ZORAIDA24';

const PERSONAL = [
  'Zoraida',
  'Quellenfeld',
  'zoraida.quellenfeld',
  'Quellenweg',
  '9876543',
  '98 76 543',
  'DE89370400440532013000',
  'DE89 3704',
  '0532 0130',
  'COBADEFFXXX',
  'Commerzbank',
  WRONG_CODE,
  PROMO_CODE,
  '18 Uhr',
];

/**
 * The shop traces one page in five (the spec's sample rate), deciding with `Math.random`. This
 * page's draws all fall below that rate, so every trace is sent and checked for what it carries.
 */
async function traceEveryPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const draw = Math.random.bind(Math);
    Math.random = () => draw() * 0.19;
  });
}

/** The support reference the visitor reads in "Help & contact". */
async function readSupportReference(page: Page, locale: LocaleCode): Promise<string> {
  await page.getByRole('button', { name: t(locale, 'help.button') }).click();
  const help = page.getByRole('dialog', { name: t(locale, 'help.title') });
  const reference = help.locator('.support-reference');
  await reference.waitFor();
  const spoken = (await reference.textContent())?.trim() ?? '';
  await page.keyboard.press('Escape');
  return spoken;
}

/** Resolves once the page has had no request in flight (reports included) for `quietMs`. */
async function settled(page: Page, quietMs = 1000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inFlight <= 0 && Date.now() - last >= quietMs, { timeout: 20_000, interval: 100 })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

describe('error reporting with a DSN (Sentry’s protocol, local receiver)', () => {
  it('a failed SMS resend is reported once, with route, wizard state and support reference, and nothing the visitor typed (en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const page = await shop.page(locale);
    await traceEveryPage(page);
    await page.goto('/categories');
    await openCart(page, locale, (s) => [windowsServer(s)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, zoraida);
    await submitAddress(page, locale, home, zoraida.firstName);
    await paymentType(page, sepaName(locale)).check();
    await fillSepa(page, locale, account);
    await toConfirm(page, locale);
    await page.getByLabel(t(locale, 'checkout.feedback.comment')).fill(COMMENT);
    // A promo code unknown to the shop: its look-up (the code in the call's path) is answered 404,
    // which the visitor reads; no fault, and the code never reaches a report.
    await page
      .getByRole('textbox', { name: t(locale, 'cart_screen.promo_label'), exact: true })
      .fill(PROMO_CODE);
    await page.getByRole('button', { name: t(locale, 'cart_screen.promo_redeem') }).click();
    await page.getByText(t(locale, 'confirm.manual_promotion_not_found', { code: PROMO_CODE })).waitFor();
    await page.getByRole('checkbox', { name: /Microsoft Customer Agreement/ }).check();
    await page.getByRole('checkbox', { name: t(locale, 'checkout.agreements.eult') }).check();
    await buyNow(page, locale).click();
    await heading(page, t(locale, 'sms_validation.title')).waitFor();

    // A wrong code is the shop's answer to the visitor (shown under the field), not a fault.
    const firstBox = page.getByRole('textbox', {
      name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }),
    });
    await firstBox.fill(WRONG_CODE);
    const validation = page.waitForResponse((answer) => answer.url().includes('/validate'));
    await page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') }).click();
    expect((await validation).status()).toBe(422);

    // The resend fails on the server's side: only logged and reported, nothing for the visitor.
    const resend = page.getByRole('button', { name: t(locale, 'checkout.sms.resend') });
    const failed = page.waitForResponse((answer) => /\/api\/v1\/\d+\/sms$/.test(answer.url()));
    await resend.click();
    expect((await failed).status()).toBe(502);
    await expect.poll(() => reports().errorEvents().length, { timeout: 20_000 }).toBe(1);
    expect(await page.getByText(t(locale, 'sms_validation.code_sent_again')).count()).toBe(0);

    // The same failure again in the same state: still one report.
    const again = page.waitForResponse((answer) => /\/api\/v1\/\d+\/sms$/.test(answer.url()));
    await resend.click();
    expect((await again).status()).toBe(502);
    await settled(page);

    const reference = await readSupportReference(page, locale);
    expect(reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await settled(page);
    const events = reports().errorEvents();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.message).toBe('GET /api/v1/:id/sms failed: sms_send_failed');
    expect(event?.level).toBe('error');
    expect(event?.tags).toMatchObject({
      route: 'smsValidation',
      support_reference: reference,
      'api.endpoint': 'GET /api/v1/:id/sms',
      'api.status': '502',
    });
    expect(event?.tags?.['wizard.state']).toMatch(/^sms\/.*resend\.sending/);
    expect(event?.request?.url).toMatch(/\/sms-validation$/);

    // Nothing the visitor typed in anything that was sent (errors, sessions, traces).
    const sent = reports().everything();
    expect(sent.length).toBeGreaterThan(0);
    expect(reports().spans().length).toBeGreaterThan(0);
    for (const value of PERSONAL) expect(sent).not.toContain(value);
  });

  it('a call without an answer is reported once per page (retries and later tries included) and the shop goes on (de-DE)', async () => {
    const locale: LocaleCode = 'de-DE';
    const page = await shop.page(locale);
    // The session's customer gets no answer (tried three times): the shop starts as for a new visitor.
    await page.route('**/api/v2/session/customer', (route) => route.abort('connectionfailed'));
    await page.goto('/categories');
    await heading(page, t(locale, 'categories.title')).waitFor();
    await expect.poll(() => reports().errorEvents().length, { timeout: 20_000 }).toBe(1);
    // The visitor goes on in the same page: a category, a product into the wizard.
    await page
      .getByRole('link', { name: /Webhosting/ })
      .first()
      .click();
    await page
      .getByRole('article', { name: 'Webhosting S', exact: true })
      .getByRole('button', { name: t(locale, 'products.order_now') })
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/products'));
    await settled(page);
    const events = reports().errorEvents();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.message).toBe('GET /api/v2/session/customer failed: network_error');
    expect(event?.tags).toMatchObject({ route: '/categories', 'api.status': '0' });
    expect(event?.tags?.support_reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });
});
