import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { holdBack } from './support/hold-back';
import { launchShop } from './support/shop';

/**
 * The router binding: every URL goes to the wizard as ROUTE.ENTERED, the wizard's guards decide,
 * and what the wizard shows (its view: title, breadcrumb step) is written back into the page.
 */

const shop = launchShop();

const open = (path: string): Promise<Page> => shop.open('en-GB', path);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const orderSteps = (page: Page) => page.getByRole('navigation', { name: 'Order steps' });
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The current step of the order-steps breadcrumb (the wizard's view), as text. */
async function currentStep(page: Page): Promise<string | null> {
  const current = orderSteps(page).locator('[aria-current="step"]');
  await current.waitFor();
  return current.textContent();
}

describe('router binding', () => {
  it('a deep link to /cart lands on the cart view of the wizard', async () => {
    const page = await open('/cart');

    await heading(page, 'Shopping cart').waitFor();
    // The breadcrumb comes from the wizard's current view (cart state, breadcrumb step "cart").
    expect(await currentStep(page)).toBe('Shopping cart');
    expect(await orderSteps(page).getByRole('listitem').allTextContents()).toEqual([
      'Shopping cart',
      'Customer data',
      'Payment method',
      'Confirm',
    ]);
    expect(pathname(page)).toBe('/cart');
    await screenshot(page, 'binding-cart-deep-link');
  });

  it("the cart screen does not move down when the wizard's order steps arrive", async () => {
    const page = await shop.page('en-GB');
    // The wizard's own code is held back: the screen renders from the router alone meanwhile.
    const wizardCode = await holdBack(page, /\/assets\/start-wizard-[A-Za-z0-9_-]{8}\.js$/);
    await page.goto('/cart');
    const title = heading(page, 'Shopping cart');
    // The server's static shell shows the heading first; the app's own takes its place.
    await page.locator('#static-shell').waitFor({ state: 'detached' });
    await title.waitFor();
    expect(await orderSteps(page).count()).toBe(0);
    const before = await title.boundingBox();

    wizardCode.release();
    expect(await currentStep(page)).toBe('Shopping cart');
    const after = await title.boundingBox();
    expect(before?.y).toBeGreaterThan(0);
    expect(after?.y).toBe(before?.y);
  });

  it('a guarded URL redirects: /customer/payment with an empty cart ends on the root, the categories', async () => {
    // Checkout route guard "payment": items and a customer. A failed guard sends to the root, and
    // the wizard navigates there.
    const page = await open('/customer/payment');

    await page.waitForURL((url) => url.pathname === '/categories');
    await heading(page, 'Product categories').waitFor();
  });

  it('an unguarded wizard route stays and shows the state title from the wizard', async () => {
    const page = await open('/401');

    await heading(page, 'Login required').waitFor();
    await page.getByText('Please log in to see this page.').waitFor();
    await page.getByRole('link', { name: 'To the products' }).waitFor();
    expect(pathname(page)).toBe('/401');
  });

  it('the back button after a navigation shows the previous screen again, forward the next one', async () => {
    const page = await open('/categories');
    await heading(page, 'Product categories').waitFor();

    await page.getByRole('link', { name: 'Cart, 0 items' }).click();
    await heading(page, 'Shopping cart').waitFor();
    expect(await currentStep(page)).toBe('Shopping cart');
    expect(pathname(page)).toBe('/cart');

    await page.goBack();
    await heading(page, 'Product categories').waitFor();
    expect(pathname(page)).toBe('/categories');
    // The wizard got the back navigation: it left the cart state, so no order steps are shown.
    await orderSteps(page).waitFor({ state: 'detached' });

    await page.goForward();
    await heading(page, 'Shopping cart').waitFor();
    expect(await currentStep(page)).toBe('Shopping cart');
    expect(pathname(page)).toBe('/cart');
  });

  it('a client-side navigation to a guarded URL is redirected by the wizard as well', async () => {
    const page = await open('/categories');
    await heading(page, 'Product categories').waitFor();

    // A history entry pushed by script (as a link would): the router reports it, the guard fails.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/customer/basic-info');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    // Sent to the root, the categories, replacing the refused entry.
    await page.waitForURL((url) => url.pathname === '/categories');
    await heading(page, 'Product categories').waitFor();
    expect(await heading(page, 'Your details').count()).toBe(0);
  });

  it('Back or Forward while the page is still starting is followed: the wizard guards the location the browser is on', async () => {
    const page = await shop.page('en-GB');
    // The page's texts and the first screen's code are held back: the router has begun to load
    // /categories, and nothing of the app is shown yet.
    const texts = await holdBack(page, /\/assets\/en-GB-[A-Za-z0-9_-]{8}\.js$/);
    const screen = await holdBack(page, /\/assets\/CategoriesScreen-[A-Za-z0-9_-]{8}\.js$/);
    await page.goto('/categories', { waitUntil: 'commit' });
    // The request comes once the entry script has run, which on a loaded machine takes over a second.
    await expect.poll(() => screen.requested, { timeout: 15_000 }).toBe(true);

    // A history entry the browser moves to meanwhile (as Back or Forward would).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/customer/basic-info');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    // The texts arrive: the app renders its router (the draft call is the wizard's, made beside it)
    // while the first screen's code is still on its way.
    const appRendered = page.waitForRequest(/\/api\/v2\/order-drafts\/current$/);
    texts.release();
    await appRendered;
    screen.release();

    // Basic info without a cart fails its guard: the wizard sends the visitor to the root.
    await page.waitForURL((url) => url.pathname === '/categories');
    await heading(page, 'Product categories').waitFor();
  });

  it('"Order now" is a wizard event: the cart is saved and the next step the wizard decides is written into the URL', async () => {
    const page = await open('/products/webhosting');
    const small = page.getByRole('article', { name: 'Web hosting S' });
    await small.getByRole('button', { name: 'Order now' }).click();

    // PRODUCT.CHOSEN -> product selection adds the row, saves it (PUT /api/v2/session/cart) and
    // moves on to the product's addon variants; the binding writes that state's route.
    await page.waitForURL((url) => url.pathname === '/addon-variants');
    await heading(page, 'Choose a variant').waitFor();
    await page.getByRole('group', { name: 'How much extra storage do you need?' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    // The URL names the row and the variant group, so a reload lands on the same step.
    const step = new URL(page.url());
    expect(step.searchParams.get('id')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(step.searchParams.get('set')).toMatch(/^\d+$/);
    await page.reload();
    await heading(page, 'Choose a variant').waitFor();
    expect(pathname(page)).toBe('/addon-variants');

    await page.goBack();
    await heading(page, 'Web hosting').waitFor();
    expect(pathname(page)).toBe('/products/webhosting');
  });

  it('an unknown chooseProduct shows "Product not available" on the categories screen until the next navigation', async () => {
    const page = await open('/products/webhosting?chooseProduct=99999');

    // The machine emits the notice (flagged to survive its own redirect) and goes to categories.
    await page.waitForURL((url) => url.pathname === '/categories');
    const notice = page.getByRole('alert').filter({ hasText: 'Product not available' });
    await notice.waitFor();
    await heading(page, 'Product categories').waitFor();
    await screenshot(page, 'notification-product-not-available');

    await page.getByRole('link', { name: 'Cart, 0 items' }).click();
    await heading(page, 'Shopping cart').waitFor();
    await notice.waitFor({ state: 'detached' });
  });

  it('a notification closes with its close button', async () => {
    const page = await open('/products/webhosting?chooseProduct=99999');
    const notice = page.getByRole('alert').filter({ hasText: 'Product not available' });
    await notice.waitFor();

    await page.getByRole('button', { name: 'Close notification: Product not available' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(pathname(page)).toBe('/categories');
  });
});
