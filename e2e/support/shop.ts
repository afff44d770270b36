import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { screenshot } from './browser';
import { type RunningServer, startServer } from './server';
import { BrowserSessions } from './sessions';

/** Bearer token of the support calls (the SMS outbox) in production mode. */
export const SUPPORT_TOKEN = 'e2e-support-token-0123456789';

export interface Shop {
  /**
   * A page in a new shop session (a new visitor's browser) in `locale`, opened at `path`. A second
   * `open` in the same test is another person's browser, next to the first.
   */
  open(locale: string, path: string): Promise<Page>;
  /** The same, at about:blank: for listeners that must see the first request. */
  page(locale: string): Promise<Page>;
  baseUrl(): string;
  server(): RunningServer;
}

/**
 * One server (with `env`, and a support token so tests can read the SMS outbox) and the browser
 * sessions of the test file; a failing test leaves a picture of what the visitor saw, named after
 * the test. `env` may be a function, read when the server starts (after the file's earlier
 * `beforeAll` hooks); `prepareStore` changes the server's copy of the store before it starts.
 */
export function launchShop(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { prepareStore?: (dataDir: string) => Promise<void> } = {},
): Shop {
  let running: RunningServer | undefined;
  const server = (): RunningServer => {
    if (!running) throw new Error('the shop is not running (beforeAll failed)');
    return running;
  };
  const sessions = new BrowserSessions(() => server().baseUrl);

  beforeAll(async () => {
    const values = typeof env === 'function' ? env() : env;
    running = await startServer({ SUPPORT_API_TOKEN: SUPPORT_TOKEN, ...values }, options.prepareStore);
  });
  afterEach(async (test) => {
    const page = sessions.lastPage;
    if (page && test.task.result?.state === 'fail') {
      const name = test.task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await screenshot(page, `failed-${name}`).catch(() => undefined);
    }
    await sessions.endTest();
  });
  afterAll(async () => {
    await sessions.close();
    await running?.stop();
  });

  return {
    async open(locale, path) {
      const page = await sessions.open(locale);
      await page.goto(path);
      return page;
    },
    page: (locale) => sessions.open(locale),
    baseUrl: () => server().baseUrl,
    server,
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
