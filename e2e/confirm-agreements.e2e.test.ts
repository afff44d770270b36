import type { CartItem } from '@contract/cart';
import type { LocaleCode } from '@contract/common';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf, withDomain } from './support/cart-fixtures';
import { text } from './support/checkout';
import {
  berlin,
  buyNow,
  erika,
  expectSuccess,
  openCart,
  paymentType,
  startCheckout,
  submitAddress,
  submitBasicInfo,
  toConfirm,
  waitForPath,
  withFields,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * A cart whose product requires the general terms (Webhosting M), paid through a provider the
 * browser leaves for (card sandbox, PayPal sandbox): the boxes ticked before leaving still count
 * when the visitor comes back, so the order is placed.
 */
const shop = launchShop();
const t = text;

const WEBHOSTING_M = 102;

const webhostingM = (s: CatalogueContext): CartItem[] => [
  withDomain(
    s,
    withFields(s, rowOf(s, WEBHOSTING_M), { ftp_username: 'erika_web', admin_email: 'admin@erika-e2e.de' }),
    'erika-agreements-e2e.de',
  ),
];

/** Erika on confirm with Webhosting M in the cart, paying by `method` (its card holder when a card). */
async function onConfirmPayingBy(locale: LocaleCode, method: string): Promise<Page> {
  const page = await shop.open(locale, '/categories');
  await openCart(page, locale, webhostingM);
  await startCheckout(page, locale);
  await submitBasicInfo(page, locale, erika);
  await submitAddress(page, locale, berlin, erika.firstName);
  await paymentType(page, method).check();
  const holder = page.getByLabel(t(locale, 'checkout.payment.card_holder'));
  if (method === 'Credit card') {
    await holder.waitFor();
    await holder.fill('Erika Mustermann');
  }
  await toConfirm(page, locale);
  return page;
}

async function acceptTheTerms(page: Page, locale: LocaleCode): Promise<void> {
  const agreements = page.getByRole('group', { name: t(locale, 'checkout.agreements.legend') });
  const boxes = await agreements.getByRole('checkbox').all();
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) await box.check();
}

describe('required agreements across a payment provider', () => {
  it('card: the general terms accepted before the card provider count on return; the order is placed (en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const page = await onConfirmPayingBy(locale, 'Credit card');
    await acceptTheTerms(page, locale);
    await buyNow(page, locale).click();
    await waitForPath(page, /^\/sandbox\/payment\//);
    await page.getByRole('button', { name: 'Authorised', exact: true }).click();
    await expectSuccess(page, locale);
  });

  it('PayPal: the general terms accepted before PayPal count on return; the order is placed (en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const page = await onConfirmPayingBy(locale, 'PayPal');
    await acceptTheTerms(page, locale);
    await buyNow(page, locale).click();
    await waitForPath(page, /^\/sandbox\/paypal\//);
    await page.getByRole('button', { name: 'Approve subscription' }).click();
    await expectSuccess(page, locale);
  });
});
