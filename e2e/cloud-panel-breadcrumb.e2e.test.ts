import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { exactly, text as t, throughOptionalPostfillToConfirm } from './support/checkout';
import { heading, pathname, waitForPath } from './support/checkout-flow';
import { devAuthorityText, ERIKA, followPanelLink, signInAtAuthority } from './support/dev-authority';
import { launchShop } from './support/shop';

/**
 * The breadcrumb of a cloud-domains order (checkout spec section 2: domain selection > confirm,
 * past steps are links back to their step): domain selection leads back to the lookup of the
 * hosting contract, so a domain added there joins the contract instead of a new domain-only row.
 */
const shop = launchShop();

const HOSTING = { 'de-DE': 'Webhosting M', 'en-GB': 'Web hosting M' } as const;

/** Erika arrives from the panel to order domains for her contract WH-4711: the lookup. */
async function fromPanelForDomains(locale: LocaleCode): Promise<Page> {
  const page = await shop.open(locale, '/categories');
  await followPanelLink(page, locale, devAuthorityText(locale).panelDomains('WH-4711'));
  await page.waitForURL(
    (url) =>
      url.pathname.startsWith('/dev-oidc/interaction') ||
      (!url.pathname.startsWith('/dev-oidc') && !url.pathname.startsWith('/oauth')),
  );
  if (pathname(page).startsWith('/dev-oidc/interaction')) await signInAtAuthority(page, locale, ERIKA);
  await heading(page, t(locale, 'domains.lookup.title')).waitFor();
  return page;
}

/** The lookup speaks of the contract's domains. */
const forTheContract = (page: Page, locale: LocaleCode) =>
  page.getByText(
    exactly(t(locale, 'domain_lookup.side_note.domains_for', { product: `${HOSTING[locale]} (WH-4711)` })),
  );

async function addDomain(page: Page, locale: LocaleCode, name: string): Promise<void> {
  await page.getByLabel(t(locale, 'domain_lookup.search.label')).fill(name);
  await page.getByRole('button', { name: t(locale, 'domain_lookup.search.submit') }).click();
  await page
    .getByRole('button', { name: t(locale, 'domain_lookup.action.add_label', { domain: name }) })
    .click();
  await page.getByRole('button', { name: t(locale, 'domain_lookup.side_note.continue') }).click();
  await throughOptionalPostfillToConfirm(page, locale);
}

describe('cloud-domains order: the breadcrumb back to the domain selection', () => {
  it.each(['en-GB', 'de-DE'] as const)(
    '%s: reopens the lookup of the contract; a second domain joins the contract row',
    async (locale) => {
      const page = await fromPanelForDomains(locale);
      await forTheContract(page, locale).waitFor();
      const first = `bc-first-${Date.now().toString(36)}.de`;
      await addDomain(page, locale, first);

      const breadcrumb = page.getByRole('navigation', { name: t(locale, 'breadcrumb.label') });
      await breadcrumb.getByRole('link', { name: t(locale, 'breadcrumb.domainSelection') }).click();

      await heading(page, t(locale, 'domains.lookup.title')).waitFor();
      await waitForPath(page, '/domains/lookup');
      await forTheContract(page, locale).waitFor();
      expect(await page.getByText(t(locale, 'domain_lookup.side_note.domain_only')).count()).toBe(0);

      const second = `bc-second-${Date.now().toString(36)}.de`;
      await addDomain(page, locale, second);
      // One row, the contract's, with both domains; no domain-only row beside it.
      const cart = (await (await page.request.get('/api/v2/session/cart')).json()) as {
        data: { items: { domains: { name: string }[] }[] };
      };
      expect(cart.data.items).toHaveLength(1);
      expect(cart.data.items[0]?.domains.map((domain) => domain.name).sort()).toEqual([first, second].sort());
    },
  );
});
