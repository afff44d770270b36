import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { text as t, throughOptionalPostfillToConfirm } from './support/checkout';
import { heading, openCart, P, pathname, seedCartInPage } from './support/checkout-flow';
import { devAuthorityText, ERIKA, signInAtAuthority } from './support/dev-authority';
import { launchShop } from './support/shop';

const shop = launchShop();

describe('login popup of login-or-register', () => {
  it('closed without logging in, it leaves the visitor on login-or-register (en-GB)', async () => {
    const locale = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();
    await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();

    const logIn = page.getByRole('button', { name: t(locale, 'checkout.login.log_in') });
    const [popup] = await Promise.all([page.waitForEvent('popup'), logIn.click()]);
    // The visitor sees the authority's sign-in page and closes the window instead of signing in.
    await popup.getByLabel(devAuthorityText(locale).email).waitFor();
    await popup.close();

    // The shop notices the closed window, asks who is logged in (nobody) and waits no more.
    const waiting = page.getByRole('status').filter({ hasText: t(locale, 'checkout.login.waiting') });
    await expect.poll(() => waiting.count()).toBe(0);
    await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();
    expect(await heading(page, t(locale, 'customer.basic_info.title')).count()).toBe(0);
    expect(pathname(page)).toBe('/customer/login-or-register');
    expect(await logIn.isEnabled()).toBe(true);
  });

  it('on the shop at localhost (the authority at 127.0.0.1) the sign-in returns and the popup closes (de-DE)', async () => {
    const locale = 'de-DE';
    const page = await shop.open(locale, '/categories');
    const localhost = new URL(shop.baseUrl());
    localhost.hostname = 'localhost';
    await page.goto(new URL('/categories', localhost).href);
    await seedCartInPage(page, (s) => [rowOf(s, P.webhostingS)]);
    await page.goto(new URL('/cart', localhost).href);
    await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();
    await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: t(locale, 'checkout.login.log_in') }).click(),
    ]);
    await Promise.all([popup.waitForEvent('close'), signInAtAuthority(popup, locale, ERIKA)]);
    await throughOptionalPostfillToConfirm(page, locale);
    await heading(page, t(locale, 'confirm.title')).waitFor();
    await page.getByText(t(locale, 'header.user', { name: 'Erika Mustermann' })).waitFor();
  });
});
