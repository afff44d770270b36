import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import {
  berlin,
  buyNow,
  erika,
  expectSuccess,
  heading,
  openCart,
  P,
  pathname,
  paymentType,
  startCheckout,
  submitAddress,
  submitBasicInfo,
  toConfirm,
  waitForPath,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * After an order (checkout spec section 2, Success): leaving the success page by any way resets
 * customer, order and payment and reloads the cart, so no screen after it shows the ordered cart;
 * a replayed payment return meets the confirm route guard (no items: the root); the success page
 * speaks only of an order of this session.
 */
const shop = launchShop();

const CARD = { 'en-GB': 'Credit card', 'de-DE': 'Kreditkarte' } as const;

/** A new customer orders Web hosting S by card; the sandbox provider authorises it. */
async function orderByCard(locale: LocaleCode): Promise<Page> {
  const page = await shop.open(locale, '/categories');
  await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
  await startCheckout(page, locale);
  await submitBasicInfo(page, locale, erika);
  await submitAddress(page, locale, berlin, erika.firstName);
  await paymentType(page, CARD[locale]).check();
  await page.getByLabel(t(locale, 'checkout.payment.card_holder')).fill('Erika Mustermann');
  await toConfirm(page, locale);
  await buyNow(page, locale).click();
  await waitForPath(page, /^\/sandbox\/payment\//);
  await page.getByRole('button', { name: 'Authorised', exact: true }).click();
  await expectSuccess(page, locale);
  return page;
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(Cart|Warenkorb), / });

describe('after an order', () => {
  it.each(['en-GB', 'de-DE'] as const)(
    '%s: the header’s cart link shows the empty cart, not the ordered one',
    async (locale) => {
      const page = await orderByCard(locale);

      await cartLink(page).click();

      await heading(page, t(locale, 'cart.title')).waitFor();
      await page.getByText(t(locale, 'cart_screen.empty')).waitFor();
      expect(await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).count()).toBe(0);
      expect(await page.getByRole('main').getByText('Web hosting S').count()).toBe(0);
      // The checkout starts over: the customer data of the order are gone.
      const customer = await (await page.request.get('/api/v2/session/customer')).json();
      expect(customer.data.basicInfo).toBeNull();
    },
  );

  it.each(['en-GB', 'de-DE'] as const)(
    '%s: Back from success to the card return lands on the categories, never on "confirm again"',
    async (locale) => {
      const page = await orderByCard(locale);

      await page.goBack();

      await heading(page, t(locale, 'categories.title')).waitFor();
      await waitForPath(page, '/categories');
      expect(await page.getByText(t(locale, 'confirm.order_not_completed')).count()).toBe(0);
      expect(await buyNow(page, locale).count()).toBe(0);
      // The cart the visitor goes on with is the emptied one.
      await cartLink(page).click();
      await page.getByText(t(locale, 'cart_screen.empty')).waitFor();
    },
  );

  it.each(['de-DE', 'en-GB'] as const)(
    '%s: a success URL of no order of this session is the 404 page',
    async (locale) => {
      for (const id of ['1', '99999', 'abc']) {
        const page = await shop.open(locale, `/success/${id}`);
        await heading(page, t(locale, 'not_found.title')).waitFor();
        expect(pathname(page)).toBe('/404');
        expect(await page.getByText(t(locale, 'checkout.success.confirmation')).count()).toBe(0);
      }
    },
  );

  it('a reloaded success page of this session’s order still shows its number (en-GB)', async () => {
    const page = await orderByCard('en-GB');
    const code = await expectSuccess(page, 'en-GB');

    await page.reload();

    expect(await expectSuccess(page, 'en-GB')).toBe(code);
  });
});
