/**
 * The consent contract between the shop and a brand's consent manager (a banner the brand runs
 * on its pages). The page states the visitor's choice as `window.shopConsent` (set before or after
 * the app starts), and announces each change with `window.dispatchEvent(new CustomEvent(
 * 'shop:consent', { detail: { analytics: true, marketing: false } }))`; the event's detail becomes
 * `window.shopConsent`. Purposes: `analytics` (the tag manager) and `marketing` (the marketing
 * tracker). A purpose counts as given only when it is `true`.
 */
export type ConsentPurpose = 'analytics' | 'marketing';
export type ShopConsent = Partial<Record<ConsentPurpose, boolean>>;

declare global {
  interface Window {
    shopConsent?: ShopConsent;
  }
}

export const CONSENT_EVENT = 'shop:consent';

/** Whether trackers of this purpose may run: consent given, or none required by the brand. */
export const consentGiven = (purpose: ConsentPurpose, required: boolean): boolean =>
  !required || window.shopConsent?.[purpose] === true;

const isConsent = (value: unknown): value is ShopConsent =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((given) => typeof given === 'boolean');

/** Calls `listener` after each `shop:consent` event (the new choice already in `window.shopConsent`). */
export function onConsentChange(listener: () => void): () => void {
  const handle = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    if (isConsent(detail)) window.shopConsent = { ...detail };
    listener();
  };
  window.addEventListener(CONSENT_EVENT, handle);
  return () => window.removeEventListener(CONSENT_EVENT, handle);
}
