import type { CartItem } from '@contract/cart';
import { changeInterval, changeMaturity } from '@domain/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf, withDomain } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import { openCart, toConfirmAsNewCustomerBySepa, withFields } from './support/checkout-flow';
import { heading, launchShop, pathname } from './support/shop';

/**
 * How promotions and products are named to a visitor: one term for a promotion code per language,
 * a code that replaces another says so, an automatic promotion (never typed) by its saving, and
 * an unknown product of a typed link without its raw id.
 */

const shop = launchShop();

/** Seed ids (src/server/seed/ids.ts). */
const P = { webhostingS: 101, webhostingM: 102 };

const TEXT = {
  'en-GB': {
    hostingS: 'Web hosting S',
    hostingM: 'Web hosting M',
    term: 'Promotion code',
    applied: (code: string) => `The promotion code ${code} has been applied.`,
    replaced: 'The promotion code HOSTING5 no longer applies: WELCOME10 replaces it.',
    onRow: (code: string) => `Promotion code ${code}`,
    saving: 'Save 20%',
    otherTerms: /promo code|coupon/i,
    categories: 'Product categories',
    notAvailable: 'Product not available',
    notAvailableBody: 'The product you asked for is not available.',
  },
  'de-DE': {
    hostingS: 'Webhosting S',
    hostingM: 'Webhosting M',
    term: 'Aktionscode',
    applied: (code: string) => `Der Aktionscode ${code} wurde eingelöst.`,
    replaced: 'Der Aktionscode HOSTING5 gilt nicht mehr: WELCOME10 ersetzt ihn.',
    onRow: (code: string) => `Aktionscode ${code}`,
    saving: '20 % sparen',
    otherTerms: /gutschein|promo.?code|coupon/i,
    categories: 'Produktkategorien',
    notAvailable: 'Produkt nicht verfügbar',
    notAvailableBody: 'Das gewünschte Produkt ist nicht verfügbar.',
  },
} as const;

type Locale = keyof typeof TEXT;
const LOCALES: Locale[] = ['en-GB', 'de-DE'];

const row = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });
/** A notification: an error or warning is an alert, information a status. */
const alert = (page: Page, words: string): Locator =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: words });

async function redeem(page: Page, locale: Locale, code: string, scope: Locator = page.locator('body')) {
  await scope.getByRole('textbox', { name: TEXT[locale].term, exact: true }).fill(code);
  await scope.getByRole('button', { name: t(locale, 'cart_screen.promo_redeem') }).click();
}

/** Web hosting M's 1-year term paid monthly: its automatic 20 % (AUTO-WH-M-12) applies there. */
const YEAR_MONTHLY = { maturity: 10202, interval: 102021 };

/** Web hosting M on that term, with what checkout needs (its fields and a domain). */
const hostingM = (s: CatalogueContext): CartItem[] => {
  const yearly = changeMaturity(rowOf(s, P.webhostingM), YEAR_MONTHLY.maturity, s).item;
  const monthly = changeInterval(yearly, YEAR_MONTHLY.interval, s).item;
  return [
    withDomain(
      s,
      withFields(s, monthly, { ftp_username: 'erika_web', admin_email: 'admin@erika-e2e.de' }),
      'erika-wording-e2e.de',
    ),
  ];
};

describe('promotion wording', () => {
  it.each(LOCALES)(
    '%s: a second code that replaces the first says the first no longer applies, and the first "applied" goes',
    async (locale) => {
      const words = TEXT[locale];
      const page = await shop.open(locale, '/categories');
      await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);

      await redeem(page, locale, 'HOSTING5');
      await alert(page, words.applied('HOSTING5')).waitFor();
      await row(page, words.hostingS).getByText(words.onRow('HOSTING5')).waitFor();

      await redeem(page, locale, 'WELCOME10');
      await alert(page, words.replaced).waitFor();
      await row(page, words.hostingS).getByText(words.onRow('WELCOME10')).waitFor();
      expect(await alert(page, words.applied('HOSTING5')).count()).toBe(0);
      expect(await row(page, words.hostingS).getByText(words.onRow('HOSTING5')).count()).toBe(0);
    },
  );

  it.each(LOCALES)(
    '%s: an automatic promotion is named by its saving on the cart and the order overview, never by its code',
    async (locale) => {
      const words = TEXT[locale];
      const page = await shop.open(locale, '/categories');
      await openCart(page, locale, hostingM);
      await row(page, words.hostingM).getByText(words.saving, { exact: true }).first().waitFor();
      expect(await page.getByText(/AUTO-WH-M/).count()).toBe(0);

      await toConfirmAsNewCustomerBySepa(page, locale);
      const order = page.getByRole('region', { name: t(locale, 'checkout.confirm.cart_title') });
      await order.getByText(words.saving, { exact: true }).first().waitFor();
      expect(await page.getByText(/AUTO-WH-M/).count()).toBe(0);
    },
  );

  it.each(LOCALES)('%s: one word for a promotion code on the cart and the order overview', async (locale) => {
    const words = TEXT[locale];
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, hostingM);
    await page.getByRole('textbox', { name: words.term, exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(words.otherTerms);

    await toConfirmAsNewCustomerBySepa(page, locale);
    await redeem(page, locale, 'WELCOME10');
    await alert(page, words.applied('WELCOME10')).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(words.otherTerms);
  });

  it.each(LOCALES)(
    '%s: an unknown product of a link is "not available" without its raw id',
    async (locale) => {
      const words = TEXT[locale];
      const page = await shop.open(locale, '/products/webhosting?chooseProduct=999999');
      await page.waitForURL((url) => url.pathname === '/categories');
      await heading(page, words.categories).waitFor();
      const notice = alert(page, words.notAvailable);
      await notice.getByText(words.notAvailableBody).waitFor();
      expect(await notice.innerText()).not.toContain('999999');
      expect(pathname(page)).toBe('/categories');
    },
  );
});
