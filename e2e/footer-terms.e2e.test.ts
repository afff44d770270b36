import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { text as t } from './support/checkout';
import { heading, launchShop } from './support/shop';

/**
 * The footer links the general terms of the customer types the brand sells to, and states the
 * contract terms with the VAT rate the prices carry.
 */

const shop = launchShop();

/**
 * The names of the footer's legal links. The server's static shell shows the heading before the
 * app runs; the footer is the app's, so this waits for its first link before reading them all.
 */
async function legalLinkNames(page: Page, locale: LocaleCode): Promise<string[]> {
  const links = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: t(locale, 'footer.legal_navigation') })
    .getByRole('link');
  await links.first().waitFor();
  return links.allInnerTexts();
}

async function openBrand(locale: LocaleCode, host: string | null): Promise<Page> {
  const origin = host === null ? '' : `http://${host}:${new URL(shop.baseUrl()).port}`;
  const page = await shop.open(locale, `${origin}/categories`);
  await heading(page, t(locale, 'categories.title')).waitFor();
  return page;
}

describe('general terms in the footer', () => {
  it.each(['en-GB', 'de-DE'] as const)(
    'hostwerk (private persons and companies, %s): both terms',
    async (locale) => {
      const page = await openBrand(locale, null);
      const names = await legalLinkNames(page, locale);
      expect(names).toContain(t(locale, 'footer.terms_business'));
      expect(names).toContain(t(locale, 'footer.terms_private'));
    },
  );

  it('cloudkontor (companies only, en-GB): the business terms, none for private customers', async () => {
    const locale = 'en-GB';
    const page = await openBrand(locale, 'cloudkontor.localhost');
    const names = await legalLinkNames(page, locale);
    expect(names).toContain(t(locale, 'footer.terms_business'));
    expect(names).not.toContain(t(locale, 'footer.terms_private'));
    expect(await page.getByRole('link', { name: t(locale, 'footer.terms_private') }).count()).toBe(0);
  });

  it('hostwerk (de-DE): contract term, notice period and the VAT the prices include', async () => {
    const page = await openBrand('de-DE', null);
    await page
      .getByRole('contentinfo')
      .getByText(
        'Vertragslaufzeit 1 oder 12 Monate, Kündigungsfrist 1 oder 3 Monate. Alle Preise inkl. 19 % MwSt.',
      )
      .waitFor();
  });

  it('cloudkontor (net prices, en-GB): the VAT comes on top', async () => {
    const page = await openBrand('en-GB', 'cloudkontor.localhost');
    await page
      .getByRole('contentinfo')
      .getByText('Contract term 1 or 12 months, notice period 1 or 3 months. All prices plus 19 % VAT.')
      .waitFor();
  });
});
