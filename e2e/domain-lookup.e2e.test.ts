import type { Cart, CartResponse } from '@contract/cart';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { signInAsSalesAgent } from './support/sales-agent';
import { launchShop } from './support/shop';

/**
 * The domain screens as views of the domain-lookup machine: search bar (debounced, validated by the
 * machine), results grouped by TLD group with availability asked 5 names per call as groups scroll
 * into view, authcode and already-assigned modals, the side note, and the two question screens.
 * Registry names come from the sandbox registry's seed (src/server/seed/registry.ts): müller.de is
 * transferable, owned.net already owned, slow-registry.de does not answer in time; others are free.
 */

const shop = launchShop();

type Locale = 'en-GB' | 'de-DE';

const TEXT = {
  'en-GB': {
    lookupTitle: 'Domain search',
    searchLabel: 'Your desired domain',
    arrow: 'Enter your desired domain above',
    results: 'Search results',
    desired: 'Your desired domain',
    taken: 'Your desired domain is taken',
    suggestions: 'Our suggestions',
    groups: ['Popular endings', 'Europe', 'Generic endings', 'New endings', 'Cities and regions'],
    available: 'Available',
    transferable: 'Registered elsewhere – transfer possible',
    inCart: 'In your order',
    alreadyOwned: 'Already registered with us',
    unknown: 'Unknown, try again',
    price: '€14.14 / 12 months',
    firstYearFree: 'Free for the first 12 months, then €14.14 / 12 months',
    add: (domain: string) => `Add ${domain}`,
    remove: (domain: string) => `Remove ${domain}`,
    transfer: (domain: string) => `Transfer ${domain}`,
    retry: (domain: string) => `Try again for ${domain}`,
    assigned: (domain: string) => `${domain}: already assigned`,
    forbidden: 'The domain name must not contain these characters: space, comma and @',
    sideNote: 'Your selection',
    domainOnly: 'Domains without a hosting package',
    domainsFor: 'Domains for Web hosting S',
    domainRequired: 'Please choose a domain to continue.',
    continue: 'Continue',
    footnote: 'All prices are per 12 months including VAT.',
    authTitle: (domain: string) => `Transfer ${domain}`,
    authLabel: 'Auth code',
    authConfirm: 'Transfer domain',
    authCancel: 'Cancel',
    assignedTitle: 'Domain already assigned',
    ok: 'OK',
    addDomainTitle: 'Would you like to add a domain?',
    inclusive: 'Your package includes 1 domain free of charge: .de',
    addDomains: 'Add domains',
    skip: 'Skip',
    addProductTitle: 'Would you like to add a product?',
    addProducts: 'Add products',
    addProductTile: 'Add a product',
    goToCart: 'Go to cart',
    productsFor: (domain: string) => `Products for ${domain}`,
    domainsCategory: 'Domains',
    notice: 'Availability unknown',
  },
  'de-DE': {
    lookupTitle: 'Domainsuche',
    searchLabel: 'Ihre Wunschdomain',
    arrow: 'Geben Sie oben Ihre Wunschdomain ein',
    results: 'Suchergebnisse',
    desired: 'Ihre Wunschdomain',
    taken: 'Ihre Wunschdomain ist bereits vergeben',
    suggestions: 'Unsere Vorschläge',
    groups: ['Beliebte Endungen', 'Europa', 'Generische Endungen', 'Neue Endungen', 'Städte und Regionen'],
    available: 'Verfügbar',
    transferable: 'Anderweitig registriert – Umzug möglich',
    inCart: 'In Ihrer Bestellung',
    alreadyOwned: 'Bereits bei uns registriert',
    unknown: 'Unbekannt, bitte erneut versuchen',
    price: '14,14 € / 12 Monate',
    firstYearFree: 'In den ersten 12 Monaten kostenlos, danach 14,14 € / 12 Monate',
    add: (domain: string) => `${domain} hinzufügen`,
    remove: (domain: string) => `${domain} entfernen`,
    transfer: (domain: string) => `${domain} umziehen`,
    retry: (domain: string) => `${domain} erneut prüfen`,
    assigned: (domain: string) => `${domain}: bereits zugeordnet`,
    forbidden: 'Der Domainname darf folgende Zeichen nicht enthalten: Leerzeichen, Komma und @',
    sideNote: 'Ihre Auswahl',
    domainOnly: 'Domains ohne Hosting-Paket',
    domainsFor: 'Domains für Webhosting S',
    domainRequired: 'Bitte wählen Sie eine Domain, um fortzufahren.',
    continue: 'Weiter',
    footnote: 'Alle Preise gelten für 12 Monate inklusive MwSt.',
    authTitle: (domain: string) => `${domain} umziehen`,
    authLabel: 'Auth-Code',
    authConfirm: 'Domain umziehen',
    authCancel: 'Abbrechen',
    assignedTitle: 'Domain bereits zugeordnet',
    ok: 'OK',
    addDomainTitle: 'Möchten Sie eine Domain hinzufügen?',
    inclusive: 'Ihr Paket enthält 1 Domain ohne Aufpreis: .de',
    addDomains: 'Domains hinzufügen',
    skip: 'Überspringen',
    addProductTitle: 'Möchten Sie ein Produkt hinzufügen?',
    addProducts: 'Produkte hinzufügen',
    addProductTile: 'Produkt hinzufügen',
    goToCart: 'Zum Warenkorb',
    productsFor: (domain: string) => `Produkte für ${domain}`,
    domainsCategory: 'Domains',
    notice: 'Verfügbarkeit unbekannt',
  },
} as const;

/**
 * The generated browser paths (npm run test:paths, domain-lookup model) walk these journeys in both
 * languages; here each checks its details (debounce, lazy groups, focus) in one of them.
 */
const IN_GERMAN: Locale[] = ['de-DE'];
const IN_ENGLISH: Locale[] = ['en-GB'];

/** Every availability call the page makes (POST /api/v2/domain-availability), with its names. */
interface AvailabilityLog {
  calls: { at: number; domains: string[] }[];
  asked(name: string): boolean;
}

async function open(locale: Locale, path: string): Promise<{ page: Page; availability: AvailabilityLog }> {
  const page = await shop.page(locale);
  const calls: AvailabilityLog['calls'] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v2/domain-availability')) {
      const body = request.postDataJSON() as { domains: string[] };
      calls.push({ at: Date.now(), domains: body.domains });
    }
  });
  await page.goto(path);
  return {
    page,
    availability: { calls, asked: (name) => calls.some((call) => call.domains.includes(name)) },
  };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const results = (page: Page, locale: Locale) => page.getByRole('region', { name: TEXT[locale].results });
/** A result group (a section labelled by its heading) inside the results. */
const group = (page: Page, locale: Locale, name: string) =>
  results(page, locale).getByRole('region', { name, exact: true });
const sideNote = (page: Page, locale: Locale) =>
  page.getByRole('complementary', { name: TEXT[locale].sideNote });
/** The row of a result: the list item holding the name. */
const resultRow = (scope: Locator, name: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByText(name, { exact: true }) });

async function sessionCart(page: Page): Promise<Cart> {
  const response = await page.request.get('/api/v2/session/cart');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CartResponse).data;
}

const domainsInCart = async (page: Page) =>
  (await sessionCart(page)).items.flatMap((item) => item.domains.map((domain) => domain.name));

/** Waits until a condition on the page's calls or state holds (polling, as a person would wait). */
async function eventually(check: () => boolean | Promise<boolean>, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('domain lookup screen', () => {
  it.each(IN_GERMAN)(
    'a domain-only order (%s): search after the debounce, grouped results, add, continue, product question, cart',
    async (locale) => {
      const t = TEXT[locale];
      const { page, availability } = await open(locale, '/domains/lookup');

      // Without id the machine creates the domain-only row and replaces the URL with its id.
      await page.waitForURL((url) => url.searchParams.get('id') !== null);
      await heading(page, t.lookupTitle).waitFor();
      await page.getByText(t.arrow).waitFor();
      await sideNote(page, locale).getByText(t.domainOnly).waitFor();
      // The domain-only product requires a domain: continue waits for one.
      const proceed = sideNote(page, locale).getByRole('button', { name: t.continue });
      expect(await proceed.isDisabled()).toBe(true);
      await sideNote(page, locale).getByText(t.domainRequired).waitFor();
      expect(await page.title()).toBe(`${t.lookupTitle} | Hostwerk`);
      await screenshot(page, `domain-lookup-empty-${locale}`);

      // Invalid input: the machine's message, tied to the field.
      const input = page.getByRole('textbox', { name: t.searchLabel, exact: true });
      await input.fill('ab c,@');
      await page.getByText(t.forbidden).waitFor();
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `domain-lookup-invalid-${locale}`);

      // Typing is sent 1500 ms after the last keystroke (no Enter): lower case, www. removed.
      const typedAt = Date.now();
      await input.fill('www.Mein-Laden.de');
      const desired = group(page, locale, t.desired);
      await resultRow(desired, 'mein-laden.de').getByText(t.available).waitFor();
      expect(availability.calls[0]?.at ?? 0).toBeGreaterThanOrEqual(typedAt + 1400);
      expect(availability.calls[0]?.domains).toEqual(['mein-laden.de']);
      expect(await input.getAttribute('aria-invalid')).toBeNull();
      expect(query(page, 'd')).toBe('mein-laden.de');

      // Grouped by TLD group, the desired domain first; prices per 12 months.
      const groupTitles = await results(page, locale).getByRole('heading', { level: 2 }).allTextContents();
      expect(groupTitles).toEqual([t.desired, ...t.groups]);
      await resultRow(desired, 'mein-laden.de').getByText(t.price).waitFor();
      await resultRow(group(page, locale, t.groups[0]), 'mein-laden.com')
        .getByText(t.available)
        .waitFor();
      await page.getByText(t.footnote).waitFor();
      await screenshot(page, `domain-lookup-results-${locale}`);

      await desired.getByRole('button', { name: t.add('mein-laden.de') }).click();
      await desired.getByRole('button', { name: t.remove('mein-laden.de') }).waitFor();
      await resultRow(desired, 'mein-laden.de').getByText(t.inCart).waitFor();
      await sideNote(page, locale).getByText('mein-laden.de', { exact: true }).waitFor();
      await eventually(async () => (await domainsInCart(page)).includes('mein-laden.de'));
      await screenshot(page, `domain-lookup-chosen-${locale}`);

      await proceed.click();
      // A domain-only row with a search term: the machine asks whether to add a product.
      await page.waitForURL((url) => url.pathname === '/domains/do-you-want-to-add-a-product');
      await heading(page, t.addProductTitle).waitFor();
      expect(query(page, 'd')).toBe('mein-laden.de');
      await page.getByRole('article', { name: t.addProductTile }).waitFor();
      await screenshot(page, `domain-add-product-question-${locale}`);

      await page.getByRole('button', { name: t.goToCart }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      expect(await domainsInCart(page)).toEqual(['mein-laden.de']);
    },
  );

  it.each(IN_ENGLISH)(
    'a transferable domain (%s) asks for the authcode: confirm disabled while empty, Escape cancels, focus returns',
    async (locale) => {
      const t = TEXT[locale];
      const { page } = await open(locale, '/domains/lookup?d=m%C3%BCller.de');
      const desired = group(page, locale, t.taken);
      await resultRow(desired, 'müller.de').getByText(t.transferable).waitFor();
      // Not free: suggestions are shown.
      await group(page, locale, t.suggestions).waitFor();

      const transfer = desired.getByRole('button', { name: t.transfer('müller.de') });
      await transfer.click();
      const dialog = page.getByRole('dialog', { name: t.authTitle('müller.de') });
      await dialog.waitFor();
      const code = dialog.getByLabel(t.authLabel);
      const confirm = dialog.getByRole('button', { name: t.authConfirm });
      expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await confirm.isDisabled()).toBe(true);
      await code.fill('   ');
      expect(await confirm.isDisabled()).toBe(true);
      await screenshot(page, `domain-lookup-authcode-${locale}`);

      await page.keyboard.press('Escape');
      // The dialog's name holds the clicked domain, which the machine clears on cancel: the name
      // stops matching a frame before the dialog closes and gives the focus back.
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => transfer.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await domainsInCart(page)).toEqual([]);

      await transfer.click();
      await dialog.getByLabel(t.authLabel).fill('AUTH-4711');
      expect(await confirm.isEnabled()).toBe(true);
      await confirm.click();
      await dialog.waitFor({ state: 'hidden' });
      await desired.getByRole('button', { name: t.remove('müller.de') }).waitFor();
      await eventually(async () => (await domainsInCart(page)).includes('müller.de'));
      const cart = await sessionCart(page);
      const domain = cart.items.flatMap((item) => item.domains).find((entry) => entry.name === 'müller.de');
      expect(domain?.auth_code).toBe('AUTH-4711');
    },
  );

  it('a second click removes the domain again (results and side note)', async () => {
    const t = TEXT['en-GB'];
    const { page } = await open('en-GB', '/domains/lookup?d=zweimal-klicken.de');
    await page.waitForURL((url) => url.searchParams.get('id') !== null);
    const rowId = query(page, 'id');
    const desired = group(page, 'en-GB', t.desired);
    await desired.getByRole('button', { name: t.add('zweimal-klicken.de') }).click();
    const remove = desired.getByRole('button', { name: t.remove('zweimal-klicken.de') });
    await remove.waitFor();
    await eventually(async () => (await domainsInCart(page)).includes('zweimal-klicken.de'));

    await remove.click();
    await desired.getByRole('button', { name: t.add('zweimal-klicken.de') }).waitFor();
    await resultRow(desired, 'zweimal-klicken.de').getByText(t.available).waitFor();
    await sideNote(page, 'en-GB').getByText('No domain chosen yet.').waitFor();
    await eventually(async () => (await domainsInCart(page)).length === 0);

    // Removing the last domain removed the domain-only row (hide_in_cart); adding brings it back
    // under the same id, so the URL stays right.
    await desired.getByRole('button', { name: t.add('zweimal-klicken.de') }).click();
    await eventually(async () =>
      (await sessionCart(page)).items.some(
        (item) => item.row_id === rowId && item.domains[0]?.name === 'zweimal-klicken.de',
      ),
    );
    expect(query(page, 'id')).toBe(rowId);
    // The side note's remove is the same click.
    await sideNote(page, 'en-GB').getByText('zweimal-klicken.de', { exact: true }).waitFor();
    await sideNote(page, 'en-GB')
      .getByRole('button', { name: t.remove('zweimal-klicken.de') })
      .click();
    await desired.getByRole('button', { name: t.add('zweimal-klicken.de') }).waitFor();
    await eventually(async () => (await domainsInCart(page)).length === 0);
  });

  it('an already-owned domain cannot be chosen; suggestions are offered instead', async () => {
    const t = TEXT['en-GB'];
    const { page } = await open('en-GB', '/domains/lookup?d=owned.net');
    const desired = group(page, 'en-GB', t.taken);
    await resultRow(desired, 'owned.net').getByText(t.alreadyOwned).waitFor();
    expect(await resultRow(desired, 'owned.net').getByRole('button').count()).toBe(0);
    const suggestions = group(page, 'en-GB', t.suggestions);
    await resultRow(suggestions, 'owned.de').getByText(t.available).waitFor();
    await suggestions.getByRole('button', { name: t.add('owned.de') }).waitFor();
    await screenshot(page, 'domain-lookup-already-owned-en-GB');
  });

  it('a name in a TLD the shop does not offer is searched as its registrable domain; only then the public suffix list loads', async () => {
    const t = TEXT['en-GB'];
    const { page, availability } = await open('en-GB', '/domains/lookup?d=neuer-laden.de');
    await resultRow(group(page, 'en-GB', t.desired), 'neuer-laden.de')
      .getByText(t.available)
      .waitFor();
    const suffixListLoads = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/registrable-domain-[^/]*\.js$/.test(entry.name)).length,
      );
    expect(await suffixListLoads()).toBe(0);

    // com.au is no TLD of the shop: the public suffix list finds neuer-laden.com.au in the subdomain.
    await page.getByRole('textbox', { name: t.searchLabel, exact: true }).fill('www.shop.Neuer-Laden.com.au');
    await page.waitForURL((url) => url.searchParams.get('d') === 'neuer-laden.com.au');
    await results(page, 'en-GB').getByText('neuer-laden.com.au', { exact: true }).waitFor();
    await eventually(() => availability.asked('neuer-laden.com.au'));
    expect(availability.asked('shop.neuer-laden.com.au')).toBe(false);
    expect(await suffixListLoads()).toBe(1);
    // The offered endings are listed for the same name.
    await results(page, 'en-GB').getByText('neuer-laden.com', { exact: true }).waitFor();
    await screenshot(page, 'domain-lookup-public-suffix-en-GB');
  });

  it('a registry timeout reads "unknown, try again" and is asked again on request, never as free', async () => {
    const t = TEXT['en-GB'];
    const { page, availability } = await open('en-GB', '/domains/lookup?d=slow-registry.de');
    const desired = group(page, 'en-GB', t.taken);
    await resultRow(desired, 'slow-registry.de').getByText(t.unknown).waitFor();
    expect(await desired.getByRole('button', { name: t.add('slow-registry.de') }).count()).toBe(0);
    await screenshot(page, 'domain-lookup-unknown-en-GB');

    const asked = () => availability.calls.filter((call) => call.domains.includes('slow-registry.de')).length;
    expect(asked()).toBe(1);
    await desired.getByRole('button', { name: t.retry('slow-registry.de') }).click();
    await eventually(() => asked() === 2);
    await resultRow(desired, 'slow-registry.de').getByText(t.unknown).waitFor();
    expect(await domainsInCart(page)).toEqual([]);
  });

  it('groups load lazily: at most 5 names per call, one group per call, a group below the fold when scrolled into view', async () => {
    const t = TEXT['en-GB'];
    const { page, availability } = await open('en-GB', '/domains/lookup?d=faul-geladen.de');
    const europe = group(page, 'en-GB', 'Europe');
    // Europe (12 endings) is in view at once: three calls of 5, 5 and 2 names.
    await resultRow(europe, 'faul-geladen.org.uk').getByText(t.available).waitFor();
    const generic = group(page, 'en-GB', 'Generic endings');
    expect(availability.asked('faul-geladen.io')).toBe(false);
    expect(await resultRow(generic, 'faul-geladen.io').getByText(t.available).count()).toBe(0);

    await generic.scrollIntoViewIfNeeded();
    await resultRow(generic, 'faul-geladen.io').getByText(t.available).waitFor();
    // Each call: at most 5 names, all of one group.
    const titles = await results(page, 'en-GB').getByRole('heading', { level: 2 }).allTextContents();
    const groupOf = async (name: string) => {
      for (const title of titles) {
        if ((await group(page, 'en-GB', title).getByText(name, { exact: true }).count()) > 0) return title;
      }
      return '';
    };
    for (const call of availability.calls) {
      expect(call.domains.length).toBeLessThanOrEqual(5);
      const groups = new Set(await Promise.all(call.domains.map(groupOf)));
      expect(groups.size, JSON.stringify(call.domains)).toBe(1);
    }
    expect(availability.calls.map((call) => call.domains)).toContainEqual([
      'faul-geladen.co.uk',
      'faul-geladen.org.uk',
    ]);
    expect(availability.calls.map((call) => call.domains)).toContainEqual([
      'faul-geladen.info',
      'faul-geladen.biz',
      'faul-geladen.io',
      'faul-geladen.me',
      'faul-geladen.tv',
    ]);
    // Cities and regions is still below the fold.
    expect(availability.asked('faul-geladen.berlin')).toBe(false);
  });

  it('a domain of a preconfigured product shows the already-assigned modal', async () => {
    const t = TEXT['en-GB'];
    const { page } = await open('en-GB', '/products/webhosting');
    await page
      .getByRole('article', { name: 'Web hosting S' })
      .getByRole('button', { name: 'Order now' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('id') !== null);
    // A sales agent working on an order draft: the hosting row is preconfigured with its domain.
    await signInAsSalesAgent(page);
    const cart = await sessionCart(page);
    const [row] = cart.items;
    expect(row).toBeDefined();
    const tlds = (await (await page.request.get('/api/v2/domains?group=false')).json()) as {
      data: { id: number; tld: string }[];
    };
    const de = tlds.data.find((tld) => tld.tld === 'de');
    const prepared: Cart = {
      items: [
        {
          ...(row as Cart['items'][number]),
          is_preconfigured: true,
          domains: [
            {
              id: de?.id ?? 0,
              name: 'vorbereitet.de',
              inclusive: false,
              inclusive_first_year: false,
              auth_code: null,
              promotion_code: null,
              additional_fields: [],
            },
          ],
        },
      ],
    };
    const saved = await page.request.put('/api/v2/session/cart', { data: prepared });
    expect(saved.ok()).toBe(true);

    await page.goto('/domains/lookup?d=vorbereitet.de');
    const desired = group(page, 'en-GB', t.desired);
    const assigned = desired.getByRole('button', { name: t.assigned('vorbereitet.de') });
    await assigned.click();
    const dialog = page.getByRole('dialog', { name: t.assignedTitle });
    await dialog.getByText('The domain vorbereitet.de is already assigned').waitFor();
    await screenshot(page, 'domain-lookup-already-assigned-en-GB');
    await dialog.getByRole('button', { name: t.ok }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await assigned.evaluate((element) => element === document.activeElement)).toBe(true);
    // Nothing moved: the domain stays on the preconfigured row only.
    expect(await domainsInCart(page)).toEqual(['vorbereitet.de']);
  });

  it('/domain with d goes to the lookup with that search; without d to the categories', async () => {
    const t = TEXT['en-GB'];
    const { page } = await open('en-GB', '/domain?d=umweg.de');
    await page.waitForURL((url) => url.pathname === '/domains/lookup');
    await heading(page, t.lookupTitle).waitFor();
    expect(query(page, 'd')).toBe('umweg.de');
    await group(page, 'en-GB', t.desired)
      .getByRole('button', { name: t.add('umweg.de') })
      .waitFor();

    await page.goto('/domain');
    await page.waitForURL((url) => url.pathname === '/categories');
  });
});

describe('the ?d= deep link from an external site', () => {
  it.each(IN_GERMAN)(
    '%s: categories with d, the domain product, the lookup with the search, the product question, categories with tid and d',
    async (locale) => {
      const t = TEXT[locale];
      const { page } = await open(locale, '/categories?d=mein-shop.de');
      await heading(page, t.productsFor('mein-shop.de')).waitFor();
      // A category with exactly one product leads on: the domain product goes to the lookup.
      await page.getByRole('main').getByRole('link', { name: t.domainsCategory, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/domains/lookup');
      expect(query(page, 'd')).toBe('mein-shop.de');
      const rowId = query(page, 'id');
      expect(rowId).toMatch(/^[A-Za-z0-9]{32}$/);
      await heading(page, t.lookupTitle).waitFor();
      expect(await page.getByRole('textbox', { name: t.searchLabel, exact: true }).inputValue()).toBe(
        'mein-shop.de',
      );

      const desired = group(page, locale, t.desired);
      await desired.getByRole('button', { name: t.add('mein-shop.de') }).click();
      await desired.getByRole('button', { name: t.remove('mein-shop.de') }).waitFor();
      await sideNote(page, locale).getByRole('button', { name: t.continue }).click();

      await page.waitForURL((url) => url.pathname === '/domains/do-you-want-to-add-a-product');
      await heading(page, t.addProductTitle).waitFor();
      await page.getByRole('button', { name: t.addProducts }).click();
      // The row becomes the temporary domain-only item: categories with tid and d.
      await page.waitForURL((url) => url.pathname === '/categories');
      expect(query(page, 'tid')).toBe(rowId);
      expect(query(page, 'd')).toBe('mein-shop.de');
      await heading(page, t.productsFor('mein-shop.de')).waitFor();
    },
  );
});

describe('do-you-want-to-add-a-domain', () => {
  it.each(IN_ENGLISH)(
    '%s: the inclusive domains of the product, add goes to the lookup for the row, skip to the next step',
    async (locale) => {
      const t = TEXT[locale];
      const { page } = await open(locale, '/products/webhosting');
      const small = locale === 'en-GB' ? 'Web hosting S' : 'Webhosting S';
      const order = locale === 'en-GB' ? 'Order now' : 'Jetzt bestellen';
      await page.getByRole('article', { name: small }).getByRole('button', { name: order }).click();
      await page.waitForURL((url) => url.searchParams.get('id') !== null);
      const rowId = query(page, 'id') ?? '';

      // Web hosting S: optional domain, one .de free of charge.
      await page.goto(`/domains/do-you-want-to-add-a-domain?id=${rowId}`);
      await heading(page, t.addDomainTitle).waitFor();
      await page.getByText(t.inclusive).waitFor();
      await screenshot(page, `domain-add-domain-question-${locale}`);

      await page.getByRole('button', { name: t.addDomains }).click();
      await page.waitForURL((url) => url.pathname === '/domains/lookup');
      expect(query(page, 'id')).toBe(rowId);
      await sideNote(page, locale).getByText(t.domainsFor).waitFor();
      // The domain is optional for this product: continue is possible without one.
      expect(await sideNote(page, locale).getByRole('button', { name: t.continue }).isEnabled()).toBe(true);

      await page.getByRole('textbox', { name: t.searchLabel, exact: true }).fill('inklusiv-test.de');
      await page.keyboard.press('Enter');
      const desired = group(page, locale, t.desired);
      // The .de is still inclusive (this brand: free for the first 12 months).
      await resultRow(desired, 'inklusiv-test.de').getByText(t.firstYearFree).waitFor();
      await desired.getByRole('button', { name: t.add('inklusiv-test.de') }).click();
      await desired.getByRole('button', { name: t.remove('inklusiv-test.de') }).waitFor();
      await screenshot(page, `domain-lookup-for-product-${locale}`);
      await eventually(async () => {
        const cart = await sessionCart(page);
        const domain = cart.items.find((item) => item.row_id === rowId)?.domains[0];
        return domain?.name === 'inklusiv-test.de' && domain.inclusive;
      });

      await page.goto(`/domains/do-you-want-to-add-a-domain?id=${rowId}`);
      await heading(page, t.addDomainTitle).waitFor();
      // The inclusive .de is taken now: nothing free is left to announce.
      expect(await page.getByText(t.inclusive).count()).toBe(0);
      await page.getByRole('button', { name: t.skip }).click();
      // Web hosting S has three terms: the next step is the maturity choice.
      await page.waitForURL((url) => url.pathname === '/periods/maturity');
      expect(query(page, 'id')).toBe(rowId);
    },
  );
});
