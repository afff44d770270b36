import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf, seedCart, withDomain } from './support/cart-fixtures';
import { holdBack } from './support/hold-back';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { heading, launchShop, orderProduct, pathname } from './support/shop';

/** Seed ids (src/server/seed/ids.ts). */
const P = {
  webhostingS: 101,
  webhostingM: 102,
  webhostingL: 103,
  postal: 501,
  premiumSupport: 1012,
  backupDaily: 1006,
};

const shop = launchShop();

async function cartWith(locale: string, build: Parameters<typeof seedCart>[1]): Promise<Page> {
  const page = await shop.open(locale, '/categories');
  await seedCart(page, build);
  await page.goto('/cart');
  await heading(page, locale === 'de-DE' ? 'Warenkorb' : 'Shopping cart').waitFor();
  return page;
}

const row = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** What a visitor reads on the cart of Web hosting S in each language. */
const CART_TEXTS = {
  'en-GB': {
    switcher: 'Language',
    language: 'English',
    title: 'Shopping cart',
    hosting: 'Web hosting S',
    addDomain: 'Add domain',
    promoHint: 'Do you have a promotion code?',
  },
  'de-DE': {
    switcher: 'Sprache',
    language: 'Deutsch',
    title: 'Warenkorb',
    hosting: 'Webhosting S',
    addDomain: 'Domain hinzufügen',
    promoHint: 'Sie haben einen Aktionscode?',
  },
} as const;

/** The cart's required-field check opens this notice on load; the visitor closes it. */
async function closeNotice(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /^(Close|Schließen)$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('cart screen', () => {
  it('does not jump while it loads: nothing shown moves when the rows and totals arrive', async () => {
    const page = await shop.open('en-GB', '/categories');
    await seedCart(page, (s) => [rowOf(s, P.webhostingS, [P.backupDaily])]);
    await recordLayoutShifts(page);
    await page.goto('/cart');
    await row(page, 'Web hosting S').waitFor();
    await page.getByText(/^Total: €\d+\.\d\d per month/).waitFor();
    await page.getByText('Do you have a promotion code?', { exact: false }).waitFor();
    await page.getByRole('navigation', { name: 'Order steps' }).waitFor();

    expect(await layoutShifts(page)).toEqual([]);
  });

  it.each([
    ['en-GB', 'de-DE'],
    ['de-DE', 'en-GB'],
  ] as const)(
    "a language switch on the cart (%s to %s) shows the cart's texts and the products' names in the new language",
    async (from, to) => {
      // The cart's texts are a catalogue part that loads with the cart screen: the switch loads it
      // in the new language too, also into the English catalogue a German visit starts with (the
      // fallback, loaded before the cart was shown). Product names come from the server in the
      // visitor's language: the running cart gets them loaded again.
      const [before, after] = [CART_TEXTS[from], CART_TEXTS[to]];
      const page = await cartWith(from, (s) => [rowOf(s, P.webhostingS)]);
      await row(page, before.hosting).getByRole('button', { name: before.addDomain }).waitFor();

      await page
        .getByRole('navigation', { name: before.switcher })
        .getByRole('button', { name: after.language })
        .click();

      await heading(page, after.title).waitFor();
      await row(page, after.hosting).getByRole('button', { name: after.addDomain }).waitFor();
      await page.getByText(after.promoHint, { exact: false }).waitFor();
    },
  );

  it('shows each row with term, addons and prices, and totals; the contract details modal', async () => {
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.webhostingS, [P.backupDaily])]);
    const hosting = row(page, 'Web hosting S');
    await hosting.getByText('1 year').first().waitFor();
    await hosting.getByText('Daily backup').waitFor();
    await page.getByText(/^Total: €\d+\.\d\d per month/).waitFor();
    await screenshot(page, 'cart-en');

    await hosting.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Contract details: Web hosting S' });
    await details.waitFor();
    await details.getByText('Notice period').waitFor();
    await screenshot(page, 'cart-contract-details-en');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });
  });

  it('removing an addon asks first; cancel keeps it, remove takes it out', async () => {
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.webhostingS, [P.backupDaily])]);
    const hosting = row(page, 'Web hosting S');
    await hosting.getByRole('button', { name: 'Remove Daily backup' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from cart?' });
    await confirm.getByText('Do you really want to remove Daily backup from your cart?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await hosting.getByText('Daily backup').waitFor();

    await hosting.getByRole('button', { name: 'Remove Daily backup' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await hosting.getByText('Daily backup').waitFor({ state: 'detached' });
  });

  it('a change of term that drops an addon asks in a modal, then drops it (de-DE)', async () => {
    const page = await cartWith('de-DE', (s) => [rowOf(s, P.webhostingS, [P.premiumSupport])]);
    // Premium support's call-back number is still missing.
    await closeNotice(page, 'Es fehlen Angaben');
    const hosting = row(page, 'Webhosting S');
    await hosting.getByText('Premium-Support').waitFor();
    await hosting.getByRole('button', { name: 'Laufzeit ändern' }).click();

    const terms = page.getByRole('dialog', { name: 'Vertragslaufzeit für Webhosting S' });
    await terms.getByRole('button', { name: /1 Monat/ }).click();
    const drop = page.getByRole('dialog', { name: 'Vertragslaufzeit ändern?' });
    await drop.getByRole('listitem').filter({ hasText: 'Premium-Support' }).waitFor();
    await screenshot(page, 'cart-term-drop-de');
    await drop.getByRole('button', { name: 'Laufzeit ändern' }).click();

    await hosting.getByText('Premium-Support').waitFor({ state: 'detached' });
    await hosting.getByText('1 Monat').first().waitFor();
  });

  it('removing the last addon of a product hidden in the cart removes its row too', async () => {
    // The postal product comes with its nsa addon (auto-assigned) and is itself hidden in the cart.
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.postal)]);
    await closeNotice(page, 'Some details are missing');
    await page.getByRole('button', { name: 'Remove Business address with mail forwarding' }).click();
    await page
      .getByRole('dialog', { name: 'Remove from cart?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText('Your cart is empty.').waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
  });

  it('empty cart (confirmed), then add product leads to the categories', async () => {
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.webhostingS)]);
    await page.getByRole('button', { name: 'Empty cart' }).click();
    await page
      .getByRole('dialog', { name: 'Empty the cart?' })
      .getByRole('button', { name: 'Empty cart', exact: true })
      .click();
    await page.getByText('Your cart is empty.').waitFor();
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.waitForURL((url) => url.pathname === '/categories');
  });

  it('a product whose qty_max is reached cannot be ordered again: notification', async () => {
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.webhostingL), rowOf(s, P.webhostingL)]);
    await orderProduct(page, 'webhosting', 'Web hosting L');
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'The product cannot be added to the cart: your cart already holds the maximum quantity of Web hosting L.',
      })
      .waitFor();
    await screenshot(page, 'cart-qty-max-en');
    expect(pathname(page)).toBe('/products/webhosting');
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
  });

  it('promo codes: not found, not applicable, and one for the product', async () => {
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.webhostingS)]);
    const code = page.getByRole('textbox', { name: 'Promotion code' });
    const redeem = page.getByRole('button', { name: 'Redeem' });
    expect(await redeem.isDisabled()).toBe(true);

    await code.fill('NOSUCHCODE');
    await redeem.click();
    await page.getByRole('alert').filter({ hasText: 'NOSUCHCODE' }).waitFor();

    await code.fill('SHOP50');
    await redeem.click();
    await page.getByRole('alert').filter({ hasText: 'SHOP50' }).waitFor();

    await code.fill('WELCOME10');
    await redeem.click();
    await row(page, 'Web hosting S').getByText('Promotion code WELCOME10').waitFor();
    await screenshot(page, 'cart-promotion-en');
  });

  it('promo codes for an addon and for a domain go onto the element they apply to', async () => {
    // BACKUP50 needs web hosting M in the cart; its first .de domain is inclusive, the second is not.
    const page = await cartWith('en-GB', (s) => [
      withDomain(s, withDomain(s, rowOf(s, P.webhostingM, [P.backupDaily]), 'my-shop.de'), 'more-shop.de'),
    ]);
    await closeNotice(page, 'Some details are missing');
    const hosting = row(page, 'Web hosting M');
    await hosting.getByText('more-shop.de').waitFor();
    const code = page.getByRole('textbox', { name: 'Promotion code' });

    await code.fill('BACKUP50');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await hosting
      .getByRole('listitem')
      .filter({ hasText: 'Daily backup' })
      .getByText('Promotion code BACKUP50')
      .waitFor();

    await code.fill('DOMAIN-DE');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await hosting
      .getByRole('listitem')
      .filter({ hasText: 'more-shop.de' })
      .getByText('Promotion code DOMAIN-DE')
      .waitFor();
    await screenshot(page, 'cart-element-promotions-en');
  });

  it('the row links lead to the steps for that row: add-ons, upsells, a domain', async () => {
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.webhostingM)]);
    await closeNotice(page, 'A domain is missing');
    const hosting = row(page, 'Web hosting M');

    // Add-on reselection starts with the row's first kind of add-on screen: its variant group.
    await hosting.getByRole('button', { name: 'Change add-ons' }).click();
    await page.waitForURL((url) => url.pathname === '/addon-variants');
    await heading(page, 'Choose a variant').waitFor();

    await page.goto('/cart');
    await closeNotice(page, 'A domain is missing');
    await row(page, 'Web hosting M').getByRole('button', { name: 'Customise' }).click();
    await page.waitForURL((url) => url.pathname === '/popular-addons');
    await heading(page, 'Professional e-mail addresses').waitFor();

    await page.goto('/cart');
    await closeNotice(page, 'A domain is missing');
    await row(page, 'Web hosting M').getByRole('button', { name: 'Add domain' }).click();
    await page.waitForURL((url) => url.pathname === '/domains/lookup');
    expect(new URL(page.url()).searchParams.get('id')).toHaveLength(32);
  });

  it('after many promo codes in a short time the visitor is asked to wait, not to call support', async () => {
    const page = await cartWith('de-DE', (s) => [rowOf(s, P.webhostingS)]);
    const code = page.getByRole('textbox', { name: 'Aktionscode' });
    const redeem = page.getByRole('button', { name: 'Einlösen' });
    // The server allows ten look-ups per visitor in ten minutes.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await code.fill(`RATEN${attempt}`);
      await redeem.click();
      await page
        .getByRole('alert')
        .filter({ hasText: `RATEN${attempt}` })
        .waitFor();
    }
    await code.fill('RATEN11');
    await redeem.click();
    await page
      .getByText(
        'Sie haben in kurzer Zeit viele Aktionscodes versucht. Bitte warten Sie einige Minuten, bevor Sie einen weiteren eingeben.',
      )
      .waitFor();
    expect(await page.getByText(/freundlichen Support/).count()).toBe(0);
  });

  it('an add-on reselection link says that the step is opening, then shows the add-ons of the row', async () => {
    const page = await shop.open('de-DE', '/categories');
    const cart = await seedCart(page, (s) => [rowOf(s, P.webhostingM)]);
    const rowId = cart.items[0]?.row_id ?? '';
    // The wizard's script arrives late, as on a slow connection: until then the route forwards.
    const wizard = await holdBack(page, /\/assets\/start-wizard-[\w-]+\.js$/);
    await page.goto(`/addon-reselection/standard-addons?id=${rowId}`);
    await heading(page, 'Einen Moment bitte').waitFor();
    await page.getByRole('status').filter({ hasText: 'Der nächste Schritt wird geöffnet.' }).waitFor();
    wizard.release();
    await page.waitForURL((url) => url.pathname === '/addons');
    await heading(page, 'Wählen Sie Ihre Zusatzoptionen').waitFor();
  });

  it('a product that requires a domain: the missing-domain notice leads to the domain selection', async () => {
    // Web hosting L needs a domain and has no required fields.
    const page = await cartWith('en-GB', (s) => [rowOf(s, P.webhostingL)]);
    const notice = page.getByRole('dialog', { name: 'A domain is missing' });
    await notice.getByText('Web hosting L needs a domain. Please choose one before you check out.').waitFor();
    await screenshot(page, 'cart-missing-domain-en');
    await notice.getByRole('button', { name: 'Choose a domain' }).click();
    await page.waitForURL((url) => url.pathname === '/domains/lookup');
  });

  it('a contract transfer link puts the transfer into the cart; an unknown id is refused with a notice', async () => {
    const page = await shop.open('en-GB', '/contract-transfer/TRF2024A1');
    await page.waitForURL((url) => url.pathname === '/cart');
    await row(page, 'Contract transfer').waitFor();

    // The transfer product may be in a cart once: it offers no add-ons to change.
    expect(await row(page, 'Contract transfer').getByRole('button', { name: 'Change add-ons' }).count()).toBe(
      0,
    );

    const other = await shop.open('en-GB', '/contract-transfer/NOPE12345');
    await other.waitForURL((url) => url.pathname === '/cart');
    await other.getByRole('alert').filter({ hasText: 'Invalid transfer ID' }).waitFor();
    await screenshot(other, 'cart-transfer-refused-en');
    expect(await other.getByRole('article', { name: 'Contract transfer' }).count()).toBe(0);
  });
});
