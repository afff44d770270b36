import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf, seedCart } from './support/cart-fixtures';
import { text } from './support/checkout';
import {
  fillAddress,
  fillBasicInfo,
  fillSepa,
  heading,
  P,
  paymentForward,
  paymentType,
  sepaName,
  startCheckout,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * Hostile text is shown as text, never run (issue #10, "Bad input"): one server and one browser
 * walk the screens that show what a visitor, a staff member or the operator typed. Each payload
 * would set `window.__pwned` if the page ran it; a screen passes when the payload is visible
 * literally, no element of it exists in the DOM (no `img[src=x]`, no event-handler attribute),
 * the global is unset and the browser reported no blocked inline script (Content-Security-Policy).
 */
const LOCALE: LocaleCode = 'en-GB';
const IMG = '<img src=x onerror="window.__pwned=1">';
const SVG = '"><svg onload=window.__pwned=2>';
const SCRIPT = '<script>window.__pwned=3</script> 5';
/** The operator's flash message: markup and an IDN name. */
const FLASH = '<b onmouseover="window.__pwned=4">Maintenance</b> münchen.de';

const shop = launchShop({ FLASH_MESSAGE: FLASH, FLASH_MESSAGE_TYPE: 'warning' });
/** Console messages of the page about refused scripts (an injected handler CSP blocked). */
let blocked: string[] = [];

async function open(path: string): Promise<Page> {
  const page = await shop.page(LOCALE);
  blocked = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(path);
  return page;
}

/** Nothing of a payload became markup or ran. */
async function expectNothingRan(shown: Page): Promise<void> {
  expect(await shown.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await shown.locator('img[src="x"], [onerror], [onload], [onmouseover]').count()).toBe(0);
  expect(await shown.locator('script:not([src])').count()).toBe(0);
  expect(blocked).toEqual([]);
}

/** The payload is on screen as the very text that was typed. */
async function expectLiteral(shown: Page, payload: string): Promise<void> {
  await expect.poll(() => shown.locator('body').innerText(), { timeout: 15_000 }).toContain(payload);
  await expectNothingRan(shown);
}

describe('the app’s screens show hostile text literally', () => {
  it('the operator’s flash message on every page', async () => {
    const shown = await open('/categories');
    await heading(shown, text(LOCALE, 'categories.title')).waitFor();
    await expectLiteral(shown, 'Maintenance</b>');
    await expectLiteral(shown, '<b onmouseover="window.__pwned=4">');
    expect(await shown.locator('body').innerText()).toContain('münchen.de');
  });

  it('the domain search: a hostile term in the URL is cleaned, a typed one is refused with its characters shown', async () => {
    const shown = await open(`/domains/lookup?d=${encodeURIComponent(IMG)}`);
    const search = shown.getByRole('textbox', { name: text(LOCALE, 'domain_lookup.search.label') });
    await search.waitFor();
    // The URL's term went through the domain sanitiser: no markup character is left.
    expect(await search.inputValue()).not.toMatch(/[<>"=]/);
    await search.fill(IMG);
    await shown.getByRole('button', { name: text(LOCALE, 'domain_lookup.search.submit') }).click();
    await expect.poll(() => shown.locator('.domain-lookup-search-error').innerText()).toMatch(/</);
    expect(await search.inputValue()).toBe(IMG);
    await expectNothingRan(shown);
  });

  it('the promo code in the cart’s notification', async () => {
    const shown = await open('/categories');
    await seedCart(shown, (shop) => [rowOf(shop, P.webhostingS)]);
    await shown.goto('/cart');
    await heading(shown, text(LOCALE, 'cart.title')).waitFor();
    const code = 'X"><img src=x onerror=window.__pwned=5>';
    await shown
      .getByRole('textbox', { name: text(LOCALE, 'cart_screen.promo_label'), exact: true })
      .fill(code);
    await shown.getByRole('button', { name: text(LOCALE, 'cart_screen.promo_redeem') }).click();
    await expectLiteral(shown, code);
  });

  it('names, street and account holder from basic info to the confirm summary', async () => {
    const shown = await open('/categories');
    await seedCart(shown, (shop) => [rowOf(shop, P.webhostingS)]);
    await shown.goto('/cart');
    await heading(shown, text(LOCALE, 'cart.title')).waitFor();
    await startCheckout(shown, LOCALE);
    await fillBasicInfo(shown, LOCALE, {
      gender: 'ms',
      firstName: IMG,
      lastName: SVG,
      email: 'erika@example.com',
    });
    await shown
      .getByRole('button', { name: text(LOCALE, 'checkout.basic_info.submit_create_account') })
      .click();
    // The greeting of the address screen has the first name in it.
    await heading(shown, text(LOCALE, 'checkout.address.greeting', { firstName: IMG })).waitFor();
    await expectNothingRan(shown);
    await fillAddress(shown, LOCALE, {
      street: SCRIPT,
      postcode: '10117',
      city: 'Berlin',
      phone: '+49 30 1234567',
    });
    await shown.getByRole('button', { name: text(LOCALE, 'checkout.next') }).click();
    await heading(shown, text(LOCALE, 'checkout.payment.title_named', { firstName: IMG })).waitFor();
    // Card data is typed only into the card provider's own fields: whatever type is chosen, the
    // shop's page has no card number, expiry or security code field of its own (the card holder's
    // name, spec section 5, is the shop's).
    const types = shown.getByRole('radio');
    for (let index = 0; index < (await types.count()); index += 1) {
      await types.nth(index).check();
      expect(
        await shown
          .locator(
            'input[autocomplete^="cc-"]:not([autocomplete="cc-name"]), input[name*="cardnumber" i], input[name*="cvc" i], input[name*="cvv" i]',
          )
          .count(),
      ).toBe(0);
    }
    await paymentType(shown, sepaName(LOCALE)).check();
    await fillSepa(shown, LOCALE, {
      holder: SVG,
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bank: 'Commerzbank',
    });
    await paymentForward(shown, LOCALE).click();
    await heading(shown, text(LOCALE, 'confirm.title')).waitFor();
    for (const payload of [IMG, SVG, '<script>window.__pwned=3</script>'])
      await expectLiteral(shown, payload);
  });

  it('restore and continue links with a hostile code', async () => {
    const shown = await open(`/session-restore?session_code=${encodeURIComponent(IMG)}`);
    await shown.waitForLoadState('networkidle');
    await expectNothingRan(shown);
    await shown.goto(`/continue-preconfigured-order?session_code=${encodeURIComponent(SVG)}`);
    await shown.waitForLoadState('networkidle');
    await expectNothingRan(shown);
  });
});

describe('the server’s own HTML pages escape what they echo', () => {
  it('the staff sign-in page: a refused e-mail comes back as the field’s value, a hostile next is dropped', async () => {
    const shown = await open(`/staff/sign-in?next=${encodeURIComponent('javascript:window.__pwned=6')}`);
    await shown.getByLabel('E-mail').fill(IMG);
    await shown.getByLabel('Password').fill('wrong-password');
    // The browser's own e-mail check would stop the form; the server must cope with anything.
    await shown.evaluate(() => document.querySelector('form')?.submit());
    await shown.getByRole('alert').waitFor();
    expect(await shown.getByLabel('E-mail').inputValue()).toBe(IMG);
    expect(await shown.locator('input[name="next"]').inputValue()).toBe(
      '/nova/resources/session-order-drafts',
    );
    await expectNothingRan(shown);
  });

  it('the development sign-in page: a refused e-mail comes back as the field’s value', async () => {
    const shown = await open('/categories');
    const start = await shown.request.get('/api/v2/customer/authorization-url');
    expect(start.ok()).toBe(true);
    await shown.goto(((await start.json()) as { data: { url: string } }).data.url);
    await shown.locator('#email').fill(SVG);
    await shown.locator('#password').fill('wrong-password');
    await shown.evaluate(() => document.querySelector('form')?.submit());
    await shown.locator('#login-error').waitFor();
    expect(await shown.locator('#email').inputValue()).toBe(SVG);
    await expectNothingRan(shown);
  });

  it('the sandbox payment page and a hostile payment reference', async () => {
    const shown = await open(`/sandbox/payment/${encodeURIComponent(IMG)}`);
    await shown.waitForLoadState('load');
    await expectNothingRan(shown);
  });
});
