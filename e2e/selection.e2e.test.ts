import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf, seedCart } from './support/cart-fixtures';
import { heading, launchShop, orderProduct, pathname } from './support/shop';

/**
 * The product-selection steps as a visitor walks them: addon variants, promoted addons, terms and
 * addons. Web hosting S (seed 101): storage variants, a promoted migration service, an optional
 * domain, three terms, a recommended premium support addon.
 */
const shop = launchShop();

describe('product selection steps', () => {
  it('web hosting S: choosing a variant goes on to the promoted addon, then the domain question (en-GB)', async () => {
    const page = await shop.open('en-GB', '/categories');
    await orderProduct(page, 'webhosting', 'Web hosting S');

    await page.waitForURL((url) => url.pathname === '/addon-variants');
    await heading(page, 'Choose a variant').waitFor();
    const group = page.getByRole('group', { name: 'How much extra storage do you need?' });
    await screenshot(page, 'selection-variants-en');
    // The only variant group: choosing puts the variant into the row and goes on.
    await group.getByRole('radio', { name: /\+10 GB storage/ }).click();

    await page.waitForURL((url) => url.pathname === '/promoted-addons');
    await page.getByRole('heading', { name: 'Website migration service' }).waitFor();
    await page.getByText('Offer 1 of 1').waitFor();
    await screenshot(page, 'selection-promoted-en');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The migration service asks which site to move before it goes into the cart.
    await page.getByRole('textbox', { name: /Domain of the current website/ }).fill('old-site.de');
    await page.getByRole('button', { name: 'Add to cart' }).click();

    // Added: the only promoted addon, so the machine goes on (optional domain question).
    await page.waitForURL((url) => url.pathname === '/domains/do-you-want-to-add-a-domain');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  });

  it('terms: choosing a contract term, then the payment interval (de-DE)', async () => {
    const page = await shop.open('de-DE', '/categories');
    await orderProduct(page, 'webhosting', 'Webhosting S', 'Jetzt bestellen');
    await page.waitForURL((url) => url.pathname === '/addon-variants');
    const rowId = new URL(page.url()).searchParams.get('id');
    expect(rowId).toMatch(/^[A-Za-z0-9]{32}$/);

    await page.goto(`/periods/maturity?id=${rowId}`);
    await heading(page, /Vertragslaufzeit/).waitFor();
    const terms = page.getByRole('group', { name: 'Vertragslaufzeit für Webhosting S' });
    await expect.poll(() => terms.getByRole('button').count()).toBe(3);
    // Each term says its notice period (the seed's 90 days for the two-year term).
    await terms
      .getByRole('button', { name: /2 Jahre/ })
      .getByText('Kündigungsfrist: 3 Monate')
      .waitFor();
    await screenshot(page, 'selection-maturity-de');
    await terms.getByRole('button', { name: /2 Jahre/ }).click();

    await page.waitForURL((url) => url.pathname === '/periods/interval');
    const intervals = page.getByRole('group', { name: /Wie oft möchten Sie für Webhosting S/ });
    await intervals.getByRole('button').first().waitFor();
    await screenshot(page, 'selection-interval-de');
    expect(pathname(page)).toBe('/periods/interval');
  });

  it('addons: recommended first, a checkbox toggles it, a note is kept, confirm goes to the cart', async () => {
    const page = await shop.open('en-GB', '/categories');
    await orderProduct(page, 'webhosting', 'Web hosting S');
    await page.waitForURL((url) => url.pathname === '/addon-variants');
    const rowId = new URL(page.url()).searchParams.get('id');

    await page.goto(`/addons?id=${rowId}`);
    await heading(page, 'Choose your add-ons').waitFor();
    const boxes = page.getByRole('checkbox');
    await boxes.first().waitFor();
    // The recommended addon (premium support) comes first.
    expect(await page.locator('.choice').first().textContent()).toContain('Recommended');
    await boxes.first().check();
    await expect.poll(() => boxes.first().isChecked()).toBe(true);

    const note = page.getByRole('textbox', { name: 'Note' });
    const addNote = page.getByRole('button', { name: 'Add note' });
    expect(await addNote.isDisabled()).toBe(true);
    await note.fill('Please move my old site');
    await addNote.click();
    await page.getByRole('listitem').filter({ hasText: 'Please move my old site' }).waitFor();
    await screenshot(page, 'selection-addons-en');

    await page.getByRole('button', { name: 'Confirm' }).click();
    // Premium support needs a call-back number: its fields screen comes before the cart.
    await page.waitForURL((url) => url.pathname === '/additional-addon-fields');
    await page.getByRole('textbox', { name: /Call-back number/ }).fill('+49 30 1234567');
    await page.getByRole('button', { name: 'Save and proceed' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await heading(page, 'Shopping cart').waitFor();
    await page.getByRole('article', { name: 'Web hosting S' }).waitFor();
  });

  it('upsells: one at a time; adding asks for its fields; each next upsell is a new history entry', async () => {
    const page = await shop.open('en-GB', '/categories');
    const [hosting] = (await seedCart(page, (s) => [rowOf(s, 102)])).items;
    await page.goto(`/popular-addons?id=${hosting?.row_id}`);

    await heading(page, 'Professional e-mail addresses').waitFor();
    await page.getByRole('heading', { name: 'Your benefits with Professional Mail' }).waitFor();
    await page.getByRole('heading', { name: 'Without Professional Mail' }).waitFor();
    expect(new URL(page.url()).searchParams.get('upsellProductId')).toBe('801');
    await screenshot(page, 'selection-upsell-en');

    await page.getByRole('button', { name: 'Add Professional Mail' }).click();
    const mailbox = page.getByRole('textbox', { name: /Name of the first mailbox/ });
    await mailbox.waitFor();
    const save = page.getByRole('button', { name: 'Save and proceed' });
    expect(await save.isDisabled()).toBe(true);
    await mailbox.fill('info');
    await save.click();

    // The next upsell: the URL follows the machine, as a new entry.
    await heading(page, 'More visitors for your website').waitFor();
    await page.waitForURL((url) => url.searchParams.get('upsellProductId') === '802');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goBack();
    await heading(page, 'Professional e-mail addresses').waitFor();
    // Already in the row: the buttons offer keeping or removing it.
    await page.getByRole('button', { name: 'Keep it' }).waitFor();
    await page.getByRole('button', { name: 'Remove it' }).waitFor();
  });
});
