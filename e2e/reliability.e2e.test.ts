import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf, seedCart } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import { heading, launchShop } from './support/shop';

/** Seed ids (src/server/seed/ids.ts). */
const WEBHOSTING_S = 101;

const shop = launchShop();

const row = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('two tabs of one browser editing the same cart', () => {
  it('a save from the tab that did not see the other tab’s change keeps both, and says so (de-DE)', async () => {
    const first = await shop.open('de-DE', '/categories');
    await seedCart(first, (s) => [rowOf(s, WEBHOSTING_S)]);
    await first.goto('/cart');
    await row(first, 'Webhosting S').waitFor();
    // The second tab opens the cart as it is now (one row).
    const second = await first.context().newPage();
    await second.goto('/cart');
    await row(second, 'Webhosting S').waitFor();

    // The first tab adds a contract transfer (its link saves the cart and shows it).
    await first.goto('/contract-transfer/TRF2024A1');
    await first.waitForURL((url) => url.pathname === '/cart');
    await row(first, 'Vertragsübernahme').waitFor();

    // The second tab, which never saw the transfer, redeems a promotion code: its save is refused
    // (the cart moved on), the tab replays its change on the server's cart and tells the visitor.
    await second.getByRole('textbox', { name: 'Aktionscode' }).fill('WELCOME10');
    await second.getByRole('button', { name: 'Einlösen' }).click();
    await second
      .getByRole('alert')
      .filter({ hasText: t('de-DE', 'cart.changed_elsewhere_body') })
      .waitFor();
    await row(second, 'Vertragsübernahme').waitFor();
    await row(second, 'Webhosting S').getByText('Aktionscode WELCOME10').waitFor();
    await screenshot(second, 'two-tabs-merged-de');

    // Nothing was lost on the server either: a reload of the first tab shows both changes.
    await first.reload();
    await heading(first, 'Warenkorb').waitFor();
    await row(first, 'Vertragsübernahme').waitFor();
    await row(first, 'Webhosting S').getByText('Aktionscode WELCOME10').waitFor();
    const cart = await first.request.get('/api/v2/session/cart').then((answer) => answer.json());
    expect(cart.data.items).toHaveLength(2);
  });
});

describe('a payment provider that cannot be reached', () => {
  it('buy now tells the visitor in their language, nothing is ordered, and the next try goes through (de-DE)', async () => {
    const locale = 'de-DE';
    const page = await shop.open(locale, '/categories');
    await seedCart(page, (s) => [rowOf(s, WEBHOSTING_S)]);
    // Customer data and the card as payment type, as the checkout screens would have saved them.
    for (const [path, data] of [
      [
        '/api/v2/session/basic-info',
        {
          group: 0,
          gender: 0,
          first_name: 'Max',
          last_name: 'Muster',
          company_name: 'Acme GmbH',
          company_vat_id: null,
          email: 'max@acme.example',
        },
      ],
      [
        '/api/v2/session/address-info',
        {
          street: 'Hauptstraße 5',
          postal_code: '10115',
          city: 'Berlin',
          country_code: 'DE',
          phone: '+49 30 1234567',
        },
      ],
      ['/api/v2/session/payment', { type: 'adyen-scheme', permission: true }],
    ] as const) {
      const saved = await page.request.put(path, { data });
      expect(saved.status(), path).toBe(200);
    }
    await page.goto('/confirm');
    await heading(page, t(locale, 'confirm.title')).waitFor();
    const buyNow = page.getByRole('button', { name: t(locale, 'checkout.confirm.buy_now') });
    const modal = page.getByRole('dialog', { name: t(locale, 'checkout.payment_modal.title') });
    /** The card form of the payment modal (card data never survives a page load). */
    const enterCard = async (holder: string) => {
      await modal.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();
      await modal.getByLabel(t(locale, 'checkout.payment.card_holder')).fill(holder);
      await modal.getByRole('button', { name: t(locale, 'checkout.payment_modal.save') }).click();
      await modal.waitFor({ state: 'hidden' });
    };

    await buyNow.click();
    await modal.getByText(t(locale, 'payment.payment_data_missing')).waitFor();
    // The sandbox provider cannot be reached for this card holder.
    await enterCard('Provider Unreachable');
    await buyNow.click();
    await modal.getByText(t(locale, 'error.something_went_wrong')).waitFor();
    await screenshot(page, 'payment-provider-unreachable-de');
    expect(new URL(page.url()).pathname).toBe('/confirm');
    const none = await page.request.get('/api/v2/session/order').then((answer) => answer.json());
    expect(none.data).toBeNull();

    // The visitor tries again: the provider answers, the payment page authorises, the order is placed.
    await enterCard('Max Muster');
    await buyNow.click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/payment/'));
    await page.getByRole('button', { name: 'Authorised', exact: true }).click();
    await heading(page, t(locale, 'success.title')).waitFor();
  });
});

describe('a screen whose script cannot be loaded (offline, or replaced by a new release)', () => {
  it('says so in the visitor’s language inside the page frame, and trying again loads it (de-DE)', async () => {
    const page = await shop.page('de-DE');
    const productsScreen = /\/assets\/ProductsScreen-[^/]*\.js$/;
    await page.route(productsScreen, (route) => route.abort('internetdisconnected'));
    await page.goto('/products/webhosting');

    await heading(page, 'Etwas ist schiefgelaufen').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: t('de-DE', 'error.generic') })
      .waitFor();
    // The page frame stays: header and footer around the message.
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'screen-script-failed-de');

    await page.unroute(productsScreen);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await heading(page, 'Webhosting').waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/webhosting');
  });

  it('the texts of a screen that cannot be loaded: the page says so instead of showing raw keys, and trying again shows the screen (en-GB)', async () => {
    const page = await shop.page('en-GB');
    await page.goto('/categories');
    await seedCart(page, (s) => [rowOf(s, WEBHOSTING_S)]);
    // The cart's texts are a catalogue part of their own, loaded with the cart screen.
    const cartTexts = /\/assets\/en-GB-cart-[A-Za-z0-9_-]{8}\.js$/;
    await page.route(cartTexts, (route) => route.abort('internetdisconnected'));
    await page.goto('/cart');

    await heading(page, 'Something went wrong').waitFor();
    expect(await page.getByText('cart_screen.', { exact: false }).count()).toBe(0);

    await page.unroute(cartTexts);
    await page.getByRole('button', { name: 'Try again' }).click();
    await heading(page, 'Shopping cart').waitFor();
    await page.getByRole('button', { name: 'Add domain' }).waitFor();
  });

  it('help that cannot be loaded: the header says so beside the button, the page stays, and the next click opens it (de-DE)', async () => {
    const locale = 'de-DE';
    const page = await shop.page(locale);
    // The help and contact modal is a chunk of its own, loaded with the first click on its button.
    const helpDialog = /\/assets\/HelpDialog-[A-Za-z0-9_-]{8}\.js$/;
    await page.route(helpDialog, (route) => route.abort('internetdisconnected'));
    await page.goto('/categories');
    await heading(page, t(locale, 'categories.title')).waitFor();

    const help = page.getByRole('button', { name: t(locale, 'help.button') });
    await help.click();
    await page
      .getByRole('banner')
      .getByRole('alert')
      .filter({ hasText: t(locale, 'error.something_went_wrong') })
      .waitFor();
    await heading(page, t(locale, 'categories.title')).waitFor();

    await page.unroute(helpDialog);
    await help.click();
    await page.getByRole('dialog', { name: t(locale, 'help.title') }).waitFor();
    expect(await page.getByRole('banner').getByRole('alert').count()).toBe(0);
  });

  it('without the wizard’s script the page says so instead of waiting forever, and trying again starts it (en-GB)', async () => {
    const page = await shop.page('en-GB');
    const wizardScript = /\/assets\/start-wizard-[^/]*\.js$/;
    await page.route(wizardScript, (route) => route.abort('internetdisconnected'));
    await page.goto('/categories');

    await heading(page, 'Something went wrong').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: t('en-GB', 'error.generic') })
      .waitFor();

    await page.unroute(wizardScript);
    await page.getByRole('button', { name: 'Try again' }).click();
    await heading(page, 'Product categories').waitFor();
    // The wizard runs again: a category leads on to its products.
    await page.getByRole('main').getByRole('link', { name: 'Web hosting', exact: true }).click();
    await heading(page, 'Web hosting').waitFor();
  });
});

describe('texts that arrive in another order than they were asked for', () => {
  it('a link straight to a form whose texts arrive before the page’s own texts shows every text (en-GB)', async () => {
    const page = await shop.page('en-GB');
    // The page's own (core) texts and the form's texts (a catalogue part) load side by side. Here
    // the core arrives only after the part: the order in which the two once overwrote each other.
    const coreTexts = /\/assets\/en-GB-[A-Za-z0-9_-]{8}\.js$/;
    const fieldsTexts = /\/assets\/en-GB-fields-[A-Za-z0-9_-]{8}\.js$/;
    const fieldsArrived = new Promise<void>((served) => {
      page.on('requestfinished', (request) => {
        if (fieldsTexts.test(request.url())) served();
      });
    });
    await page.route(coreTexts, async (route) => {
      await fieldsArrived;
      await route.continue();
    });
    await page.goto('/additional-product-fields?id=301');

    await heading(page, 'Which domain is the certificate for?').waitFor();
    await page.getByRole('button', { name: 'Save and proceed', exact: true }).waitFor();
    expect(await page.getByText('fields.', { exact: false }).count()).toBe(0);
  });
});
