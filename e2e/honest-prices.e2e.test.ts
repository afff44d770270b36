import type { CartItem } from '@contract/cart';
import type { LocaleCode } from '@contract/common';
import { addUpsell } from '@domain/cart';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf, seedCart, withDomain } from './support/cart-fixtures';
import { text } from './support/checkout';
import { openCart, toConfirmAsNewCustomerBySepa } from './support/checkout-flow';
import { heading, launchShop } from './support/shop';

/** Seed ids (src/server/seed/ids.ts). */
const P = { webhostingS: 101, webhostingM: 102, professionalMail: 801, migration: 1011 };

const shop = launchShop();

/**
 * What a visitor reads, in each language: the same figure and duration for one item on every
 * screen that shows it (seed prices: src/server/seed).
 */
const READS = {
  'en-GB': {
    hostingS: 'Web hosting S',
    hostingM: 'Web hosting M',
    linuxM: 'Cloud VPS Linux M',
    cluster: 'Cloud Cluster Enterprise',
    // HOSTING5: €5 off the first month of €4.75.
    hosting5: '€0.00 per month for the first month, then €4.75',
    // WELCOME10: 10 % off for 3 months.
    welcome10: '€4.27 per month for the first 3 months, then €4.75',
    // .com at 1.09 a month: 13.08 per 12 months, €15.57 with VAT.
    domain: '€15.57 / 12 months',
    // AUTO-WH-M-12/-24 (20 % for 12 months) on the 2-year term: the lowest monthly price.
    cardM: 'from €6.65 per month for the first 12 months, then €8.32',
    saveM: 'Save 20%',
    // AUTO-CLOUD-M-THIRD (33.333 %, 3 months) beats AUTO-CLOUD-LAUNCH (€2 off): shown as 33 %.
    cardLinuxM: 'from €8.25 per month for the first 3 months, then €12.36',
    saveLinuxM: 'Save 33%',
    cardCluster: 'from €1,331.85 per month',
    mailHeading: 'Professional e-mail addresses',
    mailName: 'Professional Mail',
    perMonth: /^€\d+\.\d\d per month$/,
    migration: '€58.31 once',
    migrationName: 'Website migration service',
    total: 'Total',
    vat: 'incl. VAT',
  },
  'de-DE': {
    hostingS: 'Webhosting S',
    hostingM: 'Webhosting M',
    linuxM: 'Cloud VPS Linux M',
    cluster: 'Cloud Cluster Enterprise',
    hosting5: '0,00 € pro Monat im ersten Monat, danach 4,75 €',
    welcome10: '4,27 € pro Monat in den ersten 3 Monaten, danach 4,75 €',
    domain: '15,57 € / 12 Monate',
    cardM: 'ab 6,65 € pro Monat in den ersten 12 Monaten, danach 8,32 €',
    saveM: '20 % sparen',
    cardLinuxM: 'ab 8,25 € pro Monat in den ersten 3 Monaten, danach 12,36 €',
    saveLinuxM: '33 % sparen',
    cardCluster: 'ab 1.331,85 € pro Monat',
    mailHeading: 'Professionelle E-Mail-Adressen',
    mailName: 'Professional Mail',
    perMonth: /^\d+,\d\d € pro Monat$/,
    migration: '58,31 € einmalig',
    migrationName: 'Umzugsservice',
    total: 'Summe',
    vat: 'inkl. MwSt.',
  },
} as const satisfies Record<LocaleCode, Record<string, string | RegExp>>;

const LOCALES = ['en-GB', 'de-DE'] as const;

/** The text of an element with runs of white space as one space. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

const cartRow = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const totals = (page: Page, locale: LocaleCode) =>
  page.getByRole('region', { name: text(locale, 'cart_screen.totals') });
const overview = (page: Page, locale: LocaleCode) =>
  page.getByRole('region', { name: text(locale, 'checkout.confirm.cart_title') });
const overviewRow = (page: Page, locale: LocaleCode, name: string | RegExp) =>
  overview(page, locale).getByRole('row', { name });

/** Web hosting S on its default term with a promotion code and a .com domain. */
function promotedHostingWithDomain(code: string) {
  return (s: Parameters<typeof rowOf>[0]): CartItem[] => {
    const row = withDomain(s, rowOf(s, P.webhostingS), 'example.com');
    return [{ ...row, product: { ...row.product, promotion: code } }];
  };
}

describe.each(LOCALES)('honest prices (%s)', (locale) => {
  const reads = READS[locale];

  it('product cards show the lowest monthly price with its promotion and how long it lasts', async () => {
    const page = await shop.open(locale, '/products/webhosting');
    const m = page.getByRole('article', { name: reads.hostingM, exact: true });
    await m.getByText(reads.saveM, { exact: true }).waitFor();
    expect(await textOf(m)).toContain(`${reads.cardM} ${reads.vat}`);

    await page.goto('/products/cloud-server');
    const linuxM = page.getByRole('article', { name: reads.linuxM, exact: true });
    await linuxM.getByText(reads.saveLinuxM, { exact: true }).waitFor();
    expect(await textOf(linuxM)).toContain(reads.cardLinuxM);
    // A price over 1,000 € with the thousands separator of the language.
    const cluster = page.getByRole('article', { name: reads.cluster, exact: true });
    expect(await textOf(cluster)).toContain(reads.cardCluster);
  });

  it('a promotion reads with its duration in the cart row, the totals and the order overview; a domain per 12 months everywhere', async () => {
    const page = await shop.page(locale);
    await openCart(page, locale, promotedHostingWithDomain('HOSTING5'));
    const hosting = cartRow(page, reads.hostingS);
    await hosting.getByText(reads.hosting5, { exact: true }).waitFor();
    await hosting.getByText(reads.domain, { exact: true }).waitFor();
    const sums = totals(page, locale);
    await sums.getByText(`${reads.total}: ${reads.hosting5} ${reads.vat}`, { exact: true }).waitFor();
    await sums.getByText(`${reads.total}: ${reads.domain} ${reads.vat}`, { exact: true }).waitFor();

    // The contract details show the same figures.
    await hosting.getByRole('button', { name: text(locale, 'cart_screen.details') }).click();
    const details = page.getByRole('dialog', {
      name: text(locale, 'cart_screen.details_title', { product: reads.hostingS }),
    });
    await details.getByText(reads.hosting5).first().waitFor();
    await details.getByText(reads.domain).first().waitFor();
    await details.getByRole('button', { name: /^(Close|Schließen)$/ }).click();
    await details.waitFor({ state: 'hidden' });

    await toConfirmAsNewCustomerBySepa(page, locale);
    expect(await textOf(overviewRow(page, locale, new RegExp(`^${reads.hostingS}`)))).toContain(
      reads.hosting5,
    );
    expect(await textOf(overviewRow(page, locale, /^example\.com/))).toContain(reads.domain);
    const recurring = overviewRow(page, locale, new RegExp(`^${reads.total}`));
    expect(await recurring.count()).toBe(2);
    expect(await textOf(recurring.first())).toContain(reads.hosting5);
    expect(await textOf(recurring.last())).toContain(reads.domain);
  });

  it('a promotion over several months says so in the cart', async () => {
    const page = await shop.page(locale);
    await openCart(page, locale, promotedHostingWithDomain('WELCOME10'));
    await cartRow(page, reads.hostingS).getByText(reads.welcome10, { exact: true }).waitFor();
    await totals(page, locale)
      .getByText(`${reads.total}: ${reads.welcome10} ${reads.vat}`, { exact: true })
      .waitFor();
  });

  it('an upsell costs what the cart then charges for it on the row’s term', async () => {
    const page = await shop.open(locale, '/categories');
    const [hosting] = (await seedCart(page, (s) => [rowOf(s, P.webhostingM)])).items;
    await page.goto(`/popular-addons?id=${hosting?.row_id}`);
    await heading(page, reads.mailHeading).waitFor();
    const offered = page.getByRole('main').locator('.offer-price .shown-price-amount');
    const price = await textOf(offered);
    expect(price).toMatch(reads.perMonth);

    const [withMail] = (
      await seedCart(page, (s) => {
        const added = addUpsell(rowOf(s, P.webhostingM), P.professionalMail, s);
        if (added.outcome !== 'added') throw new Error(`upsell not added (${added.outcome})`);
        return [added.item];
      })
    ).items;
    expect(withMail?.upsells).toHaveLength(1);
    await page.goto('/cart');
    await heading(page, text(locale, 'cart.title')).waitFor();
    const mail = cartRow(page, reads.hostingM).getByRole('listitem').filter({ hasText: reads.mailName });
    await mail.getByText(price, { exact: true }).waitFor();
  });

  it('an add-on’s text names no figure beside its price', async () => {
    const page = await shop.open(locale, '/categories');
    const [hosting] = (await seedCart(page, (s) => [rowOf(s, P.webhostingS)])).items;
    await page.goto(`/promoted-addons?id=${hosting?.row_id}`);
    const migration = page.getByRole('article', { name: reads.migrationName });
    const price = `${reads.migration} ${reads.vat}`;
    await migration.getByText(price, { exact: true }).waitFor();
    expect((await textOf(migration)).replace(price, '')).not.toMatch(/\d\s?(€|EUR)|(€|EUR)\s?\d/);
  });
});
