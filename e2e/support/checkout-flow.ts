import type { CartItem } from '@contract/cart';
import type { LocaleCode } from '@contract/common';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import type { MessageKey } from '@web/i18n/catalogues';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { rowOf, seedCart } from './cart-fixtures';
import { exactly, text } from './checkout';
import { heading } from './shop';

export { heading, pathname } from './shop';

/** Seed ids (src/server/seed/ids.ts). */
export const P = {
  webhostingS: 101,
  /** The postal product (hidden in the cart) with its mailing-address addon. */
  postal: 501,
  nsa: 1301,
  ppoa: 1401,
  /** sms_validation, mca and eult agreements; required access fields. */
  cloudWindows: 203,
};

export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
  );
}

/** A row with its additional fields filled in (by field key), as the product selection would. */
export function withFields(
  shop: CatalogueContext,
  item: CartItem,
  values: Readonly<Record<string, string>>,
): CartItem {
  const product = shop.productsById[item.product.id];
  if (!product) throw new Error(`product ${item.product.id} unknown`);
  const fields = Object.entries(values).map(([key, value]) => {
    const definition = product.additionalFields.find((field) => field.key === key);
    if (!definition) throw new Error(`product ${product.id} has no field ${key}`);
    return { field_id: definition.id, field_key: key, value };
  });
  return { ...item, product: { ...item.product, additional_fields: fields } };
}

/** A Windows cloud server with its access fields: SMS validation and the mca/eult agreements. */
export const windowsServer = (shop: CatalogueContext): CartItem =>
  withFields(shop, rowOf(shop, P.cloudWindows), {
    hostname: 'winsrv-01',
    root_password: 'Sup3r#Secret',
    root_password_confirmation: 'Sup3r#Secret',
    windows_version: 'windows-2022-gui-en',
  });

/** The cart with these rows, shown. */
export async function openCart(
  page: Page,
  locale: LocaleCode,
  build: (shop: CatalogueContext) => CartItem[],
): Promise<void> {
  await page.goto('/categories');
  await seedCart(page, build);
  await page.goto('/cart');
  await heading(page, text(locale, 'cart.title')).waitFor();
}

export interface Person {
  company?: { name: string; vatId?: string };
  gender: 'mr' | 'ms';
  firstName: string;
  lastName: string;
  email: string;
}

export const erika: Person = {
  gender: 'ms',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
};

export const acme: Person = {
  company: { name: 'ACME Hosting GmbH', vatId: 'DE 123 456 789' },
  gender: 'mr',
  firstName: 'Max',
  lastName: 'Muster',
  email: 'max@acme.example',
};

export interface Address {
  street: string;
  postcode: string;
  city: string;
  phone: string;
  /** Country name as the select shows it; the brand's default (Germany) when absent. */
  country?: string;
}

export const berlin: Address = {
  street: 'Friedrichstraße 12',
  postcode: '10117',
  city: 'Berlin',
  phone: '+49 30 1234567',
};

const t = text;

/** From the cart to basic info: "To checkout", then "Create an account" on login-or-register. */
export async function startCheckout(page: Page, locale: LocaleCode): Promise<void> {
  await page.getByRole('button', { name: t(locale, 'cart.to_checkout') }).click();
  await heading(page, t(locale, 'customer.login_or_register.title')).waitFor();
  await page.getByRole('button', { name: t(locale, 'checkout.login.register') }).click();
  await heading(page, t(locale, 'customer.basic_info.title')).waitFor();
}

export async function fillBasicInfo(page: Page, locale: LocaleCode, person: Person): Promise<void> {
  await page
    .getByRole('radio', {
      name: t(
        locale,
        person.company ? 'checkout.basic_info.group_company' : 'checkout.basic_info.group_private',
      ),
    })
    .check();
  await page
    .getByRole('radio', {
      name: t(
        locale,
        person.gender === 'ms' ? 'checkout.basic_info.gender_ms' : 'checkout.basic_info.gender_mr',
      ),
      exact: true,
    })
    .check();
  await page.getByLabel(t(locale, 'checkout.basic_info.first_name')).fill(person.firstName);
  await page.getByLabel(t(locale, 'checkout.basic_info.last_name')).fill(person.lastName);
  if (person.company) {
    await page.getByLabel(t(locale, 'checkout.basic_info.company_name')).fill(person.company.name);
    await page.getByLabel(t(locale, 'checkout.basic_info.company_vat_id')).fill(person.company.vatId ?? '');
  }
  await page.getByLabel(t(locale, 'checkout.basic_info.email')).fill(person.email);
  await page.getByLabel(t(locale, 'checkout.basic_info.email')).blur();
}

/** Basic info's forward button (its label offers creating an account when login is allowed). */
export const basicInfoForward = (page: Page, locale: LocaleCode) =>
  page.getByRole('button', { name: t(locale, 'checkout.basic_info.submit_create_account') });

export async function submitBasicInfo(page: Page, locale: LocaleCode, person: Person): Promise<void> {
  await fillBasicInfo(page, locale, person);
  await basicInfoForward(page, locale).click();
  await heading(page, t(locale, 'checkout.address.greeting', { firstName: person.firstName })).waitFor();
}

/** Chooses a postcode from the picker (the country has a zip code list). */
export async function choosePostcode(
  page: Page,
  locale: LocaleCode,
  code: string,
  city: string,
): Promise<void> {
  const postcode = page.getByRole('combobox', { name: t(locale, 'checkout.address.postal_code') });
  await postcode.fill(code);
  await page.getByRole('option', { name: `${code} ${city}` }).click();
}

export async function fillAddress(page: Page, locale: LocaleCode, address: Address): Promise<void> {
  await page.getByLabel(t(locale, 'checkout.address.street')).fill(address.street);
  if (address.country) {
    const country = page.getByRole('combobox', { name: t(locale, 'checkout.address.country') });
    await country.fill(address.country);
    await page.getByRole('option', { name: address.country }).click();
  }
  await choosePostcode(page, locale, address.postcode, address.city);
  await expect
    .poll(() => page.getByLabel(t(locale, 'checkout.address.city')).inputValue())
    .toBe(address.city);
  await page.getByLabel(t(locale, 'checkout.address.phone')).fill(address.phone);
  await page.getByLabel(t(locale, 'checkout.address.phone')).blur();
}

export async function submitAddress(page: Page, locale: LocaleCode, address: Address, firstName: string) {
  await fillAddress(page, locale, address);
  await page.getByRole('button', { name: t(locale, 'checkout.next') }).click();
  await heading(page, t(locale, 'checkout.payment.title_named', { firstName })).waitFor();
}

export const paymentType = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/** The SEPA payment type's name as the visitor reads it. */
export const sepaName = (locale: LocaleCode): string =>
  locale === 'de-DE' ? 'SEPA-Lastschrift' : 'SEPA direct debit';

export interface Sepa {
  holder: string;
  iban: string;
  bic: string;
  bank?: string;
}

export const erikasAccount: Sepa = {
  holder: 'Erika Mustermann',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bank: 'Commerzbank',
};

export async function fillSepa(page: Page, locale: LocaleCode, sepa: Sepa, scope = page.locator('body')) {
  const field = (key: MessageKey) => scope.getByRole('textbox', { name: t(locale, key), exact: true });
  await field('checkout.payment.sepa_holder').fill(sepa.holder);
  await field('checkout.payment.sepa_iban').fill(sepa.iban);
  await field('checkout.payment.sepa_bic').fill(sepa.bic);
  const bank = field('checkout.payment.sepa_bank');
  if (sepa.bank !== undefined && (await bank.count()) > 0) await bank.fill(sepa.bank);
  await scope.getByRole('checkbox', { name: t(locale, 'checkout.payment.sepa_permission') }).check();
}

/** Payment's continue button. */
export const paymentForward = (page: Page, locale: LocaleCode) =>
  page.getByRole('button', { name: t(locale, 'checkout.next') });

export async function toConfirm(page: Page, locale: LocaleCode): Promise<void> {
  await paymentForward(page, locale).click();
  await heading(page, t(locale, 'confirm.title')).waitFor();
}

export const buyNow = (page: Page, locale: LocaleCode) =>
  page.getByRole('button', { name: t(locale, 'checkout.confirm.buy_now') });

/** The success screen with an order number. */
export async function expectSuccess(page: Page, locale: LocaleCode): Promise<string> {
  await heading(page, t(locale, 'success.title')).waitFor();
  await waitForPath(page, /^\/success\/\d+$/);
  const line = page.getByText(new RegExp(t(locale, 'checkout.success.order_number', { code: '' }).trim()));
  await line.waitFor();
  const code = (await line.locator('strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{10}$/);
  await page.getByText(exactly(t(locale, 'checkout.success.confirmation'))).waitFor();
  return code;
}

/**
 * Arranges a cart through the API from inside the page (same origin and cookie as the visitor),
 * for brands reached by host name (`cloudkontor.localhost`), which the test runner cannot resolve.
 */
export async function seedCartInPage(
  page: Page,
  build: (shop: CatalogueContext) => CartItem[],
): Promise<void> {
  const fetched = await page.evaluate(async () => {
    const get = (path: string) => fetch(path).then((answer) => answer.json());
    const [products, tlds, brand] = await Promise.all([
      get('/api/v2/products'),
      get('/api/v2/domains'),
      get('/api/v2/brands/current'),
    ]);
    return { products: products.data, tlds: tlds.data, brand: brand.data.properties };
  });
  const shop = buildCatalogueContext({ ...fetched, promotions: [] });
  const cart = { items: build(shop) };
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/v2/session/cart', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    cart,
  );
  if (status !== 200) throw new Error(`seeding the cart failed: ${status}`);
}

/** The row with fields of one of its addons filled in (by field key). */
export function withAddonFields(
  shop: CatalogueContext,
  item: CartItem,
  addonId: number,
  values: Readonly<Record<string, CartItem['product']['additional_fields'][number]['value']>>,
): CartItem {
  const addon = shop.productsById[addonId];
  if (!addon) throw new Error(`addon ${addonId} unknown`);
  const fields = Object.entries(values).map(([key, value]) => {
    const definition = addon.additionalFields.find((field) => field.key === key);
    if (!definition) throw new Error(`addon ${addonId} has no field ${key}`);
    return { field_id: definition.id, field_key: key, value };
  });
  return {
    ...item,
    addons: item.addons.map((entry) =>
      entry.id === addonId ? { ...entry, additional_fields: fields } : entry,
    ),
  };
}

/** A new customer (Erika, Berlin) from the cart through basic info, address and SEPA to confirm. */
export async function toConfirmAsNewCustomerBySepa(page: Page, locale: LocaleCode): Promise<void> {
  await startCheckout(page, locale);
  await submitBasicInfo(page, locale, erika);
  await submitAddress(page, locale, berlin, erika.firstName);
  await paymentType(page, sepaName(locale)).check();
  await fillSepa(page, locale, erikasAccount);
  await toConfirm(page, locale);
}
