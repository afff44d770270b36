import type { CartItem } from '@contract/cart';
import type { LocaleCode } from '@contract/common';
import type { CatalogueContext } from '@domain/catalogue-context';
import { describe, expect, it } from 'vitest';
import { rowOf, withDomain } from './support/cart-fixtures';
import { lastSms, smsCodeOf, text } from './support/checkout';
import {
  berlin,
  buyNow,
  expectSuccess,
  heading,
  openCart,
  toConfirmAsNewCustomerBySepa,
  withAddonFields,
  withFields,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * Every kind of product the demo seed sells, ordered end to end as a new customer in the browser
 * (the payment methods themselves are walked in checkout.e2e.test.ts): cart, customer data, SEPA
 * (which needs SMS validation at this brand), confirm, the code from the SMS, success, and the
 * order as the server keeps it.
 */
const shop = launchShop();
const t = text;

/** The mailing-address addon the postal product carries by itself. */
const NSA_ADDON = 1301;
const ProductId = { webhostingM: 102, cloudLinuxS: 201, sslDv: 301, domain: 401, postal: 501, transfer: 601 };

const cases: {
  name: string;
  locale: LocaleCode;
  build: (s: CatalogueContext) => CartItem[];
  /** Elements that are ordered but not shown (invisible addons), as in the cart. */
  notShown?: string;
}[] = [
  {
    name: 'web hosting M with a domain',
    locale: 'en-GB',
    notShown: 'Monitoring agent',
    build: (s) => [
      withDomain(
        s,
        withFields(s, rowOf(s, ProductId.webhostingM), {
          ftp_username: 'erika_web',
          admin_email: 'admin@erika-e2e.de',
        }),
        'erika-orders-e2e.de',
      ),
    ],
  },
  {
    name: 'a Linux cloud server',
    locale: 'de-DE',
    build: (s) => [
      withFields(s, rowOf(s, ProductId.cloudLinuxS), {
        hostname: 'web-01',
        root_password: 'Secret#Pass12',
        root_password_confirmation: 'Secret#Pass12',
        linux_distro: 'debian-11',
      }),
    ],
  },
  {
    name: 'an SSL certificate',
    locale: 'en-GB',
    build: (s) => [withFields(s, rowOf(s, ProductId.sslDv), { certificate_fqdn: 'shop.erika-e2e.de' })],
  },
  {
    name: 'a domain on its own',
    locale: 'de-DE',
    build: (s) => [withDomain(s, rowOf(s, ProductId.domain), 'mein-e2e-laden.de')],
  },
  {
    name: 'the mailing-address product',
    locale: 'en-GB',
    build: (s) => [
      withAddonFields(s, rowOf(s, ProductId.postal), NSA_ADDON, {
        nsa_customer_type: 'private',
        nsa_address: [{ street: 'Hauptstraße', number: '12a', zip: '10115', city: 'Berlin' }],
        nsa_periods: 4,
      }),
    ],
  },
  {
    name: 'a contract transfer',
    locale: 'de-DE',
    build: (s) => [withFields(s, rowOf(s, ProductId.transfer), { transfer_id: 'TRF2024A1' })],
  },
];

describe('every product type ordered end to end', () => {
  it.each(cases)('$name ($locale)', async ({ locale, build, notShown }) => {
    const page = await shop.open(locale, '/categories');
    await openCart(page, locale, build);
    await toConfirmAsNewCustomerBySepa(page, locale);
    if (notShown) expect(await page.getByText(notShown).count()).toBe(0);
    // Whatever the products require (general terms, mca, eult) is accepted.
    const agreements = page.getByRole('group', { name: t(locale, 'checkout.agreements.legend') });
    for (const box of await agreements.getByRole('checkbox').all()) await box.check();
    await buyNow(page, locale).click();

    await heading(page, t(locale, 'sms_validation.title')).waitFor();
    const { orderId, text: sms } = await lastSms(page, berlin.phone);
    await page
      .getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position: 1, count: 5 }) })
      .fill(smsCodeOf(sms));
    await page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') }).click();
    const code = await expectSuccess(page, locale);

    // The order as the server keeps it for this session: placed, with the number shown.
    const answer = await page.request.get(`/api/v2/orders/${orderId}`);
    expect(answer.ok()).toBe(true);
    expect((await answer.json()).data).toMatchObject({ id: orderId, order_code: code, status: 'placed' });
  });
});
