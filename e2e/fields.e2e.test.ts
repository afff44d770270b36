import { BrandResponse } from '@contract/brand';
import { type Cart, type CartItem, CartResponse } from '@contract/cart';
import { ProductsResponse } from '@contract/catalogue';
import { DomainsResponse } from '@contract/domains';
import { addUpsell, createCartItem, toggleAddon } from '@domain/cart';
import { buildCatalogueContext, type CatalogueContext, tldByName } from '@domain/catalogue-context';
import { catalogues, type MessageKey } from '@web/i18n/catalogues';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchPageLanguage } from './paths/models/language-switch';
import { screenshot } from './support/browser';
import { holdBack } from './support/hold-back';
import { launchShop } from './support/shop';

/**
 * The additional-fields screens (catalogue spec sections 2, 3, 4 "Postfill", 5): every input
 * component of the seed's fields, the rules checked as the visitor types, server errors shown per
 * field and cleared on edit, the forward button disabled until the form is valid, and the values
 * saved into the cart. Run in both locales, with a screenshot of every fields screen.
 */

const shop = launchShop();

type Locale = 'en-GB' | 'de-DE';

/** Texts of the seed (field labels and headlines) and of the server, by locale. */
const SEED = {
  'en-GB': {
    sslTitle: 'Which domain is the certificate for?',
    fqdn: 'Domain or subdomain',
    nsaHeadline: 'Your business address',
    customerType: 'Private or business use?',
    address: 'Your current address',
    periods: 'Forwarding rhythm (weeks)',
    additionalAddress: 'Additional address data',
    tenants: 'Additional tenants',
    streetImplausible: 'Please enter a real street name, for example Main Street.',
    numberImplausible: 'Please enter a house number such as 12, 12a or 12-14.',
    mailboxTitle: 'Your first mailbox',
    mailbox: 'Name of the first mailbox',
    projectName: 'Project name',
    siteTitle: 'Title of your website',
    nameServer: 'Own name server (optional)',
    glueIpv4: 'IPv4 address of the name server',
    organisationCountry: 'Country of the organisation',
    germany: 'Germany',
    duns: 'D-U-N-S number',
    linux: 'Operating system',
    password: 'Administrator password',
    windows: 'Windows version',
    ppoaPrivate: 'I grant the power of attorney as a private person',
    ppoaLegal: 'Legal notes read (private person)',
    signature: 'Font of your signature',
  },
  'de-DE': {
    sslTitle: 'Für welche Domain ist das Zertifikat?',
    fqdn: 'Domain oder Subdomain',
    nsaHeadline: 'Ihre Geschäftsadresse',
    customerType: 'Nutzen Sie die Adresse privat oder geschäftlich?',
    address: 'Ihre bisherige Anschrift',
    periods: 'Weiterleitungsrhythmus (Wochen)',
    additionalAddress: 'Adresszusatz',
    tenants: 'Weitere Empfänger',
    streetImplausible: 'Bitte geben Sie einen echten Straßennamen an, zum Beispiel Hauptstraße.',
    numberImplausible: 'Bitte geben Sie eine Hausnummer wie 12, 12a oder 12-14 an.',
    mailboxTitle: 'Ihr erstes Postfach',
    mailbox: 'Name des ersten Postfachs',
    projectName: 'Projektname',
    siteTitle: 'Titel Ihrer Website',
    nameServer: 'Eigener Nameserver (optional)',
    glueIpv4: 'IPv4-Adresse des Nameservers',
    organisationCountry: 'Land der Organisation',
    germany: 'Deutschland',
    duns: 'D-U-N-S-Nummer',
    linux: 'Betriebssystem',
    password: 'Administrator-Passwort',
    windows: 'Windows-Version',
    ppoaPrivate: 'Ich erteile die Postvollmacht als Privatperson',
    ppoaLegal: 'Rechtliche Hinweise gelesen (Privatperson)',
    signature: 'Schriftart Ihrer Unterschrift',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A catalogue text with its `{name}` placeholders filled (plural forms are not needed here). */
function text(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const saveButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: text(locale, 'fields.save_and_proceed'), exact: true });

async function open(locale: Locale, path: string): Promise<Page> {
  const page = await shop.open(locale, path);
  // The app's first calls open the shop session in the browser's language; API calls of the test
  // (same cookies) come after them.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/**
 * The test's own API calls share the page's cookies; they name the page's language too, so a
 * session they open speaks it.
 */
const languageOf = async (page: Page) => ({
  'Accept-Language': await page.evaluate(() => navigator.language),
});

async function getJson(page: Page, path: string): Promise<unknown> {
  const response = await page.request.get(path, { headers: await languageOf(page) });
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return response.json();
}

/** The shop's catalogue as the browser knows it (products, TLDs, brand), for building carts. */
async function catalogueOf(page: Page): Promise<CatalogueContext> {
  const [products, tlds, brand] = await Promise.all([
    getJson(page, '/api/v2/products').then((json) => ProductsResponse.parse(json).data),
    getJson(page, '/api/v2/domains').then((json) => DomainsResponse.parse(json).data),
    getJson(page, '/api/v2/brands/current').then((json) => BrandResponse.parse(json).data),
  ]);
  return buildCatalogueContext({ products, tlds, promotions: [], brand: brand.properties });
}

async function sessionCart(page: Page): Promise<Cart> {
  return CartResponse.parse(await getJson(page, '/api/v2/session/cart')).data;
}

/** Saves the session's cart through the API (as the wizard would); the next page load starts with it. */
async function saveCart(page: Page, items: CartItem[]): Promise<Cart> {
  const response = await page.request.put('/api/v2/session/cart', {
    data: { items },
    headers: await languageOf(page),
  });
  expect(response.ok(), `PUT cart answers ${response.status()}`).toBe(true);
  return CartResponse.parse(await response.json()).data;
}

function newItem(productId: number, ctx: CatalogueContext): CartItem {
  const item = createCartItem(productId, ctx);
  if (!item) throw new Error(`product ${productId} cannot be added`);
  return item;
}

const storedValue = (values: readonly { field_id: number; value: unknown }[], fieldId: number) =>
  values.find((value) => value.field_id === fieldId)?.value;

/** Waits until the form's forward button is enabled (true) or disabled (false). */
async function expectForward(page: Page, locale: Locale, enabled: boolean): Promise<void> {
  await expect.poll(() => saveButton(page, locale).isEnabled(), { timeout: 5_000 }).toBe(enabled);
}

const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 5_000 });
const gone = (locator: Locator) => locator.waitFor({ state: 'detached', timeout: 5_000 });

describe.each(['en-GB', 'de-DE'] as const)('additional fields (%s)', (locale) => {
  const seed = SEED[locale];
  const t = (key: MessageKey, values?: Record<string, string | number>) => text(locale, key, values);
  /**
   * Journeys the generated browser paths walk in both languages (npm run test:paths: product
   * selection, domain lookup and postfill models) check their details here in one language.
   */
  const detailsIn = (only: Locale) => (name: string, test: () => Promise<void>) => {
    if (locale === only) it(name, test);
  };

  detailsIn('en-GB')(
    'SSL certificate: the single field is the title, the domain rule is checked as one types, and the value goes to the cart',
    async () => {
      const page = await open(locale, '/products/ssl');
      await page
        .getByRole('article', { name: 'SSL Basic (DV)' })
        .getByRole('button', { name: t('products.order_now') })
        .click();

      await page.waitForURL((url) => url.pathname === '/additional-product-fields');
      // Title rule: exactly one field, so its headline is the page title (and the document title).
      await heading(page, seed.sslTitle).waitFor();
      expect(await page.title()).toContain(seed.sslTitle);
      await page.getByText(t('fields.ssl_hint')).waitFor();
      await page.getByText(t('fields.subject.product', { name: 'SSL Basic (DV)' })).waitFor();

      const fqdn = page.getByRole('textbox', { name: seed.fqdn });
      await expectForward(page, locale, false);

      await fqdn.fill('not a domain');
      const error = page.getByText(t('product.additional_fields_form_validation.fqdn', { label: seed.fqdn }));
      // Shown 500 ms after the last input, tied to the input.
      await visible(error);
      expect(await fqdn.getAttribute('aria-invalid')).toBe('true');
      expect(await fqdn.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
      await expectForward(page, locale, false);

      await fqdn.fill('shop.example.com');
      await gone(error);
      await expectForward(page, locale, true);
      await screenshot(page, `fields-${locale}-additional-product-fields-ssl`);

      await saveButton(page, locale).click();
      // Saved: the certificate's next step (its terms) is shown; the row holds the domain.
      await page.waitForURL((url) => url.pathname !== '/additional-product-fields');
      const cart = await sessionCart(page);
      expect(cart.items).toHaveLength(1);
      const [item] = cart.items;
      expect(item?.product.id).toBe(301);
      expect(storedValue(item?.product.additional_fields ?? [], 30101)).toBe('shop.example.com');
      await page
        .getByRole('link', { name: new RegExp(locale === 'en-GB' ? 'Cart, 1 item' : 'Warenkorb, 1 Artikel') })
        .waitFor();
    },
  );

  detailsIn('de-DE')(
    'postal product: nsa fields, a server error on street shown and cleared on edit, then PO box and tenants in postfill',
    async () => {
      // The postal category has one product: it is chosen at once, the row is saved with its nsa addon.
      const page = await open(locale, '/products/postal');
      await page.waitForURL((url) => url.searchParams.get('id') !== null);
      const rowId = new URL(page.url()).searchParams.get('id') ?? '';
      const cartBefore = await sessionCart(page);
      expect(
        cartBefore.items.find((item) => item.row_id === rowId)?.addons.map((addon) => addon.id),
      ).toContain(1301);

      await page.goto(`/additional-addon-fields?id=${rowId}&addonId=1301`);
      await heading(page, t('addon.additional_fields.title')).waitFor();
      await page.getByRole('heading', { level: 2, name: seed.nsaHeadline }).waitFor();
      await expectForward(page, locale, false);

      await page.getByRole('radio', { name: t('fields.nsa_customer_type.business') }).check();
      const address = page.getByRole('group', { name: seed.address });
      const street = address.getByRole('textbox', { name: t('fields.part.street') });
      await address.getByRole('textbox', { name: t('fields.part.number') }).fill('5');
      await address.getByRole('textbox', { name: t('fields.part.zip') }).fill('10117');
      await address.getByRole('textbox', { name: t('fields.part.city') }).fill('Berlin');
      await page
        .getByRole('combobox', { name: seed.periods })
        .selectOption({ label: optionLabel(locale, 2) });
      // The rules accept "12" as a street; the server does not. Submitted at once, the server's
      // answer comes back as the field's error and the field takes the focus. The field's own
      // check (one field, 500 ms after the typing) is held until then: on a busy machine it could
      // otherwise answer first and disable the button.
      const ownCheck = '**/api/v2/additional-fields/validate';
      let releaseOwnCheck = () => {};
      const ownCheckHeld = new Promise<void>((resolve) => {
        releaseOwnCheck = resolve;
      });
      await page.route(ownCheck, async (route) => {
        const body = route.request().postDataJSON() as { fields: unknown[] };
        if (body.fields.length === 1) await ownCheckHeld;
        // The page may have dropped a held check meanwhile (a newer one, or its language switch
        // asking again): Playwright then refuses to continue the finished request.
        await route.continue().catch(() => undefined);
      });
      await street.fill('12');
      const serverError = page.getByText(seed.streetImplausible).first();
      await saveButton(page, locale).click();
      await visible(serverError);
      await expect.poll(() => street.evaluate((input) => input === document.activeElement)).toBe(true);
      await expectForward(page, locale, false);
      releaseOwnCheck();
      await page.unroute(ownCheck);
      await screenshot(page, `fields-${locale}-additional-addon-fields-nsa-server-error`);

      // The server's text follows a language switch (asked again for the shown values), and the
      // field stays refused meanwhile; back in German, the German text again.
      await switchPageLanguage(page, locale, 'en-GB');
      await visible(page.getByText(SEED['en-GB'].streetImplausible).first());
      expect(await page.getByText(seed.streetImplausible).count()).toBe(0);
      await expect.poll(() => saveButton(page, 'en-GB').isEnabled(), { timeout: 5_000 }).toBe(false);
      await switchPageLanguage(page, 'en-GB', locale);
      await visible(serverError);
      expect(await page.getByText(SEED['en-GB'].streetImplausible).count()).toBe(0);
      await expectForward(page, locale, false);

      // Editing the field clears the server's error; a real street passes the server's check.
      await street.fill('Friedrichstraße');
      await gone(page.getByText(seed.streetImplausible));
      await expectForward(page, locale, true);

      // Without a submit, the server checks street and number 500 ms after the typing stops.
      const number = address.getByRole('textbox', { name: t('fields.part.number') });
      await number.fill('0');
      const numberError = page.getByText(seed.numberImplausible);
      await visible(numberError);
      expect(await number.getAttribute('aria-invalid')).toBe('true');
      await expectForward(page, locale, false);
      await number.fill('5');
      await gone(numberError);
      await expectForward(page, locale, true);
      await screenshot(page, `fields-${locale}-additional-addon-fields-nsa`);
      await saveButton(page, locale).click();
      await page.waitForURL((url) => url.pathname !== '/additional-addon-fields');

      const saved = (await sessionCart(page)).items.find((item) => item.row_id === rowId);
      const nsa = saved?.addons.find((addon) => addon.id === 1301);
      expect(storedValue(nsa?.additional_fields ?? [], 130101)).toBe('business');
      expect(storedValue(nsa?.additional_fields ?? [], 130102)).toEqual([
        { street: 'Friedrichstraße', number: '5', zip: '10117', city: 'Berlin' },
      ]);
      expect(storedValue(nsa?.additional_fields ?? [], 130103)).toBe(2);

      // Postfill: the postponed nsa fields (PO box, tenants).
      await page.goto('/postfill/addons?p=y');
      await heading(page, t('postfill.addon_fields.title')).waitFor();
      const additional = page.getByRole('group', { name: seed.additionalAddress });
      await additional.getByRole('checkbox', { name: t('fields.part.po_box') }).check();
      const poBoxNumber = additional.getByRole('textbox', { name: t('fields.part.po_box_number') });
      await poBoxNumber.fill('4711');
      // The PO box's zip and city are required once it is ticked.
      await poBoxNumber.blur();
      await expectForward(page, locale, false);
      await additional.getByRole('textbox', { name: t('fields.part.po_box_zip') }).fill('10001');
      await additional.getByRole('textbox', { name: t('fields.part.po_box_city') }).fill('Berlin');

      const tenants = page.getByRole('group', { name: seed.tenants });
      const first = tenants.getByRole('group', { name: t('fields.tenants.person', { number: 1 }) });
      await first.getByRole('textbox', { name: t('fields.part.first_name') }).fill('Ada');
      await first.getByRole('textbox', { name: t('fields.part.last_name') }).fill('Lovelace');
      await tenants.getByRole('button', { name: t('fields.tenants.add') }).click();
      const second = tenants.getByRole('group', { name: t('fields.tenants.person', { number: 2 }) });
      await second.getByRole('textbox', { name: t('fields.part.first_name') }).fill('Grace');
      const personsError = page.getByText(
        t('product.additional_fields_form_validation.persons', { label: seed.tenants }),
      );
      await visible(personsError);
      await expectForward(page, locale, false);
      await second.getByRole('textbox', { name: t('fields.part.last_name') }).fill('Hopper');
      await gone(personsError);
      await expectForward(page, locale, true);
      await screenshot(page, `fields-${locale}-postfill-addons-nsa`);

      await saveButton(page, locale).click();
      await page.waitForURL((url) => url.pathname !== '/postfill/addons');
      const filled = (await sessionCart(page)).items.find((item) => item.row_id === rowId);
      const postponed = filled?.addons.find((addon) => addon.id === 1301)?.additional_fields ?? [];
      expect(storedValue(postponed, 130104)).toEqual([
        { po_box: '1', po_box_number: '4711', po_box_zip: '10001', po_box_city: 'Berlin' },
      ]);
      expect(storedValue(postponed, 130105)).toEqual([
        { first_name: 'Ada', last_name: 'Lovelace' },
        { first_name: 'Grace', last_name: 'Hopper' },
      ]);
    },
  );

  it('tenants: at most 11 additional people', async () => {
    const page = await open(locale, '/categories');
    const ctx = await catalogueOf(page);
    const postal = newItem(501, ctx);
    await saveCart(page, [postal]);

    await page.goto(`/additional-addon-fields?id=${postal.row_id}&addonId=1301&p=y`);
    await heading(page, t('addon.additional_fields.title')).waitFor();
    const tenants = page.getByRole('group', { name: seed.tenants });
    const add = tenants.getByRole('button', { name: t('fields.tenants.add') });
    for (let count = 1; count < 11; count += 1) await add.click();
    expect(await tenants.getByRole('group').count()).toBe(11);
    expect(await add.isDisabled()).toBe(true);
    await page.getByText(t('fields.tenants.limit', { max: 11 })).waitFor();
  });

  detailsIn('en-GB')(
    'popular-addon fields: an upsell of the row, its single field as title, saved into the upsell',
    async () => {
      const page = await open(locale, '/categories');
      const ctx = await catalogueOf(page);
      const row = addUpsell(newItem(102, ctx), 801, ctx).item;
      await saveCart(page, [row]);

      await page.goto(`/additional-popularaddon-fields?id=${row.row_id}&addonId=801`);
      await heading(page, seed.mailboxTitle).waitFor();
      const mailbox = page.getByRole('textbox', { name: seed.mailbox });
      await expectForward(page, locale, false);
      await mailbox.fill('info');
      await expectForward(page, locale, true);
      await screenshot(page, `fields-${locale}-additional-popularaddon-fields`);
      await saveButton(page, locale).click();
      await page.waitForURL((url) => url.pathname === '/cart');

      const upsell = (await sessionCart(page)).items[0]?.upsells.find((element) => element.id === 801);
      expect(storedValue(upsell?.additional_fields ?? [], 80101)).toBe('info');
    },
  );

  detailsIn('de-DE')(
    'postponed fields: the domain fields with p=y, then the postfill walk over product, popular add-on and domain',
    async () => {
      const page = await open(locale, '/categories');
      const ctx = await catalogueOf(page);
      const tld = tldByName(ctx, 'de');
      if (!tld) throw new Error('the seed offers .de');
      const hosting = newItem(102, ctx);
      const row: CartItem = {
        ...addUpsell(hosting, 803, ctx).item,
        domains: [
          {
            id: tld.id,
            name: 'fields-e2e.de',
            inclusive: false,
            inclusive_first_year: false,
            auth_code: null,
            promotion_code: null,
            // One postponed domain field is stored already; the others are still empty.
            additional_fields: [{ field_id: 40102, field_key: 'glue_ipv4', value: '192.0.2.53' }],
          },
        ],
      };
      const saved = await saveCart(page, [row]);
      expect(saved.items[0]?.upsells.map((upsell) => upsell.id)).toEqual([803]);
      expect(saved.items[0]?.domains.map((domain) => domain.name)).toEqual(['fields-e2e.de']);

      // Domain lookup's domain-fields screen with p=y shows the postponed fields of the domain, with
      // the stored value; saving hands back to the postfill walk.
      await page.goto(`/domains/additional-domain-fields?id=${row.row_id}&d=fields-e2e.de&p=y`);
      await heading(page, t('domains.additional_fields.title')).waitFor();
      await page.getByText(t('fields.subject.domain', { name: 'fields-e2e.de' })).waitFor();
      const glue = page.getByRole('textbox', { name: seed.glueIpv4 });
      expect(await glue.inputValue()).toBe('192.0.2.53');
      await glue.fill('300.1.1.1');
      const ipError = page.getByText(
        t('product.additional_fields_form_validation.ipv4', { label: seed.glueIpv4 }),
      );
      await visible(ipError);
      await expectForward(page, locale, false);
      await glue.fill('192.0.2.53');
      await page.getByRole('textbox', { name: seed.nameServer }).fill('ns1.example.net');
      await gone(ipError);
      await expectForward(page, locale, true);
      await screenshot(page, `fields-${locale}-domains-additional-fields`);
      await saveButton(page, locale).click();

      // The postfill walk starts over: products first (project name), then popular add-ons (site
      // title), then the domain, whose optional IPv6 address is still empty.
      await page.waitForURL((url) => url.pathname === '/postfill/products');
      await heading(page, t('postfill.product_fields.title')).waitFor();
      const project = page.getByRole('textbox', { name: seed.projectName });
      await project.fill('Shop 1');
      const alphaNum = page.getByText(
        t('product.additional_fields_form_validation.alpha_num', { label: seed.projectName }),
      );
      await visible(alphaNum);
      await expectForward(page, locale, false);
      await project.fill('Shop1');
      await gone(alphaNum);
      await screenshot(page, `fields-${locale}-postfill-products`);
      await saveButton(page, locale).click();

      await page.waitForURL((url) => url.pathname === '/postfill/popular-addons');
      await heading(page, t('postfill.upsell_fields.title')).waitFor();
      await page.getByRole('textbox', { name: seed.siteTitle }).fill('My shop');
      await screenshot(page, `fields-${locale}-postfill-popular-addons`);
      await saveButton(page, locale).click();

      await page.waitForURL((url) => url.pathname === '/postfill/domains');
      await heading(page, t('postfill.domain_fields.title')).waitFor();
      // The values saved a moment ago are shown again.
      expect(await page.getByRole('textbox', { name: seed.glueIpv4 }).inputValue()).toBe('192.0.2.53');
      expect(await page.getByRole('textbox', { name: seed.nameServer }).inputValue()).toBe('ns1.example.net');
      await screenshot(page, `fields-${locale}-postfill-domains`);
      await saveButton(page, locale).click();
      // Nothing postponed is left: postfill hands over to confirm.
      await page.waitForURL((url) => !url.pathname.startsWith('/postfill/'));

      const [item] = (await sessionCart(page)).items;
      expect(storedValue(item?.product.additional_fields ?? [], 10203)).toBe('Shop1');
      expect(storedValue(item?.upsells[0]?.additional_fields ?? [], 80301)).toBe('My shop');
      const domainFields = item?.domains[0]?.additional_fields ?? [];
      expect(storedValue(domainFields, 40101)).toBe('ns1.example.net');
      expect(storedValue(domainFields, 40102)).toBe('192.0.2.53');
    },
  );

  detailsIn('en-GB')(
    'controls only some products use come with the first form that shows one, a loading status meanwhile',
    async () => {
      const page = await open(locale, '/categories');
      const familyChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/(nsa-fields|ppoa-fields|CountryField|DunsField)-/.test(request.url())) {
          familyChunks.push(new URL(request.url()).pathname);
        }
      });
      const duns = await holdBack(page, /\/assets\/DunsField-[A-Za-z0-9_-]{8}\.js$/);

      // SSL Basic asks for one domain: the form loads none of those controls.
      await page.goto('/additional-product-fields?id=301');
      await page.getByRole('textbox', { name: seed.fqdn }).waitFor();
      expect(familyChunks).toEqual([]);

      // SSL OV asks for a country and a D-U-N-S number: the country comes, the number says it loads.
      await page.goto('/additional-product-fields?id=302');
      await page.getByRole('combobox', { name: seed.organisationCountry }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: t('app.loading') })
        .waitFor();
      expect(duns.requested).toBe(true);
      expect(await page.getByRole('textbox', { name: seed.duns }).count()).toBe(0);
      await expectForward(page, locale, false);

      duns.release();
      await page.getByRole('textbox', { name: seed.duns }).fill('123456789');
    },
  );

  it('the country search by keyboard: the first match is active, arrows move, Enter chooses, Escape closes then drops the text, emptied clears', async () => {
    const page = await open(locale, '/additional-product-fields?id=302');
    await heading(page, t('product.additional_fields.title')).waitFor();
    const country = page.getByRole('combobox', { name: seed.organisationCountry });
    // The option the field names as active (none while the list has not chosen one yet).
    const activeText = async () => {
      const active = await country.getAttribute('aria-activedescendant');
      return active === null ? null : page.locator(`[id="${active}"]`).textContent();
    };
    await country.fill(seed.germany.slice(0, 4));
    expect(await country.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(activeText).toBe(seed.germany);
    await country.press('ArrowDown');
    await country.press('ArrowUp');
    expect(await activeText()).toBe(seed.germany);
    await country.press('Enter');
    expect(await country.inputValue()).toBe(seed.germany);
    expect(await country.getAttribute('aria-expanded')).toBe('false');
    expect(await country.getAttribute('aria-activedescendant')).toBeNull();

    await country.fill('zzzz');
    await page
      .getByRole('status')
      .filter({ hasText: t('fields.country.no_match') })
      .waitFor();
    await country.press('Escape');
    expect(await country.getAttribute('aria-expanded')).toBe('false');
    await country.press('Escape');
    expect(await country.inputValue()).toBe(seed.germany);

    await country.fill('');
    await country.blur();
    expect(await country.inputValue()).toBe('');
    await country.press('ArrowDown');
    expect(await country.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('option').count()).toBeGreaterThan(1);
  });

  it('every other input component: country search, D-U-N-S directories, cloud images, passwords, ppoa', async () => {
    // SSL OV: country (searchable select) and D-U-N-S number with its business directories.
    const page = await open(locale, '/additional-product-fields?id=302');
    await heading(page, t('product.additional_fields.title')).waitFor();
    const country = page.getByRole('combobox', { name: seed.organisationCountry });
    await country.fill(seed.germany.slice(0, 4));
    await page.getByRole('option', { name: seed.germany, exact: true }).click();
    expect(await country.inputValue()).toBe(seed.germany);
    expect(await country.getAttribute('aria-expanded')).toBe('false');

    const directories = page.getByRole('button', { name: t('fields.duns.directories') });
    await directories.hover();
    await page.getByRole('link', { name: 'Dun & Bradstreet' }).waitFor();
    expect(await directories.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('textbox', { name: seed.duns }).fill('123456789');
    await screenshot(page, `fields-${locale}-components-ssl-ov`);

    // Cloud Linux: image select and passwords (sameAs checked in the browser).
    await page.goto('/additional-product-fields?id=201');
    await page.getByRole('combobox', { name: seed.linux }).selectOption({ label: 'Ubuntu 22.04' });
    // A password input has no role; its label carries a star for required fields.
    await page.getByLabel(new RegExp(`^${seed.password}( \\*)?$`)).fill('Secret-123');
    await screenshot(page, `fields-${locale}-components-cloud-linux`);

    // Cloud Windows: the spec's Windows images.
    await page.goto('/additional-product-fields?id=203');
    const windows = page.getByRole('combobox', { name: seed.windows });
    await windows.waitFor();
    expect(await windows.locator('option').count()).toBe(9);
    await windows.selectOption({ index: 4 });
    await screenshot(page, `fields-${locale}-components-cloud-windows`);

    // The postal power of attorney: basic info, authorization, legal text, signature font.
    const ctx = await catalogueOf(page);
    const postal = toggleAddon(newItem(501, ctx), 1401, ctx).item;
    await saveCart(page, [postal]);
    await page.goto(`/additional-addon-fields?id=${postal.row_id}&addonId=1401`);
    await page.getByRole('group', { name: seed.ppoaPrivate }).waitFor();
    const signature = page.getByRole('group', { name: seed.signature });
    expect(
      await signature.getByRole('radio', { name: t('fields.signature_font.coming-soon') }).isChecked(),
    ).toBe(true);
    await signature.getByRole('radio', { name: t('fields.signature_font.sacramento-regular') }).check();
    const authorization = page.getByRole('group', { name: seed.ppoaPrivate });
    await authorization.getByRole('textbox', { name: t('fields.part.first_name') }).fill('Ada');
    await page
      .getByRole('region', { name: t('fields.ppoa.legal_text.title') })
      .first()
      .waitFor();
    await page.getByRole('checkbox', { name: seed.ppoaLegal }).check();
    // Both names or neither.
    await authorization.getByRole('textbox', { name: t('fields.part.first_name') }).blur();
    await expectForward(page, locale, false);
    await authorization.getByRole('textbox', { name: t('fields.part.last_name') }).fill('Lovelace');
    await expectForward(page, locale, true);
    await screenshot(page, `fields-${locale}-components-ppoa`);
  });
});

/** The label of the forwarding rhythm option for `count` weeks. */
function optionLabel(locale: Locale, count: number): string {
  return locale === 'en-GB' ? `Every ${count} weeks` : `Alle ${count} Wochen`;
}
