import type { Page } from 'playwright-core';

/** What moved on the page: the element (tag and class) and its distance from where it was shown. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/**
 * Records the browser's layout shifts (the Layout Instability API behind CLS) from the next page
 * load on: elements that were shown and then moved without the visitor doing anything.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  // A plain script: the page runs it before its own scripts, on every load of this page.
  await page.addInitScript({
    content: `
      window.__layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__layoutShifts.push({
            value: entry.value,
            moved: entry.sources.map((source) =>
              source.node instanceof Element ? source.node.tagName + '.' + source.node.className : 'text'),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    `,
  });
}

export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate('window.__layoutShifts') as Promise<LayoutShift[]>;
