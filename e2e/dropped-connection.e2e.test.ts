import type { LocaleCode } from '@contract/common';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import {
  buyNow,
  heading,
  openCart,
  P,
  pathname,
  toConfirmAsNewCustomerBySepa,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * "Buy now" when the connection drops: the app repeats the order call with the same idempotency
 * key (the server answers the order it placed with it), and speaks only when no answer comes at
 * all, in the visitor's language.
 */

const shop = launchShop();

const LOCALES: LocaleCode[] = ['en-GB', 'de-DE'];

/** The order calls of the page (POST /api/v2/orders) with their idempotency keys. */
function orderCalls(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/orders') {
      keys.push((request.postDataJSON() as { idempotency_key: string }).idempotency_key);
    }
  });
  return keys;
}

const isOrderCall = (route: Route) => route.request().method() === 'POST';

async function toOverview(page: Page, locale: LocaleCode): Promise<void> {
  await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
  await toConfirmAsNewCustomerBySepa(page, locale);
  const agreements = page.getByRole('group', { name: t(locale, 'checkout.agreements.legend') });
  for (const box of await agreements.getByRole('checkbox').all()) await box.check();
}

describe('buy now over a dropped connection', () => {
  it.each(LOCALES)(
    '%s: the order the server placed while the answer was lost is taken, not reported as failed',
    async (locale) => {
      const page = await shop.open(locale, '/categories');
      await toOverview(page, locale);
      const keys = orderCalls(page);
      let dropped = 0;
      await page.route('**/api/v2/orders', async (route) => {
        if (!isOrderCall(route) || dropped > 0) return route.continue();
        dropped += 1;
        // The server places the order; its answer never reaches the browser.
        await route.fetch();
        return route.abort('connectionreset');
      });

      await buyNow(page, locale).click();

      await heading(page, t(locale, 'sms_validation.title')).waitFor();
      expect(dropped).toBe(1);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
      expect(await page.getByText(t(locale, 'confirm.order_not_completed')).count()).toBe(0);
    },
  );

  it.each(LOCALES)('%s: no answer at all is said in the visitor’s language', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await toOverview(page, locale);
    const keys = orderCalls(page);
    await page.route('**/api/v2/orders', (route) =>
      isOrderCall(route) ? route.abort('internetdisconnected') : route.continue(),
    );

    await buyNow(page, locale).click();

    const expander = page.locator('details').filter({ hasText: t(locale, 'confirm.order_unanswered') });
    await expander.getByText(t(locale, 'confirm.order_unanswered_hint')).waitFor();
    expect(await page.getByText(/Failed to fetch|network/i).count()).toBe(0);
    expect(pathname(page)).toBe('/confirm');
    // Every try carried the same key: a later "Buy now" cannot place a second order.
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
  });
});
