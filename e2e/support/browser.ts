import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { repoRoot } from './server';

export const screenshotDir = join(repoRoot, 'test-results/screenshots');

/** The system Chromium from Debian's package (browser downloads are impossible here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh context (own cookies, so a new shop session) whose browser language is `locale`:
 * navigator.language and the Accept-Language header follow it.
 */
export async function openPage(
  browser: Browser,
  options: { baseURL: string; locale: string },
): Promise<BrowserSession> {
  const context = await browserContext(browser, options);
  const page = await context.newPage();
  return { context, page };
}

/** A browser context whose language is `locale`, at the shop's address, in a desktop window. */
export const browserContext = (browser: Browser, options: { baseURL: string; locale: string }) =>
  browser.newContext({
    baseURL: options.baseURL,
    locale: options.locale,
    viewport: { width: 1280, height: 900 },
  });

/** Full-page screenshot kept as test output: `test-results/screenshots/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
