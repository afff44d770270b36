import type { LocaleCode } from '@contract/common';
import { checkoutFormMessage } from '@server/i18n/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { screenshot, text } from './support/checkout';
import {
  type Address,
  basicInfoForward,
  buyNow,
  erikasAccount,
  expectSuccess,
  fillBasicInfo,
  fillSepa,
  heading,
  openCart,
  P,
  type Person,
  paymentType,
  sepaName,
  startCheckout,
  submitAddress,
  toConfirm,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * The EU VAT id check in the browser (VIES sandbox, src/server/seed/vat-ids.ts), both locales: a
 * company with a valid Austrian VAT id sees net prices with the reverse-charge note in the cart and
 * the order overview and orders without VAT; an id VIES does not know is a field error on basic
 * info; an id VIES cannot check right now orders with VAT and says so. A private person in Austria
 * reads prices with Austria's VAT on the overview and in the cart alike.
 */
const shop = launchShop();
const t = text;

const company = (vatId: string): Person => ({
  company: { name: 'Alpenblick IT GmbH', vatId },
  gender: 'ms',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@alpenblick.example',
});

const vienna = (locale: LocaleCode): Address => ({
  street: 'Stephansplatz 1',
  postcode: '1010',
  city: 'Wien',
  phone: '+43 1 234567',
  country: locale === 'de-DE' ? 'Österreich' : 'Austria',
});

const bankTransfer = (locale: LocaleCode) => (locale === 'de-DE' ? 'Überweisung' : 'Bank transfer');

/** The period a monthly total is read with. */
const perMonth = (locale: LocaleCode) => (locale === 'de-DE' ? 'pro Monat' : 'per month');

/** Text as a visitor reads it: every kind of space one space. */
const read = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
const euros = (locale: LocaleCode, amount: number) =>
  read(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount));

/** The cart's totals as the server prices them for this session (`GET /api/v2/session/cart`). */
async function serverTotals(page: Page) {
  const answer = await page.request.get('/api/v2/session/cart');
  return (await answer.json()).totals as { monthly_net: number; monthly_gross: number };
}

/** From the cart through basic info (a company with this VAT id), Vienna and bank transfer to the overview. */
async function toOverview(page: Page, locale: LocaleCode, vatId: string) {
  await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
  const gross = await serverTotals(page);
  await startCheckout(page, locale);
  await fillBasicInfo(page, locale, company(vatId));
  await basicInfoForward(page, locale).click();
  await submitAddress(page, locale, vienna(locale), 'Anna');
  await paymentType(page, bankTransfer(locale)).check();
  await toConfirm(page, locale);
  return gross;
}

const overviewTotals = (page: Page, locale: LocaleCode) =>
  page.getByRole('region', { name: t(locale, 'checkout.confirm.cart_title') }).locator('tfoot');

describe('a valid VAT id of another EU country: net prices with the reverse-charge note', () => {
  it.each(['en-GB', 'de-DE'] as const)('cart, order overview and order (%s)', async (locale) => {
    const page = await shop.open(locale, '/categories');
    const before = await toOverview(page, locale, 'ATU 1234 5678');
    const net = euros(locale, before.monthly_net);
    const gross = euros(locale, before.monthly_gross);
    expect(net).not.toBe(gross);

    // The order overview: the monthly total net, "net, reverse charge", and the note naming the id.
    const totals = () => overviewTotals(page, locale).textContent().then(read);
    await expect.poll(totals).toContain(`${net} ${perMonth(locale)} ${t(locale, 'vat.net_reverse_charge')}`);
    expect(await totals()).not.toContain(gross);
    const note = read(t(locale, 'vat.reverse_charge_notice', { vatId: 'ATU12345678' }));
    await expect.poll(async () => read(await page.getByRole('note').first().textContent())).toBe(note);
    await screenshot(page, `vat-reverse-charge-overview-${locale}`);

    // The cart in another tab of the same visitor: the same net total with the same note.
    const cartTab = await page.context().newPage();
    await cartTab.goto('/cart');
    const cartTotals = cartTab.getByRole('region', { name: t(locale, 'cart_screen.totals') });
    await cartTotals.getByRole('note').waitFor();
    const cartText = read(await cartTotals.textContent());
    expect(cartText).toContain(`${net} ${perMonth(locale)} ${t(locale, 'vat.net_reverse_charge')}`);
    expect(cartText).toContain(note);
    expect(cartText).not.toContain(gross);
    await cartTab.close();

    // The order: placed without VAT, and the success page says so.
    await buyNow(page, locale).click();
    await expectSuccess(page, locale);
    await page
      .getByRole('note')
      .filter({ hasText: read(t(locale, 'vat.order_reverse_charge', { vatId: 'ATU12345678' })) })
      .waitFor();
    const orderId = new URL(page.url()).pathname.split('/').pop();
    const order = (await (await page.request.get(`/api/v2/orders/${orderId}`)).json()).data;
    expect(order.vat).toMatchObject({
      treatment: 'reverse_charge',
      vat_id_check: { vat_id: 'ATU12345678', status: 'valid' },
    });
  });
});

describe('a VAT id VIES does not know: a field error on basic info', () => {
  it.each(['en-GB', 'de-DE'] as const)('%s', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    await startCheckout(page, locale);
    await fillBasicInfo(page, locale, company('ATU00000000'));
    await basicInfoForward(page, locale).click();

    const field = page.getByRole('textbox', { name: t(locale, 'checkout.basic_info.company_vat_id') });
    const message = checkoutFormMessage(locale, 'customer.form_validation.company_vat_id_invalid');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(message, { exact: true }).waitFor();
    await heading(page, t(locale, 'customer.basic_info.title')).waitFor();

    // A valid id instead goes on to the address.
    await field.fill('ATU12345678');
    await field.blur();
    await basicInfoForward(page, locale).click();
    await heading(page, t(locale, 'checkout.address.greeting', { firstName: 'Anna' })).waitFor();
  });
});

describe('VIES unavailable: the order goes on with VAT, and says so', () => {
  it.each(['en-GB', 'de-DE'] as const)('%s', async (locale) => {
    const page = await shop.open(locale, '/categories');
    const before = await toOverview(page, locale, 'ATU99999999');
    // The VAT of the company's Austrian address: 20 %.
    const after = await serverTotals(page);
    expect(after.monthly_gross).toBe(Math.round(before.monthly_net * 120) / 100);
    const gross = euros(locale, after.monthly_gross);

    const totals = read(await overviewTotals(page, locale).textContent());
    expect(totals).toContain(`${gross} ${perMonth(locale)} ${t(locale, 'products.incl_vat')}`);
    await page
      .getByRole('note')
      .filter({ hasText: read(t(locale, 'vat.check_unavailable_notice', { vatId: 'ATU99999999' })) })
      .waitFor();
    await screenshot(page, `vat-check-unavailable-overview-${locale}`);

    await buyNow(page, locale).click();
    await expectSuccess(page, locale);
    await page
      .getByRole('note')
      .filter({ hasText: read(t(locale, 'vat.order_check_unavailable', { vatId: 'ATU99999999' })) })
      .waitFor();
    const orderId = new URL(page.url()).pathname.split('/').pop();
    const order = (await (await page.request.get(`/api/v2/orders/${orderId}`)).json()).data;
    expect(order.vat).toMatchObject({ treatment: 'standard', vat_id_check: { status: 'unavailable' } });
  });
});

describe('a private person in Austria: prices with Austria’s VAT of 20 %, the same on the overview and in the cart', () => {
  it.each(['en-GB', 'de-DE'] as const)('%s', async (locale) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, (s) => [rowOf(s, P.webhostingS)]);
    const german = await serverTotals(page);
    await startCheckout(page, locale);
    await fillBasicInfo(page, locale, {
      gender: 'ms',
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna@huber.example',
    });
    await basicInfoForward(page, locale).click();
    await submitAddress(page, locale, vienna(locale), 'Anna');
    await paymentType(page, sepaName(locale)).check();
    await fillSepa(page, locale, { ...erikasAccount, holder: 'Anna Huber' });
    await toConfirm(page, locale);
    const austrian = await serverTotals(page);
    expect(austrian.monthly_net).toBe(german.monthly_net);
    expect(austrian.monthly_gross).toBe(Math.round(german.monthly_net * 120) / 100);
    const gross = euros(locale, austrian.monthly_gross);
    const withVat = `${gross} ${perMonth(locale)} ${t(locale, 'products.incl_vat')}`;

    // The order overview, and the cart in another tab of the same visitor: the Austrian gross.
    await expect.poll(() => overviewTotals(page, locale).textContent().then(read)).toContain(withVat);
    const cartTab = await page.context().newPage();
    await cartTab.goto('/cart');
    const cartTotals = cartTab.getByRole('region', { name: t(locale, 'cart_screen.totals') });
    await expect.poll(() => cartTotals.textContent().then(read)).toContain(withVat);
    expect(read(await cartTotals.textContent())).not.toContain(euros(locale, german.monthly_gross));
    await cartTab.close();
  });
});
