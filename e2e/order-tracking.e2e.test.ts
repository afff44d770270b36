import type { LocaleCode } from '@contract/common';
import type { Order } from '@contract/orders';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrandTracking } from './support/brand-tracking';
import { rowOf } from './support/cart-fixtures';
import { lastSms, smsCodeOf, text } from './support/checkout';
import {
  acme,
  berlin,
  buyNow,
  erikasAccount,
  expectSuccess,
  fillSepa,
  heading,
  openCart,
  P,
  paymentType,
  seedCartInPage,
  submitAddress,
  toConfirm,
  toConfirmAsNewCustomerBySepa,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

const t = text;

/** Trackers hostwerk configures here (cloudkontor configures none); no error-reporting DSN. */
const TRACKING = {
  google_tag_manager: 'GTM-E2ETEST1',
  easymarketing_host: 'track.partner.example',
  easymarketing_trigger_id: '7',
};
const shop = launchShop({}, { prepareStore: withBrandTracking('hostwerk', TRACKING) });

interface PurchaseEntry {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    tax: number;
    currency: string;
    items: { item_id: string; item_name: string; item_category: string; price: number; quantity: number }[];
  };
}

/** The purchase events of the page's `window.dataLayer`. */
const purchases = (page: Page): Promise<PurchaseEntry[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry?.event === 'purchase',
    ),
  ) as Promise<PurchaseEntry[]>;

/** Every request the page makes to anywhere but the shop's own origin. */
function outsideRequests(page: Page, shopOrigin: string): string[] {
  const outside: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== shopOrigin) outside.push(url);
  });
  return outside;
}

/** The order as the shop answers it to this visitor, and its id from the success page's address. */
async function placedOrder(page: Page): Promise<Order> {
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const answer = await page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as { data: Order } };
  }, `/api/v2/orders/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** SEPA at hostwerk asks for the SMS code: the visitor types the one the outbox holds. */
async function confirmBySms(page: Page, locale: LocaleCode): Promise<void> {
  await heading(page, t(locale, 'sms_validation.title')).waitFor();
  const code = smsCodeOf((await lastSms(page, berlin.phone)).text);
  await page
    .getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }) })
    .fill(code);
  await page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') }).click();
}

/** The event must carry the order's server prices: net value, gross = value + tax, one item per line. */
function expectPurchaseOf(event: PurchaseEntry | undefined, order: Order): void {
  expect(event?.ecommerce).toEqual({
    transaction_id: order.order_code,
    value: order.purchase.net,
    tax: Math.round((order.purchase.gross - order.purchase.net) * 100) / 100,
    currency: 'EUR',
    items: order.purchase.lines.map((line) => ({
      item_id: String(line.article_id),
      item_name: line.name,
      item_category: line.kind,
      price: line.net,
      quantity: 1,
    })),
  });
  const gross = (event?.ecommerce.value ?? 0) + (event?.ecommerce.tax ?? 0);
  expect(Math.round(gross * 100)).toBe(Math.round(order.purchase.gross * 100));
  expect(order.purchase.net).toBeGreaterThan(0);
}

describe('order tracking', () => {
  it('a brand without trackers and no DSN: nothing outside the shop is asked, the purchase event once per order, also after a reload (cloudkontor, en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const origin = `http://cloudkontor.localhost:${new URL(shop.baseUrl()).port}`;
    const page = await shop.page(locale);
    const outside = outsideRequests(page, origin);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/categories`);
    await heading(page, t(locale, 'categories.title')).waitFor();
    await seedCartInPage(page, (s) => [rowOf(s, P.webhostingS)]);
    await page.goto(`${origin}/cart`);
    await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();
    await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
    await page.getByRole('radio', { name: t(locale, 'checkout.basic_info.gender_mr'), exact: true }).check();
    await page.getByLabel(t(locale, 'checkout.basic_info.first_name')).fill(acme.firstName);
    await page.getByLabel(t(locale, 'checkout.basic_info.last_name')).fill(acme.lastName);
    await page.getByLabel(t(locale, 'checkout.basic_info.company_name')).fill('Kontor Logistics AG');
    await page.getByLabel(t(locale, 'checkout.basic_info.email')).fill('it@kontor.example');
    await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();
    await submitAddress(page, locale, berlin, acme.firstName);
    await paymentType(page, 'SEPA direct debit').check();
    await fillSepa(page, locale, { ...erikasAccount, holder: 'Kontor Logistics AG' });
    await toConfirm(page, locale);
    const shownRows = await page
      .getByRole('region', { name: t(locale, 'checkout.confirm.cart_title') })
      .locator('tbody')
      .getByRole('rowheader')
      .allTextContents();
    await buyNow(page, locale).click();
    await expectSuccess(page, locale);

    const order = await placedOrder(page);
    await expect.poll(async () => (await purchases(page)).length).toBe(1);
    expectPurchaseOf((await purchases(page))[0], order);
    // Its items are what the order overview listed.
    expect((await purchases(page))[0]?.ecommerce.items.map((item) => item.item_name)).toEqual(
      shownRows.map((row) => row.trim()),
    );

    await page.reload();
    await expectSuccess(page, locale);
    // The order's answer is there again (the screen shows its number): the event is not sent twice.
    expect(await purchases(page)).toEqual([]);

    expect(outside).toEqual([]);
    // Without a DSN the reporting SDK is never even loaded.
    expect(scripts.filter((path) => path.includes('sentry'))).toEqual([]);
    expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  });

  it('a brand with privacy settings: no tracker before consent; after it the tag manager and, once per order, the marketing conversion (hostwerk, de-DE)', async () => {
    const locale: LocaleCode = 'de-DE';
    const page = await shop.page(locale);
    const origin = new URL(shop.baseUrl()).origin;
    const outside = outsideRequests(page, origin);
    // The outside services answer from here: a container that counts its loads, an image.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__containerLoads = (window.__containerLoads || 0) + 1;',
      }),
    );
    await page.route('https://track.partner.example/**', (route) =>
      route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') }),
    );
    await page.goto('/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);
    await buyNow(page, locale).click();
    await confirmBySms(page, locale);
    await expectSuccess(page, locale);
    const order = await placedOrder(page);

    // No consent yet: the purchase event waits in the page's dataLayer, nothing leaves it.
    await expect.poll(async () => (await purchases(page)).length).toBe(1);
    expectPurchaseOf((await purchases(page))[0], order);
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script[src^="https:"]').length)).toBe(0);

    // The brand's consent manager announces the visitor's choice.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('shop:consent', { detail: { analytics: true, marketing: true } })),
    );
    await expect
      .poll(() => page.evaluate(() => (window as { __containerLoads?: number }).__containerLoads))
      .toBe(1);
    await expect.poll(() => outside.length).toBe(2);
    expect(outside[0]).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST1');
    const conversion = new URL(outside.find((url) => url.startsWith('https://track.partner.example/')) ?? '');
    expect(conversion.pathname).toBe('/trck/etrack/');
    expect(Object.fromEntries(conversion.searchParams)).toEqual({
      campaign_id: '1',
      trigger_id: '7',
      token: String(order.id),
      turnover: order.purchase.net.toFixed(2),
      currency: 'EUR',
      t: 'img',
    });

    // A reload with consent already given (the consent manager states it before the app starts):
    // the container loads again; neither the purchase event nor the conversion is sent twice.
    await page.addInitScript(() => {
      (window as { shopConsent?: object }).shopConsent = { analytics: true, marketing: true };
    });
    await page.reload();
    await expectSuccess(page, locale);
    await expect
      .poll(() => page.evaluate(() => (window as { __containerLoads?: number }).__containerLoads))
      .toBe(1);
    expect(await purchases(page)).toEqual([]);
    expect(outside.filter((url) => url.startsWith('https://track.partner.example/'))).toHaveLength(1);
  });
});
