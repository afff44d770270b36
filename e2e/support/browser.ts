import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { repoRoot } from './server';

export const screenshotDir = join(repoRoot, 'test-results/screenshots');

/** A desktop window. */
export const VIEWPORT = { width: 1280, height: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A browser context whose language is `locale`, at the shop's address, in a desktop window. */
export const browserContext = (browser: Browser, options: { baseURL: string; locale: string }) =>
  browser.newContext({ baseURL: options.baseURL, locale: options.locale, viewport: VIEWPORT });

/** Full-page screenshot kept as test output: `test-results/screenshots/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
