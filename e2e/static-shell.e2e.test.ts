import type { LocaleCode } from '@contract/common';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORT } from './support/browser';
import { text } from './support/checkout';
import { holdBack } from './support/hold-back';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { heading, launchShop } from './support/shop';

/**
 * First paint: the page the server sends shows the brand and the page's heading before any script
 * has run (here: with scripts blocked), and the app takes that place without moving it.
 */
const shop = launchShop();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const brands: ReadonlyArray<{ host: string; name: string; locale: LocaleCode }> = [
  { host: 'hostwerk.localhost', name: 'Hostwerk', locale: 'de-DE' },
  { host: 'cloudkontor.localhost', name: 'Cloudkontor', locale: 'en-GB' },
];
const addressOf = (host: string, path: string) => `http://${host}:${new URL(shop.baseUrl()).port}${path}`;

describe('static shell', () => {
  for (const { host, name, locale } of brands) {
    it(`${name} (${locale}) with scripts blocked: the brand and the route's heading`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale, viewport: VIEWPORT });
      try {
        const page = await context.newPage();
        for (const [path, title] of [
          ['/cart', text(locale, 'cart.title')],
          ['/domains/lookup', text(locale, 'domains.lookup.title')],
          ['/categories', text(locale, 'categories.title')],
        ] as const) {
          await page.goto(addressOf(host, path));
          await expect.poll(() => heading(page, title).isVisible()).toBe(true);
          expect(await page.getByRole('banner').getByRole('img', { name }).isVisible()).toBe(true);
          expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        }
        await screenshot(page, `static-shell-${locale}`);
      } finally {
        await context.close();
      }
    });
  }

  it.each([
    ['/cart', 'cart.title'],
    ['/categories', 'categories.title'],
  ] as const)('on %s the app takes over in the same place, nothing moves', async (path, title) => {
    const { host, locale } = brands[1] ?? { host: '', locale: 'en-GB' };
    const page = await shop.page(locale);
    await recordLayoutShifts(page);
    // The app's start is held back until the shell has been seen, and so is the brand's logo
    // (Cloudkontor's is wider than the place kept for it): its arrival must not move anything either.
    const start = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    const logoFile = await holdBack(page, /\/brands\/[\w-]+\/logo\.svg$/);
    await page.goto(addressOf(host, path), { waitUntil: 'commit' });
    const logo = page.locator('.page-header img');
    await heading(page, text(locale, title)).waitFor();
    await logo.waitFor();
    const shellHeading = await heading(page, text(locale, title)).boundingBox();
    const shellLogo = await logo.boundingBox();
    start.release();
    logoFile.release();
    // The app's heading is focusable, so navigation can move focus to it; the shell's is not.
    await page.locator('h1[tabindex="-1"]').waitFor();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await page.locator('#static-shell').count()).toBe(0);
    expect(await heading(page, text(locale, title)).boundingBox()).toEqual(shellHeading);
    expect(await logo.boundingBox()).toEqual(shellLogo);
    expect(await layoutShifts(page)).toEqual([]);
  });

  it('the page asks for the wizard’s scripts beside the app’s start script, not after it has run', async () => {
    const { host, locale } = brands[0] ?? { host: '', locale: 'de-DE' };
    const page = await shop.page(locale);
    const start = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    const wizardScript = page.waitForRequest(/\/assets\/start-wizard-[\w-]+\.js$/, { timeout: 10_000 });
    await page.goto(addressOf(host, '/cart'), { waitUntil: 'commit' });
    // The app's start script has not arrived, so nothing of the app has run that could ask for it.
    await wizardScript;
    expect(start.requested).toBe(true);
    start.release();
    await page.locator('h1[tabindex="-1"]').waitFor();
    expect(await heading(page, text(locale, 'cart.title')).isVisible()).toBe(true);
  });
});
