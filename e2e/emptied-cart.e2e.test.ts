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
 * A checkout step loaded again after the cart was emptied in another tab: its route guard ("needs
 * items") fails, and a failed guard sends to the root, the categories (checkout spec section 2).
 */

const shop = launchShop();

const LOCALES: LocaleCode[] = ['en-GB', 'de-DE'];

async function emptyCartElsewhere(page: Page): Promise<void> {
  const emptied = await page.request.put('/api/v2/session/cart', { data: { items: [] } });
  expect(emptied.ok()).toBe(true);
}

async function expectCategories(page: Page, locale: LocaleCode): Promise<void> {
  await heading(page, t(locale, 'categories.title')).waitFor();
  await waitForPath(page, '/categories');
  expect(pathname(page)).toBe('/categories');
}

describe('a checkout step after the cart was emptied elsewhere', () => {
  it.each(LOCALES)(
    '%s: every checkout URL opened with an empty cart lands on the categories',
    async (locale) => {
      const page = await shop.open(locale, '/categories');
      await heading(page, t(locale, 'categories.title')).waitFor();
      for (const path of [
        '/confirm',
        '/confirm/ABC',
        '/customer/payment',
        '/customer/address',
        '/customer/basic-info',
        '/customer/login-or-register',
        '/customer/logout',
      ]) {
        await page.goto(path);
        await expectCategories(page, locale);
      }
    },
  );

  it.each(LOCALES)('%s: reloading the payment step lands on the categories', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await submitBasicInfo(page, locale, erika);
    await submitAddress(page, locale, berlin, erika.firstName);
    await waitForPath(page, '/customer/payment');

    await emptyCartElsewhere(page);
    await page.reload();

    await expectCategories(page, locale);
  });

  it.each(LOCALES)('%s: reloading the order overview lands on the categories', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);

    await emptyCartElsewhere(page);
    await page.reload();

    await expectCategories(page, locale);
  });
});
