import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';
import { type RunningServer, startServer } from './server';

export interface Shop {
  /** A fresh browser context (new shop session) in `locale`, opened at `path`. */
  open(locale: string, path: string): Promise<Page>;
  baseUrl(): string;
}

/**
 * One server and one browser for the test file; each test gets a fresh context (its own shop
 * session), closed after the test.
 */
export function launchShop(): Shop {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterEach(async (test) => {
    // A failing test leaves a picture of what the visitor saw, named after the test.
    if (page && test.task.result?.state === 'fail') {
      const name = test.task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await screenshot(page, `failed-${name}`).catch(() => undefined);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const running = (): { server: RunningServer; browser: Browser } => {
    if (!server || !browser) throw new Error('the shop is not running (beforeAll failed)');
    return { server, browser };
  };

  return {
    async open(locale, path) {
      const { server: shop, browser: chromium } = running();
      const session = await openPage(chromium, { baseURL: shop.baseUrl, locale });
      context = session.context;
      page = session.page;
      await session.page.goto(path);
      return session.page;
    },
    baseUrl: () => running().server.baseUrl,
  };
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

export const pathname = (page: Page): string => new URL(page.url()).pathname;

/** Orders a product from its category page ("Order now" on its card). */
export async function orderProduct(page: Page, category: string, product: string, button = 'Order now') {
  await page.goto(`/products/${category}`);
  await page
    .getByRole('article', { name: product, exact: true })
    .getByRole('button', { name: button })
    .click();
}
