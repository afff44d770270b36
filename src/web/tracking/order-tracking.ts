import type { BrandProperties } from '@contract/brand';
import type { Order } from '@contract/orders';
import type { PageConfig } from '@contract/page-config';
import {
  consentRequired,
  marketingConversionUrl,
  marketingTracker,
  marketingTrackerRuns,
} from '@domain/tracking/trackers';
import { consentGiven, onConsentChange } from './consent';
import { pushToDataLayer } from './data-layer';
import { purchaseEvent } from './purchase-event';
import { rememberTracked, wasTracked } from './tracked-orders';

/** The click id the marketing system gave the landing page (cookie `emid`), if the page can read it. */
function clickId(): string | null {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('emid='));
  const value = entry ? decodeURIComponent(entry.slice('emid='.length)) : '';
  return /^[\w-]{1,128}$/.test(value) ? value : null;
}

/**
 * Order tracking on the success page, each once per order (remembered in the browser, so a reload
 * sends nothing again): the purchase event to `window.dataLayer`, which only a tag manager loaded
 * after consent reads; and, in production with the brand's marketing tracker and the visitor's
 * consent to marketing, the conversion call (an image request), also when consent comes later on
 * this page. Returns the function that stops waiting for consent.
 */
export function trackOrder(
  order: Pick<Order, 'id' | 'order_code' | 'status' | 'purchase'>,
  brand: Pick<BrandProperties, 'tracking_ids' | 'display' | 'easymarketing_campaign_id'>,
  env: PageConfig['env'],
): () => void {
  if (order.status !== 'placed') return () => undefined;
  if (!wasTracked('purchase', order.id)) {
    // Tag managers keep the last e-commerce object: it is cleared before the new one.
    pushToDataLayer({ ecommerce: null }, purchaseEvent(order));
    rememberTracked('purchase', order.id);
  }
  const tracker = marketingTracker(brand.tracking_ids);
  if (!tracker || !marketingTrackerRuns(env)) return () => undefined;
  const required = consentRequired(brand.display);
  const convert = (): boolean => {
    if (wasTracked('conversion', order.id)) return true;
    if (!consentGiven('marketing', required)) return false;
    const pixel = new Image(1, 1);
    pixel.referrerPolicy = 'no-referrer';
    pixel.src = marketingConversionUrl({
      ...tracker,
      campaignId: brand.easymarketing_campaign_id,
      orderId: order.id,
      netEuros: order.purchase.net,
      emid: clickId(),
    });
    rememberTracked('conversion', order.id);
    return true;
  };
  if (convert()) return () => undefined;
  const stop = onConsentChange(() => {
    if (convert()) stop();
  });
  return stop;
}
