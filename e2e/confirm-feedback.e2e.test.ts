import type { LocaleCode } from '@contract/common';
import type { KnownFrom } from '@contract/feedback';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import { buyNow, heading, openCart, P, toConfirmAsNewCustomerBySepa } from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * The feedback section's fields that belong to one "how did you hear about us" choice (the
 * recommending customer, the other source): once another choice hides them, what was typed in them
 * neither keeps "Buy now" disabled nor goes with the order.
 */
const shop = launchShop();
const locale: LocaleCode = 'en-GB';

const knownFrom = (page: Page) => page.getByLabel(t(locale, 'checkout.feedback.knownfrom'));
const recommender = (page: Page) => page.getByLabel(t(locale, 'checkout.feedback.advertisedcustomer'));
const otherSource = (page: Page) => page.getByLabel(t(locale, 'checkout.feedback.otherknownfrom'));
const choose = (page: Page, option: KnownFrom) =>
  knownFrom(page).selectOption({ label: t(locale, `checkout.feedback.knownfrom_${option}`) });

async function onConfirm(): Promise<Page> {
  const page = await shop.open(locale, '/categories');
  await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
  await toConfirmAsNewCustomerBySepa(page, locale);
  return page;
}

/** The feedback of the order call (POST /api/v2/orders) once it is sent. */
function orderFeedback(page: Page): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/orders') {
        resolve(request.postDataJSON() as Record<string, unknown>);
      }
    });
  });
}

describe('feedback fields of another choice', () => {
  it('a too short recommender, hidden by choosing another source, leaves "Buy now" enabled', async () => {
    const page = await onConfirm();
    await choose(page, 'customer_referral');
    await recommender(page).fill('A');
    await page.getByText(t(locale, 'confirm.form_validation.advertisedcustomer_min_length')).waitFor();
    await expect.poll(() => buyNow(page, locale).isDisabled()).toBe(true);

    await choose(page, 'search_engines');
    expect(await recommender(page).count()).toBe(0);
    await expect.poll(() => buyNow(page, locale).isDisabled()).toBe(false);
  });

  it('a hidden recommender and a hidden other source do not go with the order', async () => {
    const page = await onConfirm();
    await choose(page, 'other');
    await otherSource(page).fill('A podcast');
    await choose(page, 'customer_referral');
    await recommender(page).fill('Anna Beispiel');
    await choose(page, 'search_engines');
    const sent = orderFeedback(page);

    await buyNow(page, locale).click();

    expect(await sent).toMatchObject({
      known_from: 'search_engines',
      advertised_customer: null,
      other_known_from: null,
    });
    await heading(page, t(locale, 'sms_validation.title')).waitFor();
  });
});
