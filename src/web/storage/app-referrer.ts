/**
 * The application referrer: the `referrer` of `/products/{slug}` and `/domains/lookup` (a partner's
 * link), kept until the order is confirmed, when it is handed to the session (see
 * `recordAppReferrer`). Kept for this tab's visit (`sessionStorage`): the redirect to a payment
 * provider and back keeps it, a later visit starts without it. The newest link's value replaces an
 * older one; a blocked storage only loses it.
 */
const STORAGE_KEY = 'shop.app-referrer';

/**
 * Keeps the link's referrer, as the route's query schema sanitised it (the server sanitises what it
 * is handed again); an absent or empty one changes nothing.
 */
export function keepAppReferrer(referrer: string | undefined): void {
  if (!referrer) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, referrer);
  } catch {
    // Storage blocked (private mode): the partner gets no credit from this link.
  }
}

/** The kept referrer, or undefined. */
export function keptAppReferrer(): string | undefined {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}
