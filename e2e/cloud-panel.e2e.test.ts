import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { exactly, screenshot, text, throughOptionalPostfillToConfirm } from './support/checkout';
import { buyNow, expectSuccess, heading, pathname, waitForPath } from './support/checkout-flow';
import { devAuthorityText, ERIKA, followPanelLink, signInAtAuthority } from './support/dev-authority';
import { launchShop } from './support/shop';

/**
 * Visitors from the cloud panel (checkout spec sections 2, 4 and 6; catalogue spec sections 1, 6
 * and 9), against the development authority's panel stand-in (`/dev-oidc`): each panel link opens
 * the shop's callback with the panel's order data; the shop sends the whole window to the authority,
 * the customer signs in there (once: later links are single sign-on), and the order type decides
 * where the flow goes on.
 */
const shop = launchShop();
const t = text;

/** The hosting contract's product as the cart names it. */
const HOSTING = { 'de-DE': 'Webhosting M', 'en-GB': 'Web hosting M' } as const;

/** Follows a panel link; signs in at the authority when it asks (the first time in this browser). */
async function fromPanel(page: Page, locale: LocaleCode, link: string, account = ERIKA): Promise<void> {
  await followPanelLink(page, locale, link);
  await page.waitForURL(
    (url) =>
      url.pathname.startsWith('/dev-oidc/interaction') ||
      (!url.pathname.startsWith('/dev-oidc') && !url.pathname.startsWith('/oauth')),
  );
  if (pathname(page).startsWith('/dev-oidc/interaction')) await signInAtAuthority(page, locale, account);
}

const breadcrumb = (page: Page, locale: LocaleCode) =>
  page.getByRole('navigation', { name: t(locale, 'breadcrumb.label') }).getByRole('listitem');

/** The header's cart: a count the panel visitor can read but not follow. */
const cartLink = (page: Page) => page.getByRole('link', { name: /^(Cart|Warenkorb), / });
const cartStatus = (page: Page) => page.getByRole('status', { name: /^(Cart|Warenkorb), / });

describe('visitors from the cloud panel', () => {
  it.each(['de-DE', 'en-GB'] as const)(
    'orders domains for a hosting contract: lookup, confirm with the contract not charged, back to the portal (%s)',
    async (locale) => {
      const page = await shop.open(locale, '/categories');
      const refusedCartSaves: number[] = [];
      page.on('response', (response) => {
        const refused = response.status() >= 400 && response.request().method() === 'PUT';
        if (refused && new URL(response.url()).pathname === '/api/v2/session/cart')
          refusedCartSaves.push(response.status());
      });
      await fromPanel(page, locale, devAuthorityText(locale).panelDomains('WH-4711'));

      await heading(page, t(locale, 'domains.lookup.title')).waitFor();
      expect(pathname(page)).toBe('/domains/lookup');
      // The contract's row is saved on the cart the login left, not refused as another tab's change.
      expect(refusedCartSaves).toEqual([]);
      // The contract's row, named with its hosting number; the reduced breadcrumb of a domains order.
      await page
        .getByText(
          exactly(
            t(locale, 'domain_lookup.side_note.domains_for', {
              product: `${HOSTING[locale]} (WH-4711)`,
            }),
          ),
        )
        .waitFor();
      expect(await breadcrumb(page, locale).allTextContents()).toEqual([
        t(locale, 'breadcrumb.domainSelection'),
        t(locale, 'breadcrumb.confirm'),
      ]);
      // Continue needs a domain for the hosting (note box rule).
      const next = page.getByRole('button', { name: t(locale, 'domain_lookup.side_note.continue') });
      expect(await next.isDisabled()).toBe(true);
      // Single sign-on visitors cannot navigate with the cart link; they can go back to the panel.
      await cartStatus(page).waitFor();
      expect(await cartLink(page).count()).toBe(0);
      await page.getByRole('button', { name: t(locale, 'header.back_to_panel') }).waitFor();
      await screenshot(page, `cloud-panel-lookup-${locale}`);

      const name = `panel-${Date.now().toString(36)}.de`;
      await page.getByLabel(t(locale, 'domain_lookup.search.label')).fill(name);
      await page.getByRole('button', { name: t(locale, 'domain_lookup.search.submit') }).click();
      await page
        .getByRole('button', { name: t(locale, 'domain_lookup.action.add_label', { domain: name }) })
        .click();
      await next.click();

      // Postponed domain fields (optional), then the order overview.
      await throughOptionalPostfillToConfirm(page, locale);
      const contractRow = page.getByRole('row', { name: `${HOSTING[locale]} (WH-4711)`, exact: false });
      await contractRow.getByText(t(locale, 'checkout.confirm.existing_contract')).waitFor();
      await page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) }).waitFor();

      // The cart of the hosting context (typed URL): the note instead of prices.
      await page.goto('/cart');
      await heading(page, t(locale, 'cart.title')).waitFor();
      await page.getByText(t(locale, 'cart_screen.hosting_context', { hosting: 'WH-4711' })).waitFor();
      expect(await page.locator('main').getByText(/€/).count()).toBe(0);
      await screenshot(page, `cloud-panel-cart-${locale}`);
      // Its contract details name the term and notice period, and no price either.
      await page
        .getByRole('button', { name: t(locale, 'cart_screen.details') })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: new RegExp(HOSTING[locale]) });
      await details.getByText(t(locale, 'cart_screen.details_cancellation')).waitFor();
      expect(await details.getByText(/€/).count()).toBe(0);
      await details.getByRole('button', { name: t(locale, 'modal.close') }).click();

      await page.goto('/confirm');
      await heading(page, t(locale, 'confirm.title')).waitFor();
      await page.getByRole('checkbox', { name: t(locale, 'checkout.agreements.gtc') }).check();
      await buyNow(page, locale).click();
      await expectSuccess(page, locale);
      const portal = page.getByRole('link', { name: t(locale, 'checkout.success.back_to_portal') });
      expect(await portal.getAttribute('href')).toBe(`${shop.baseUrl()}/dev-oidc`);
      await screenshot(page, `cloud-panel-success-${locale}`);
    },
  );

  it('a contract whose product the shop no longer sells gets a domain-only row; the back link logs out and returns to the panel (en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await fromPanel(page, locale, devAuthorityText('en-GB').panelRedirect('WH-1999'));

    await heading(page, t(locale, 'domains.lookup.title')).waitFor();
    await page
      .getByText(exactly(t(locale, 'domain_lookup.side_note.domains_for', { product: 'WH-1999' })))
      .waitFor();
    await page.getByText(t(locale, 'header.user', { name: 'Erika Mustermann' })).waitFor();

    // A typed /cart before any domain is chosen keeps the contract's row, and the lookup its purpose.
    await page.goto('/cart');
    await page.getByText(t(locale, 'cart_screen.hosting_context', { hosting: 'WH-1999' })).waitFor();
    await page.goto('/domains/lookup');
    await page
      .getByText(exactly(t(locale, 'domain_lookup.side_note.domains_for', { product: 'WH-1999' })))
      .waitFor();

    await page.getByRole('button', { name: t(locale, 'header.back_to_panel') }).click();
    await page.getByRole('heading', { level: 1, name: devAuthorityText('en-GB').panelTitle }).waitFor();

    // Back in the shop: logged out, an ordinary visitor whose cart link works again.
    await page.goto('/categories');
    await heading(page, t(locale, 'categories.title')).waitFor();
    await cartLink(page).waitFor();
    expect(await page.getByText(t(locale, 'header.user', { name: 'Erika Mustermann' })).count()).toBe(0);
  });

  it('category orders open that category’s products, or the categories for an unknown one (single sign-on the second time) (en-GB)', async () => {
    const locale: LocaleCode = 'en-GB';
    const page = await shop.open(locale, '/categories');
    await fromPanel(page, locale, devAuthorityText('en-GB').panelWebHosting);
    await waitForPath(page, '/products/webhosting');
    await page.getByRole('article', { name: 'Web hosting S', exact: true }).waitFor();

    // Signed in at the authority already: no sign-in form this time.
    await fromPanel(page, locale, devAuthorityText('en-GB').panelUnknownCategory, {
      email: 'nobody',
      password: 'none',
    });
    await heading(page, t(locale, 'categories.title')).waitFor();
    expect(pathname(page)).toBe('/categories');
  });

  it('a hosting contract of another customer is refused: Unable to authenticate, an ordinary visitor again (de-DE)', async () => {
    const locale: LocaleCode = 'de-DE';
    const page = await shop.open(locale, '/categories');
    // Max's contract, but Erika signs in.
    await fromPanel(page, locale, devAuthorityText('de-DE').panelDomains('VPS-8800'));
    await heading(page, t(locale, 'categories.title')).waitFor();
    await page.getByText(t(locale, 'oauth.login_failed_title')).waitFor();
    await cartLink(page).waitFor();
    expect(await page.getByRole('button', { name: t(locale, 'header.back_to_panel') }).count()).toBe(0);
  });
});
