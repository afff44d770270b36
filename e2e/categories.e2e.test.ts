import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { launchShop } from './support/shop';

/** Visible, non-addon categories of the demo seed (src/server/seed/categories.ts). */
const germanCategories = ['Webhosting', 'Cloud-Server', 'SSL-Zertifikate', 'Domains', 'Postdienste'];
const englishCategories = ['Web hosting', 'Cloud servers', 'SSL certificates', 'Domains', 'Postal services'];

const shop = launchShop();

const open = (locale: string, path: string): Promise<Page> => shop.open(locale, path);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function expectCategoryLinks(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
  }
  const cards = page.getByRole('main').getByRole('listitem');
  expect(await cards.count()).toBe(names.length);
}

describe('categories screen', () => {
  it('speaks German to a German browser: category names, UI texts, html lang', async () => {
    const page = await open('de-DE', '/categories');

    await heading(page, 'Produktkategorien').waitFor();
    await expectCategoryLinks(page, germanCategories);
    expect(await page.getByRole('link', { name: 'Vertragsübernahme' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Webhosting-Add-ons' }).count()).toBe(0);

    await page.getByLabel('Ihre Wunschdomain').waitFor();
    await page.getByRole('button', { name: 'Domain suchen' }).waitFor();
    await page.getByRole('link', { name: 'Warenkorb, 0 Artikel' }).waitFor();
    await page.getByRole('navigation', { name: 'Sprache' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).waitFor();

    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(await page.title()).toBe('Produktkategorien | Hostwerk');
    await screenshot(page, 'categories-de-DE');
  });

  it('shows its texts without asking for the session’s language: the page the server sent names it (de-DE)', async () => {
    const page = await shop.page('de-DE');
    // Held back, this call would keep the page from its texts if the page waited for it.
    await page.route('**/api/v2/session/locale', (route) => route.abort('internetdisconnected'));
    await page.goto('/categories');

    await heading(page, 'Produktkategorien').waitFor();
    await page.getByRole('link', { name: 'Warenkorb, 0 Artikel' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
  });

  it('speaks English to an English browser', async () => {
    const page = await open('en-GB', '/categories');

    await heading(page, 'Product categories').waitFor();
    await expectCategoryLinks(page, englishCategories);
    await page.getByLabel('Your desired domain').waitFor();
    await page.getByRole('button', { name: 'Search domain' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();

    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    await screenshot(page, 'categories-en-GB');
  });

  it('switches the language with the switcher, and the session keeps it', async () => {
    const page = await open('en-GB', '/categories');
    await heading(page, 'Product categories').waitFor();
    const switcher = page.getByRole('navigation', { name: 'Language' });
    expect(await switcher.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await switcher.getByRole('button', { name: 'Deutsch' }).click();

    await heading(page, 'Produktkategorien').waitFor();
    await expectCategoryLinks(page, germanCategories);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    const germanSwitcher = page.getByRole('navigation', { name: 'Sprache' });
    expect(await germanSwitcher.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot(page, 'categories-switched-to-de-DE');

    await page.reload();
    await heading(page, 'Produktkategorien').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Cloud-Server', exact: true }).waitFor();
  });

  it('shows a promoted product with its saving and how long the promoted price lasts; hidden products are not listed', async () => {
    const page = await open('en-GB', '/products/webhosting');
    const promoted = page.getByRole('article', { name: 'Web hosting M', exact: true });
    await promoted.getByText('Save 20%').waitFor();
    await promoted
      .getByText(/^from €\d+\.\d\d per month for the first 12 months, then €\d+\.\d\d$/)
      .waitFor();
    // Web hosting S has no automatic promotion: a plain from-price.
    const plain = page.getByRole('article', { name: 'Web hosting S', exact: true });
    expect(await plain.locator('s').count()).toBe(0);
    // Web hosting Classic is hidden (only reachable by chooseProduct).
    expect(await page.getByRole('article', { name: 'Web hosting Classic' }).count()).toBe(0);
    await screenshot(page, 'products-promoted-en-GB');
  });

  it('sends a typed unknown URL to /categories', async () => {
    const page = await open('en-GB', '/this/page/does-not-exist?foo=bar');

    await heading(page, 'Product categories').waitFor();
    expect(new URL(page.url()).pathname).toBe('/categories');
    expect(new URL(page.url()).search).toBe('');
  });

  it('with a domain term lists only domain-capable categories and no search bar', async () => {
    const page = await open('en-GB', '/categories?d=my%20shop!.de');

    await heading(page, 'Products for myshop.de').waitFor();
    await expectCategoryLinks(page, ['Web hosting', 'Domains']);
    expect(await page.getByLabel('Your desired domain').count()).toBe(0);
  });

  it('leads from a category to its products and moves focus to the page heading', async () => {
    const page = await open('de-DE', '/categories');
    await page.getByRole('main').getByRole('link', { name: 'Webhosting', exact: true }).click();

    await heading(page, 'Webhosting').waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/webhosting');
    const products = page.getByRole('main').getByRole('article');
    await products.first().waitFor();
    expect(await products.count()).toBe(3);
    const small = page.getByRole('article', { name: 'Webhosting S' });
    // Cheapest maturity 3.99 net per month, shown with 19 % VAT: 4.75.
    expect((await small.textContent())?.replace(/\s+/g, ' ')).toContain('ab 4,75 € pro Monat inkl. MwSt.');
    await small.getByRole('button', { name: 'Jetzt bestellen' }).waitFor();
    expect(await page.getByRole('article', { name: 'Webhosting Classic' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Webhosting');
    expect(await page.title()).toBe('Webhosting | Hostwerk');
    await screenshot(page, 'products-webhosting-de-DE');
  });

  it('follows the brand of the host name: single-locale brand without language switcher', async () => {
    // Chromium resolves *.localhost to the loopback address; the server picks the brand by host name.
    const page = await open('de-DE', `http://cloudkontor.localhost:${shop.server().port}/categories`);

    await heading(page, 'Product categories').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    await page.getByRole('button', { name: 'Cloudkontor menu' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Language' }).count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy policy' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Right of withdrawal' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Privacy settings' }).count()).toBe(0);
    const year = new Date().getFullYear();
    const copyright = await footer.getByText(/^© Cloudkontor AG/).textContent();
    // The seed's copyright_year is 2026: years on the market appear only in later years.
    expect(copyright?.includes('on the market')).toBe(year > 2026);
    expect(await page.title()).toBe('Product categories | Cloudkontor');
    await screenshot(page, 'categories-cloudkontor-en-GB');
  });
});
