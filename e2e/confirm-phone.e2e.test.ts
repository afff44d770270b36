import type { LocaleCode } from '@contract/common';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import { openCart, P, toConfirmAsNewCustomerBySepa } from './support/checkout-flow';
import { launchShop } from './support/shop';

/** A phone held upright. */
const PHONE = { width: 360, height: 740 };

const shop = launchShop();

/** Left and right edge of an element on the page. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not shown`);
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

/** Every cell of the order table lies inside its card, and the card inside the phone's screen. */
async function orderFitsItsCard(page: Page, locale: LocaleCode): Promise<void> {
  const card = page.getByRole('region', { name: t(locale, 'checkout.confirm.cart_title') });
  const inCard = await edges(card);
  expect(inCard.left).toBeGreaterThanOrEqual(0);
  expect(inCard.right).toBeLessThanOrEqual(PHONE.width);
  const cells = card.locator('tbody th, tbody td, tfoot th, tfoot td');
  const count = await cells.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const cell = cells.nth(index);
    const text = (await cell.textContent())?.trim() ?? '';
    if (text === '') continue;
    const at = await edges(cell);
    expect({ text, inside: at.left >= inCard.left && at.right <= inCard.right }).toEqual({
      text,
      inside: true,
    });
  }
}

describe('the order overview on a phone (360 px wide)', () => {
  it.each(['de-DE', 'en-GB'] as const)('%s: the order lines and totals fit their card', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);

    await page.setViewportSize(PHONE);

    const card = page.getByRole('region', { name: t(locale, 'checkout.confirm.cart_title') });
    // The prices are still read: under their names, with the totals under their labels.
    await card
      .getByText(locale === 'de-DE' ? /pro Monat/ : /per month/)
      .first()
      .waitFor();
    await orderFitsItsCard(page, locale);
    await screenshot(page, `confirm-phone-${locale}`);
  });
});
