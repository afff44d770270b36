import type { LocaleCode } from '@contract/common';
import { recomputeInclusiveDomains } from '@domain/cart';
import { describe, expect, it } from 'vitest';
import { rowOf, withDomain } from './support/cart-fixtures';
import { text } from './support/checkout';
import { heading, pathname, seedCartInPage } from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * Brands and layout (checkout spec section 5): the page configuration's flash message, the brand's
 * style file, the logo popover and the help and contact modal, for both seeded brands under their
 * host names.
 */
const FLASH = 'Maintenance tonight from 22:00: orders placed then are confirmed in the morning.';
const shop = launchShop({ FLASH_MESSAGE: FLASH, FLASH_MESSAGE_TYPE: 'warning' });
const t = text;

describe('brands and layout', () => {
  it('hostwerk (de-DE): flash message, style file, logo popover, help and contact', async () => {
    const locale = 'de-DE';
    const page = await shop.open(
      locale,
      `http://hostwerk.localhost:${new URL(shop.baseUrl()).port}/categories`,
    );
    await heading(page, t(locale, 'categories.title')).waitFor();
    await page.getByRole('status').filter({ hasText: FLASH }).waitFor();
    await page.getByRole('navigation', { name: t(locale, 'header.language_switcher') }).waitFor();
    const headerBorder = await page
      .locator('.page-header')
      .evaluate((element) => getComputedStyle(element).borderBottomWidth);
    expect(headerBorder).toBe('3px');

    await page.getByRole('button', { name: t(locale, 'header.logo_menu', { brand: 'Hostwerk' }) }).click();
    const website = page.getByRole('link', {
      name: t(locale, 'header.back_to_website', { brand: 'Hostwerk' }),
    });
    expect(await website.getAttribute('href')).toBe('http://hostwerk.localhost');
    await page.getByRole('link', { name: t(locale, 'header.products_overview') }).click();
    expect(pathname(page)).toBe('/categories');

    const helpButton = page.getByRole('button', { name: t(locale, 'help.button') });
    await helpButton.click();
    const help = page.getByRole('dialog', { name: t(locale, 'help.title') });
    await help.getByRole('link', { name: '+49 30 1234567-0' }).waitFor();
    await help.getByRole('link', { name: 'support@hostwerk.example' }).waitFor();
    await help.getByText('Mo–Fr 8–18 Uhr').waitFor();
    // The modal loads with the first click; Escape closes it and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await expect.poll(() => helpButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await helpButton.click();
    await help.getByRole('link', { name: 'support@hostwerk.example' }).waitFor();
  });

  it('hostwerk: the brand comes with the page, and after a language switch in the new language', async () => {
    const page = await shop.page('en-GB');
    /** Opens the help dialog and waits for the brand's working days in `locale`. */
    const seeWorkingDays = async (locale: LocaleCode, workingDays: string) => {
      await page.getByRole('button', { name: t(locale, 'help.button') }).click();
      await page
        .getByRole('dialog', { name: t(locale, 'help.title') })
        .getByText(workingDays)
        .waitFor();
    };
    const brandCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/brands/current') brandCalls.push(request.url());
    });
    await page.goto(`http://hostwerk.localhost:${new URL(shop.baseUrl()).port}/categories`);
    await heading(page, t('en-GB', 'categories.title')).waitFor();
    await seeWorkingDays('en-GB', 'Mon–Fri 8 am – 6 pm');
    // The page configuration carried the brand: the app did not have to ask for it first.
    expect(brandCalls).toEqual([]);
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: t('en-GB', 'header.language_switcher') })
      .getByRole('button', { name: 'Deutsch' })
      .click();
    await heading(page, t('de-DE', 'categories.title')).waitFor();
    await seeWorkingDays('de-DE', 'Mo–Fr 8–18 Uhr');
    expect(brandCalls).toHaveLength(1);
  });

  it('cloudkontor (en-GB only): its own style, contacts and no language switcher', async () => {
    const locale = 'en-GB';
    const page = await shop.open(
      locale,
      `http://cloudkontor.localhost:${new URL(shop.baseUrl()).port}/categories`,
    );
    await heading(page, t(locale, 'categories.title')).waitFor();
    // The app's own heading: the server's static shell shows one first, which the app removes.
    await page.locator('#static-shell').waitFor({ state: 'detached' });
    const transform = await page
      .locator('h1')
      .first()
      .evaluate((element) => getComputedStyle(element).textTransform);
    expect(transform).toBe('uppercase');
    expect(await page.getByRole('navigation', { name: t(locale, 'header.language_switcher') }).count()).toBe(
      0,
    );
    await page.getByRole('button', { name: t(locale, 'help.button') }).click();
    const help = page.getByRole('dialog', { name: t(locale, 'help.title') });
    await help.getByRole('link', { name: 'help@cloudkontor.example' }).waitFor();
    await help.getByText('Mon–Fri 9 am – 5 pm').waitFor();
  });

  it.each([
    ['hostwerk', true],
    ['cloudkontor', false],
  ])(
    'the same cart on %s: a zero price shown = %s (brand flag hide_zero_prices_in_cart)',
    async (brand, shown) => {
      const locale = 'en-GB';
      const origin = `http://${brand}.localhost:${new URL(shop.baseUrl()).port}`;
      const page = await shop.open(locale, `${origin}/categories`);
      // Web hosting M with its free .de domain: the domain costs nothing in the first year.
      await seedCartInPage(page, (catalogue) => [
        recomputeInclusiveDomains(withDomain(catalogue, rowOf(catalogue, 102), 'zero-price.de'), catalogue),
      ]);
      await page.goto(`${origin}/cart`);
      await heading(page, t(locale, 'cart.title')).waitFor();
      const domain = page.getByRole('listitem').filter({ hasText: 'zero-price.de' });
      await domain.waitFor();
      // Free for its first 12 months: shown only where the brand shows zero prices.
      expect((await domain.innerText()).includes('Free for the first 12 months')).toBe(shown);
    },
  );
});
