import type { LocaleCode } from '@contract/common';
import { customerKey } from '@domain/validation/checkout/message-keys';
import { paymentKey } from '@domain/validation/checkout/order-message-keys';
import { checkoutFormMessage } from '@server/i18n/messages';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import { buyNow, openCart, P, pathname, toConfirmAsNewCustomerBySepa } from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * The server refuses an order for fields the confirm screen has no input for (the payment type,
 * the basic info): its messages, in the visitor's language, appear in the order error area.
 */
const shop = launchShop();

const LOCALES: LocaleCode[] = ['en-GB', 'de-DE'];

/**
 * The order call as if the session's data had changed meanwhile: a payment type a private person
 * may not use and an address with a phone number that is none; the real server answers it.
 */
async function withOutdatedCustomerData(route: Route): Promise<void> {
  const request = route.request();
  if (request.method() !== 'POST') return route.continue();
  const body = request.postDataJSON() as Record<string, Record<string, unknown>>;
  return route.continue({
    postData: JSON.stringify({
      ...body,
      address_info: { ...body.address_info, phone: 'call me' },
      payment: { type: 'bank-transfer', permission: true },
    }),
  });
}

describe('order refused for fields the confirm screen does not show', () => {
  it.each(LOCALES)('%s: every such message is shown in the order error area', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await toConfirmAsNewCustomerBySepa(page, locale);
    await page.route('**/api/v2/orders', withOutdatedCustomerData);

    await buyNow(page, locale).click();

    const area = page.locator('#confirm-error');
    const expander = area.locator('details').filter({ hasText: t(locale, 'confirm.order_not_completed') });
    await expander.waitFor();
    await expander
      .getByText(checkoutFormMessage(locale, paymentKey('type', 'unavailable')), { exact: true })
      .waitFor();
    await expander
      .getByText(checkoutFormMessage(locale, customerKey('phone', 'invalid')), { exact: true })
      .waitFor();
    expect(pathname(page)).toBe('/confirm');
  });
});
