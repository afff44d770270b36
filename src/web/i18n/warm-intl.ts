/**
 * The page's first Intl formatter loads the browser's locale data, whatever the locale or the kind
 * of formatter: about 15–25 ms on a desktop CPU, 55–145 ms under Lighthouse's 4x CPU slowdown
 * (measured in the system Chromium). Run in a task of its own right after the app's start, that
 * load happens while the locale's messages and the first API calls are on their way (the app shows
 * its screen only once they are there), not inside the task that evaluates the app's modules nor
 * inside the render that shows the screen (react-intl's first provider and the first price): in
 * either it would make one long task longer, and long tasks hold up the visitor's first input.
 */
export function warmIntlData(): void {
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
}
