import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf, seedCart, withDomain } from './support/cart-fixtures';
import { holdBack } from './support/hold-back';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { heading, launchShop } from './support/shop';

/** Seed ids (src/server/seed/ids.ts). */
const P = { webhostingS: 101, webhostingM: 102, backupDaily: 1006 };

/** A phone held upright. */
const PHONE = { width: 360, height: 740 };

const shop = launchShop();

const TEXT = {
  'de-DE': {
    cart: /^Warenkorb, \d+ Artikel$/,
    language: 'Sprache',
    help: 'Hilfe & Kontakt',
    categories: 'Produktkategorien',
    products: 'Webhosting',
    cartTitle: 'Warenkorb',
    addDomain: /Domain/,
    maturity: 'Wählen Sie Ihre Vertragslaufzeit',
  },
  'en-GB': {
    cart: /^Cart, \d+ items?$/,
    language: 'Language',
    help: 'Help & contact',
    categories: 'Product categories',
    products: 'Web hosting',
    cartTitle: 'Shopping cart',
    addDomain: /domain/,
    maturity: 'Choose your contract term',
  },
} as const;
type Locale = keyof typeof TEXT;

/** How wide the page is: wider than the phone means the visitor scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The header's controls, the cart link with its count first, lie inside the phone's screen. */
async function headerFits(page: Page, locale: Locale): Promise<void> {
  const t = TEXT[locale];
  const banner = page.getByRole('banner');
  const controls = [
    banner.getByRole('link', { name: t.cart }),
    banner.getByRole('navigation', { name: t.language }),
    banner.getByRole('button', { name: t.help }),
  ];
  for (const control of controls) {
    await control.waitFor();
    const box = await control.boundingBox();
    const inside = box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
    expect({ control: control.toString(), inside }).toEqual({ control: control.toString(), inside: true });
  }
}

describe('phone (360 px wide)', () => {
  for (const locale of ['de-DE', 'en-GB'] as const) {
    it(`${locale}: categories, products, cart, the domain question and the term page fit the screen`, async () => {
      const t = TEXT[locale];
      const page = await shop.page(locale);
      await page.setViewportSize(PHONE);
      await page.goto('/categories');
      await heading(page, t.categories).waitFor();
      const cart = await seedCart(page, (s) => [
        withDomain(s, rowOf(s, P.webhostingM, [P.backupDaily]), 'phone-test.de'),
        rowOf(s, P.webhostingS),
      ]);
      const [large, small] = cart.items.map((item) => item.row_id);

      const pages: ReadonlyArray<readonly [string, string | RegExp]> = [
        ['/categories', t.categories],
        ['/products/webhosting', t.products],
        ['/cart', t.cartTitle],
        [`/domains/do-you-want-to-add-a-domain?id=${small}`, t.addDomain],
        [`/periods/maturity?id=${large}`, t.maturity],
      ];
      for (const [path, title] of pages) {
        await page.goto(path);
        await heading(page, title).waitFor();
        await headerFits(page, locale);
        expect({ path, width: await pageWidth(page) }).toEqual({ path, width: PHONE.width });
        await screenshot(page, `phone-${locale}-${path.split('?')[0]?.replace(/\W+/g, '-')}`);
      }
    });
  }

  it('the app takes over from the static shell without moving the heading', async () => {
    const page = await shop.page('de-DE');
    await page.setViewportSize(PHONE);
    await recordLayoutShifts(page);
    // The app's start is held back until the server's static shell has been seen.
    const start = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/categories', { waitUntil: 'commit' });
    await heading(page, TEXT['de-DE'].categories).waitFor();
    const shellHeading = await heading(page, TEXT['de-DE'].categories).boundingBox();
    start.release();
    await page.locator('h1[tabindex="-1"]').waitFor();
    await page.getByRole('banner').getByRole('link', { name: TEXT['de-DE'].cart }).waitFor();
    expect(await page.locator('#static-shell').count()).toBe(0);
    expect(await heading(page, TEXT['de-DE'].categories).boundingBox()).toEqual(shellHeading);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
