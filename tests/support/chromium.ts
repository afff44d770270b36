/**
 * Debian's Chromium and the flags every browser of the project runs with (browser tests, bench,
 * Lighthouse): no browser is ever downloaded, nothing runs in the background.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
