import type { PageConfig } from '@contract/page-config';
import { consentRequired, tagManagerScriptUrl } from '@domain/tracking/trackers';
import { consentGiven, onConsentChange } from './consent';
import { pushToDataLayer } from './data-layer';

/**
 * Loads the brand's tag manager container (its `tracking_ids.google_tag_manager`), once, when the
 * visitor consents to analytics, at once where the brand needs no consent. A brand without a
 * container loads nothing.
 */
export function startTagManager(config: PageConfig | null): void {
  const properties = config?.current_brand?.properties;
  const containerId = properties?.tracking_ids.google_tag_manager;
  if (!properties || !containerId) return;
  const required = consentRequired(properties.display);
  let stopWatching: (() => void) | null = null;
  const load = (): boolean => {
    if (!consentGiven('analytics', required)) return false;
    stopWatching?.();
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = tagManagerScriptUrl(containerId);
    document.head.append(script);
    return true;
  };
  if (!load()) stopWatching = onConsentChange(load);
}
