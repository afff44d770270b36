import type { CatalogueContext } from '@domain/catalogue-context';
import { type Browser, chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { addSizes, noBytes, type Sizes, servedSizes } from './compressed-size';
import { type BenchRoute, sessionFor } from './routes';

export interface FirstLoad {
  route: string;
  /** Where the browser settled. */
  url: string;
  js: Sizes;
  css: Sizes;
  /** Script files the page requested (name without hash). */
  scripts: string[];
  /** Script bytes of the payment SDK among them (zero unless it loaded). */
  paymentSdk: Sizes;
}

const isPaymentSdk = (url: string) => /adyen/i.test(url);
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

/**
 * Opens each route in a fresh browser context (empty cache, new session with what the route needs)
 * and adds up every script and style sheet the page requested until the network was idle and the
 * wizard had settled: what a first visit really downloads, compressed as the server sends it.
 */
export async function measureFirstLoads(
  baseUrl: string,
  routes: readonly BenchRoute[],
  shop: CatalogueContext,
): Promise<FirstLoad[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizeOf = new Map<string, Sizes>();
  try {
    const results: FirstLoad[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
      const session = await sessionFor(route, baseUrl, shop);
      if (session) {
        const [name, value] = session.cookieHeader.split('=') as [string, string];
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const page = await context.newPage();
      const assets: Promise<{ url: string; type: 'js' | 'css'; sizes: Sizes }>[] = [];
      page.on('response', (response: Response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const url = response.url();
        assets.push(
          (async () => {
            const known = sizeOf.get(url);
            const sizes = known ?? (await servedSizes(url));
            sizeOf.set(url, sizes);
            return { url, type: type === 'script' ? 'js' : 'css', sizes };
          })(),
        );
      });
      await page.goto(route.path);
      await page.waitForURL(route.arrives, { timeout: 30_000 });
      // The app's own heading: the server's static shell shows one before the app has run.
      await page.locator('#root').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      // The wizard starts once the screen's data is in (its own chunk): idle twice, a moment apart.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(assets);
      const sum = (type: 'js' | 'css', filter: (url: string) => boolean = () => true) =>
        loaded
          .filter((asset) => asset.type === type && filter(asset.url))
          .reduce((total, asset) => addSizes(total, asset.sizes), noBytes);
      results.push({
        route: route.name,
        url: page.url().replace(baseUrl, ''),
        js: sum('js'),
        css: sum('css'),
        scripts: loaded.filter((asset) => asset.type === 'js').map((asset) => fileName(asset.url)),
        paymentSdk: sum('js', isPaymentSdk),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
