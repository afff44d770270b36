declare global {
  interface Window {
    /** The tag managers' convention: events pushed here are read by the container when it loads. */
    dataLayer?: unknown[];
  }
}

/** Pushes entries to `window.dataLayer`, creating it when the page has none yet. */
export function pushToDataLayer(...entries: unknown[]): void {
  window.dataLayer ??= [];
  window.dataLayer.push(...entries);
}
