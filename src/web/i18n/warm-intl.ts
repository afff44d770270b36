/**
 * The page's first Intl formatter loads the browser's locale data, whatever the locale or the kind
 * of formatter: about 20–25 ms on a desktop CPU, 75–145 ms under Lighthouse's 4x CPU slowdown
 * (measured in the system Chromium). Called before the first render, that load runs while the
 * route's scripts still download (the app shell names them ahead) and before anything is shown,
 * not in a task after the first paint, where it held up the first input (total blocking time),
 * nor inside the render that shows the screen (react-intl's first provider and the first price).
 */
export function warmIntlData(): void {
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
}
