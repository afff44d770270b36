import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import {
  berlin,
  erika,
  heading,
  openCart,
  P,
  pathname,
  startCheckout,
  submitAddress,
  submitBasicInfo,
  toConfirmAsNewCustomerBySepa,
  waitForPath,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * A checkout step loaded again after the cart was emptied in another tab: forward to the last step
 * reached (checkout spec: an empty cart goes to the cart), where the cart says it is empty.
 */

const shop = launchShop();

const LOCALES: LocaleCode[] = ['en-GB', 'de-DE'];

async function emptyCartElsewhere(page: Page): Promise<void> {
  const emptied = await page.request.put('/api/v2/session/cart', { data: { items: [] } });
  expect(emptied.ok()).toBe(true);
}

async function expectEmptyCart(page: Page, locale: LocaleCode): Promise<void> {
  await heading(page, t(locale, 'cart.title')).waitFor();
  await waitForPath(page, '/cart');
  await page.getByText(t(locale, 'cart_screen.empty')).waitFor();
  expect(pathname(page)).toBe('/cart');
}

describe('a checkout step after the cart was emptied elsewhere', () => {
  it.each(LOCALES)('%s: reloading the payment step lands on the empty cart', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, erika);
    await submitAddress(page, locale, berlin, erika.firstName);
    await waitForPath(page, '/customer/payment');

    await emptyCartElsewhere(page);
    await page.reload();

    await expectEmptyCart(page, locale);
  });

  it.each(LOCALES)('%s: reloading the order overview lands on the empty cart', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);

    await emptyCartElsewhere(page);
    await page.reload();

    await expectEmptyCart(page, locale);
  });
});
