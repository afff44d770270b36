import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf, seedCart } from './support/cart-fixtures';
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
      .filter({ hasText: 'Ihr Warenkorb wurde inzwischen in einem anderen Fenster oder Tab geändert.' })
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
