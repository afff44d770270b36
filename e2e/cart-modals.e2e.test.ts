import type { CartItem } from '@contract/cart';
import { changeInterval, changeMaturity } from '@domain/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf, seedCart, withDomain } from './support/cart-fixtures';
import { withFields } from './support/checkout-flow';
import { heading, launchShop } from './support/shop';

/**
 * The cart's modals as a visitor uses them: with the keyboard (focus goes back to the button that
 * opened a modal), the question before the cart is emptied, the contract details and the
 * change-term modal's prices.
 */
const P = { webhostingM: 102, backupDaily: 1006 };

const shop = launchShop();

const TEXT = {
  'en-GB': {
    title: 'Shopping cart',
    hosting: 'Web hosting M',
    backup: 'Daily backup',
    details: 'Details',
    detailsTitle: 'Contract details: Web hosting M',
    changeTerm: 'Change term',
    termTitle: 'Contract term for Web hosting M',
    rowPrice: '€6.65 per month for the first 12 months, then €8.32',
    currentTerm: '2 years · Monthly €6.65 per month for the first 12 months, then €8.32 incl. VAT',
    otherTerm:
      '1 year · Monthly €7.60 per month for the first 12 months, then €9.51 incl. VAT plus €5.94 setup fee',
    remove: (name: string) => `Remove ${name}`,
    removeTitle: 'Remove from cart?',
    emptyCart: 'Empty cart',
    emptyTitle: 'Empty the cart?',
    emptyQuestion: 'Do you really want to remove everything from your cart?',
    cancel: 'Cancel',
    empty: 'Your cart is empty.',
    informations: [
      ['Storage', '100 GB'],
      ['Websites', '10'],
      ['Databases', '20'],
    ],
  },
  'de-DE': {
    title: 'Warenkorb',
    hosting: 'Webhosting M',
    backup: 'Tägliches Backup',
    details: 'Details',
    detailsTitle: 'Vertragsdetails: Webhosting M',
    changeTerm: 'Laufzeit ändern',
    termTitle: 'Vertragslaufzeit für Webhosting M',
    rowPrice: '6,65 € pro Monat in den ersten 12 Monaten, danach 8,32 €',
    currentTerm: '2 Jahre · Monatlich 6,65 € pro Monat in den ersten 12 Monaten, danach 8,32 € inkl. MwSt.',
    otherTerm:
      '1 Jahr · Monatlich 7,60 € pro Monat in den ersten 12 Monaten, danach 9,51 € inkl. MwSt. zzgl. 5,94 € Einrichtungsgebühr',
    remove: (name: string) => `${name} entfernen`,
    removeTitle: 'Aus dem Warenkorb entfernen?',
    emptyCart: 'Warenkorb leeren',
    emptyTitle: 'Warenkorb leeren?',
    emptyQuestion: 'Möchten Sie wirklich alles aus Ihrem Warenkorb entfernen?',
    cancel: 'Abbrechen',
    empty: 'Ihr Warenkorb ist leer.',
    informations: [
      ['Speicherplatz', '100 GB'],
      ['Websites', '10'],
      ['Datenbanken', '20'],
    ],
  },
} as const;
type Locale = keyof typeof TEXT;

/** Web hosting M with a domain and the daily backup, on the term given in months (maturity, interval). */
const hostingOn =
  (maturityMonths: number, intervalMonths: number) =>
  (shop: CatalogueContext): CartItem[] => {
    const item = withFields(
      shop,
      withDomain(shop, rowOf(shop, P.webhostingM, [P.backupDaily]), 'modal-test.de'),
      { ftp_username: 'modaltest', admin_email: 'admin@modal-test.de' },
    );
    const maturity = shop.productsById[P.webhostingM]?.paymentMaturities.find(
      (entry) => entry.months === maturityMonths,
    );
    const interval = maturity?.paymentIntervals.find((entry) => entry.months === intervalMonths);
    if (!maturity || !interval) throw new Error('no such term of web hosting M');
    const matured = changeMaturity(item, maturity.id, shop).item;
    return [changeInterval(matured, interval.id, shop).item];
  };

async function cartWith(locale: Locale, build: (shop: CatalogueContext) => CartItem[]): Promise<Page> {
  const page = await shop.open(locale, '/categories');
  await seedCart(page, build);
  await page.goto('/cart');
  await heading(page, TEXT[locale].title).waitFor();
  return page;
}

const hostingRow = (page: Page, locale: Locale) =>
  page.getByRole('article', { name: TEXT[locale].hosting, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

describe('cart modals', () => {
  it.each(['en-GB', 'de-DE'] as const)(
    '%s: Escape closes each modal and the focus goes back to the button that opened it',
    async (locale) => {
      const t = TEXT[locale];
      const page = await cartWith(locale, hostingOn(24, 12));
      const row = hostingRow(page, locale);
      const openers: ReadonlyArray<readonly [Locator, string]> = [
        [button(row, t.details), t.detailsTitle],
        [button(row, t.changeTerm), t.termTitle],
        [button(row, t.remove(t.hosting)), t.removeTitle],
        [button(row, t.remove(t.backup)), t.removeTitle],
        [button(page, t.emptyCart), t.emptyTitle],
      ];
      for (const [opener, title] of openers) {
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => isFocused(opener), { message: title }).toBe(true);
      }
      // Nothing was removed: every modal was closed without its action.
      await row.getByText(t.backup).waitFor();
    },
  );

  it.each(['en-GB', 'de-DE'] as const)(
    '%s: emptying the cart asks first; cancel keeps the cart, confirm empties it',
    async (locale) => {
      const t = TEXT[locale];
      const page = await cartWith(locale, hostingOn(24, 12));
      const dialog = page.getByRole('dialog', { name: t.emptyTitle });

      await button(page, t.emptyCart).click();
      await dialog.getByText(t.emptyQuestion).waitFor();
      await screenshot(page, `cart-empty-question-${locale}`);
      await button(dialog, t.cancel).click();
      await dialog.waitFor({ state: 'hidden' });
      await hostingRow(page, locale).waitFor();
      const kept = (await (await page.request.get('/api/v2/session/cart')).json()) as {
        data: { items: unknown[] };
      };
      expect(kept.data.items).toHaveLength(1);

      // With the keyboard: the button, then the dialog's confirm button.
      await button(page, t.emptyCart).focus();
      await page.keyboard.press('Enter');
      await button(dialog, t.emptyCart).focus();
      await page.keyboard.press('Enter');
      await page.getByText(t.empty).waitFor();
      await expect
        .poll(async () => {
          const answer = (await (await page.request.get('/api/v2/session/cart')).json()) as {
            data: { items: unknown[] };
          };
          return answer.data.items.length;
        })
        .toBe(0);
    },
  );

  it.each(['en-GB', 'de-DE'] as const)(
    "%s: the contract details name each of the product's information values",
    async (locale) => {
      const t = TEXT[locale];
      const page = await cartWith(locale, hostingOn(24, 12));
      await button(hostingRow(page, locale), t.details).click();
      const dialog = page.getByRole('dialog', { name: t.detailsTitle });
      await dialog.waitFor();
      const terms = await dialog.getByRole('term').allInnerTexts();
      const values = await dialog.getByRole('definition').allInnerTexts();
      const pairs = terms.map((term, index) => [term, values[index]]);
      for (const pair of t.informations) expect(pairs).toContainEqual(pair);
    },
  );

  it.each(['en-GB', 'de-DE'] as const)(
    "%s: the change-term modal shows the row's own term with the cart row's price; the other terms their own",
    async (locale) => {
      const t = TEXT[locale];
      const page = await cartWith(locale, hostingOn(24, 1));
      const row = hostingRow(page, locale);
      // 2 years paid monthly: the automatic promotion of monthly payment.
      await row.getByText(t.rowPrice, { exact: true }).waitFor();
      await button(row, t.changeTerm).click();
      const dialog = page.getByRole('dialog', { name: t.termTitle });
      // Name and price read apart (a screen reader's name of each button).
      const current = dialog.getByRole('button', { name: t.currentTerm, exact: true });
      await current.waitFor();
      expect(await current.getAttribute('aria-pressed')).toBe('true');
      await dialog.getByRole('button', { name: t.otherTerm, exact: true }).waitFor();
      await screenshot(page, `cart-change-term-current-${locale}`);
    },
  );
});
