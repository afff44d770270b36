import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { heading, launchShop } from './support/shop';

/**
 * Whole journeys of the catalogue side as a visitor clicks them, from the products page to the
 * cart. Web hosting M (seed 102): product fields, three upsells, a variant group, promoted addons,
 * a required domain, three terms, recommended addons.
 */
const shop = launchShop();

const at = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

/** The order button of a product card on the products screen. */
const orderNow = (page: Page, product: string, button: string) =>
  page.getByRole('article', { name: product, exact: true }).getByRole('button', { name: button }).click();

describe('web hosting M to the cart', () => {
  it('from a link with a promo code: fields, upsells, variant, promoted addons, required domain, terms and addons (en-GB)', async () => {
    // The link's manual code is unknown to the shop until it is looked up; it rides along to the cart.
    const page = await shop.open('en-GB', '/products/webhosting?promocode=WELCOME10');
    await orderNow(page, 'Web hosting M', 'Order now');

    // Product fields.
    await at(page, '/additional-product-fields');
    await page.getByRole('textbox', { name: /FTP user name/ }).fill('webmaster');
    await page.getByRole('textbox', { name: /Administrator e-mail address/ }).fill('admin@example.com');
    await page.getByRole('button', { name: 'Save and proceed' }).click();

    // Upsells: pass the first, add the second (no fields), pass the third.
    await at(page, '/popular-addons');
    await heading(page, 'Professional e-mail addresses').waitFor();
    await page.getByRole('button', { name: 'No thanks, continue' }).click();
    await heading(page, 'More visitors for your website').waitFor();
    await page.getByRole('button', { name: 'Add SEO Booster' }).click();
    await heading(page, 'A website in minutes').waitFor();
    await page.getByRole('button', { name: 'Continue without' }).click();

    // The storage variant group: choosing goes on.
    await at(page, '/addon-variants');
    // Choosing a variant saves the row and goes on at once (a click: the radio may be gone before it reads checked).
    await page.getByRole('radio', { name: /\+50 GB storage/ }).click();

    // Promoted addons: browse, continue without adding.
    await at(page, '/promoted-addons');
    await page.getByText(/^Offer 1 of \d$/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The required domain.
    await at(page, '/domains/lookup');
    await page.getByRole('textbox', { name: 'Your desired domain', exact: true }).fill('journey-shop.de');
    await page.getByRole('button', { name: 'Add journey-shop.de' }).click();
    await page.getByRole('button', { name: 'Remove journey-shop.de' }).first().waitFor();
    await page
      .getByRole('complementary', { name: 'Your selection' })
      .getByRole('button', { name: 'Continue' })
      .click();

    // Terms: two years, then yearly payment.
    await at(page, '/periods/maturity');
    await page.getByRole('button', { name: /^2 years/ }).click();
    await at(page, '/periods/interval');
    await page.getByRole('button', { name: /^Yearly/ }).click();

    // Addons: the recommended ones come first; take the mailboxes, then confirm.
    await at(page, '/addons');
    const mailboxes = page.getByRole('checkbox', { name: /10 extra mailboxes/ });
    await mailboxes.check();
    await expect.poll(() => mailboxes.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await at(page, '/cart');
    const row = page.getByRole('article', { name: 'Web hosting M', exact: true });
    await row.getByText('SEO Booster').waitFor();
    await row.getByText('+50 GB storage').waitFor();
    await row.getByText('journey-shop.de').waitFor();
    await row.getByText('10 extra mailboxes').waitFor();
    await row.getByText('2 years · Yearly').waitFor();
    await row.getByText('Promotion code WELCOME10').waitFor();
    await screenshot(page, 'journey-webhosting-m-cart-en');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('a link with a promo code', () => {
  it('the code stays on the product when the visitor leaves the steps for the cart (de-DE)', async () => {
    const page = await shop.open('de-DE', '/products/webhosting?promocode=WELCOME10');
    await orderNow(page, 'Webhosting S', 'Jetzt bestellen');
    // Saved with the code, the steps begin; the visitor goes to the cart by the header's link.
    await at(page, '/addon-variants');
    await page.getByRole('link', { name: 'Warenkorb, 1 Artikel' }).click();
    await at(page, '/cart');
    const row = page.getByRole('article', { name: 'Webhosting S', exact: true });
    await row.getByText('Aktionscode WELCOME10').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'WELCOME10' }).count()).toBe(0);
  });

  it('a code the shop does not know is "not found", and the product is still added (en-GB)', async () => {
    const page = await shop.open('en-GB', '/products/webhosting?promocode=NOSUCHCODE');
    await orderNow(page, 'Web hosting S', 'Order now');
    await at(page, '/addon-variants');
    await page.getByRole('alert').filter({ hasText: 'NOSUCHCODE' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  });
});
