import type { Page } from 'playwright-core';

/**
 * Holds back the page's requests for a script until `release()`: a chunk still loading. The page
 * meanwhile shows what it shows without that code.
 */
export async function holdBack(page: Page, script: RegExp): Promise<{ requested: boolean; release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { requested: false, release: () => release() };
  await page.route(script, async (route) => {
    held.requested = true;
    await released;
    await route.continue();
  });
  return held;
}
