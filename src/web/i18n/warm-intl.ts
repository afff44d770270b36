/**
 * The page's first Intl formatter loads the browser's locale data, whatever the locale or the kind
 * of formatter: about 20–25 ms on a desktop CPU, 75–105 ms under Lighthouse's 4x CPU slowdown
 * (measured in the system Chromium). Asked for right after the first render, that load runs while
 * the page waits for the session and the screen's chunks, not inside the render that shows the
 * screen (react-intl's first provider and the first price).
 */
export function warmIntlData(): void {
  setTimeout(() => {
    new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
  }, 0);
}
