import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf, seedCart } from './support/cart-fixtures';
import { heading, launchShop } from './support/shop';

/**
 * The page the server sends names the scripts of the route opened (`<link rel="modulepreload">`,
 * from the build's route table), so a first visit fetches them while the app's start still loads.
 */
const shop = launchShop();

interface FirstVisit {
  /** The scripts the page named, in order. */
  named: string[];
  /** Every script request of the visit (paths), in order. */
  requested: string[];
}

/** Opens `path` in the page (a cold browser cache) and records what it named and fetched. */
async function firstVisit(page: Page, path: string, screenTitle: string): Promise<FirstVisit> {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) requested.push(url.pathname);
  });
  const answer = await page.goto(path);
  const html = (await answer?.text()) ?? '';
  await heading(page, screenTitle).waitFor();
  await page.waitForLoadState('networkidle');
  const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return { named, requested };
}

const timesRequested = (visit: FirstVisit, script: string) =>
  visit.requested.filter((path) => path === script).length;

describe('scripts named ahead by the page', () => {
  it('on the cart: its English texts, screen and wizard, each fetched once', async () => {
    const page = await shop.page('en-GB');
    await seedCart(page, (catalogue) => [rowOf(catalogue, 101)]);
    const visit = await firstVisit(page, '/cart', 'Shopping cart');

    const position = (script: RegExp) => visit.named.findIndex((path) => script.test(path));
    const [texts = -1, cartTexts = -1, screen = -1, wizard = -1] = [
      /^\/assets\/en-GB-[\w-]{7}\.js$/,
      /^\/assets\/en-GB-cart-/,
      /\/cart\.screen-/,
      /\/wizard-/,
    ].map(position);
    for (const found of [texts, cartTexts, screen, wizard]) expect(found).toBeGreaterThan(0);
    // What the page shows first comes first: the texts, then the screen, then the statecharts.
    expect(texts).toBeLessThan(screen);
    expect(screen).toBeLessThan(wizard);
    expect(visit.named.some((path) => path.startsWith('/assets/de-DE-'))).toBe(false);
    // The app's own import of a named script finds it fetched: no second request.
    for (const script of visit.named) expect(timesRequested(visit, script)).toBe(1);
    await page.getByRole('article', { name: 'Web hosting S', exact: true }).waitFor();
  });

  it('on the domain search for a German visitor: the German texts, its part and the screen', async () => {
    const page = await shop.page('de-DE');
    const visit = await firstVisit(page, '/domains/lookup?d=beispiel', 'Domainsuche');

    expect(visit.named.some((path) => /^\/assets\/de-DE-[\w-]{7}\.js$/.test(path))).toBe(true);
    expect(visit.named.some((path) => path.startsWith('/assets/de-DE-domains-'))).toBe(true);
    expect(visit.named.some((path) => path.startsWith('/assets/en-GB-'))).toBe(false);
    expect(visit.named.some((path) => path.includes('/domainsLookup.screen-'))).toBe(true);
    for (const script of visit.named) expect(timesRequested(visit, script)).toBe(1);
    await page.getByRole('main').getByText('beispiel.de').first().waitFor();
  });

  it('on the categories, none: that screen shows its own data before the wizard starts', async () => {
    const page = await shop.page('en-GB');
    const visit = await firstVisit(page, '/categories', 'Product categories');

    expect(visit.named.some((path) => /\/(CategoriesScreen|wizard|en-GB)-/.test(path))).toBe(false);
    await page.getByRole('main').getByRole('link', { name: 'Web hosting', exact: true }).waitFor();
  });
});
