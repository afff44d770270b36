import type { BrandProperties } from '@contract/brand';
import type { Order } from '@contract/orders';
import { CONSENT_EVENT } from '@web/tracking/consent';
import { trackOrder } from '@web/tracking/order-tracking';
import { purchaseEvent } from '@web/tracking/purchase-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const order: Pick<Order, 'id' | 'order_code' | 'status' | 'purchase'> = {
  id: 4711,
  order_code: 'ABCD2345EF',
  status: 'placed',
  purchase: {
    currency: 'EUR',
    net: 88.56,
    gross: 105.39,
    lines: [
      { article_id: 101, kind: 'product', name: 'Webhosting S', net: 71.88, gross: 85.54 },
      { article_id: 3004, kind: 'domain', name: '.org', net: 16.68, gross: 19.85 },
    ],
  },
};

type Brand = Pick<BrandProperties, 'tracking_ids' | 'display' | 'easymarketing_campaign_id'>;
const brand = (privacySettingsLink: boolean, ids: Brand['tracking_ids'] = {}): Brand => ({
  tracking_ids: ids,
  display: { privacy_settings_link: privacySettingsLink } as BrandProperties['display'],
  easymarketing_campaign_id: 3,
});
const marketing = { easymarketing_host: 'track.partner.example', easymarketing_trigger_id: '7' };

/** A browser window enough for order tracking: events, storage, cookies, images. */
class FakeWindow extends EventTarget {
  dataLayer?: unknown[];
  shopConsent?: Record<string, boolean>;
  readonly stored = new Map<string, string>();
  readonly localStorage = {
    getItem: (key: string) => this.stored.get(key) ?? null,
    setItem: (key: string, value: string) => void this.stored.set(key, value),
  };
}

let page: FakeWindow;
let pixels: string[];

/** The same browser after a reload: a new page, the same storage. */
function reload(): void {
  const storage = page.stored;
  page = new FakeWindow();
  for (const [key, value] of storage) page.stored.set(key, value);
  vi.stubGlobal('window', page);
}

beforeEach(() => {
  page = new FakeWindow();
  pixels = [];
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { cookie: 'sid=x; emid=click-42' });
  vi.stubGlobal(
    'Image',
    class {
      referrerPolicy = '';
      set src(url: string) {
        pixels.push(url);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const purchases = () =>
  (page.dataLayer ?? []).filter(
    (entry) =>
      typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === 'purchase',
  );

describe('the purchase event', () => {
  it('the order’s server prices: net value, VAT as tax, one item per line, EUR', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'ABCD2345EF',
        value: 88.56,
        tax: 16.83,
        currency: 'EUR',
        items: [
          { item_id: '101', item_name: 'Webhosting S', item_category: 'product', price: 71.88, quantity: 1 },
          { item_id: '3004', item_name: '.org', item_category: 'domain', price: 16.68, quantity: 1 },
        ],
      },
    });
  });

  it('is pushed once per order, also after a reload; an order awaiting its SMS code is not pushed', () => {
    trackOrder({ ...order, status: 'awaiting_sms_validation' }, brand(true), 'production');
    expect(purchases()).toHaveLength(0);
    trackOrder(order, brand(true), 'production');
    trackOrder(order, brand(true), 'production');
    expect(purchases()).toEqual([purchaseEvent(order)]);
    expect(page.dataLayer?.[0]).toEqual({ ecommerce: null });
    reload();
    trackOrder(order, brand(true), 'production');
    expect(purchases()).toHaveLength(0);
    trackOrder({ ...order, id: 4712 }, brand(true), 'production');
    expect(purchases()).toHaveLength(1);
  });
});

describe('the marketing tracker', () => {
  it('not configured, or outside production: no conversion call', () => {
    trackOrder(order, brand(false), 'production');
    trackOrder({ ...order, id: 1 }, brand(false, marketing), 'development');
    trackOrder({ ...order, id: 2 }, brand(false, marketing), 'test');
    expect(pixels).toEqual([]);
  });

  it('a brand without privacy settings: the conversion call at once, once per order', () => {
    trackOrder(order, brand(false, marketing), 'production');
    reload();
    trackOrder(order, brand(false, marketing), 'production');
    expect(pixels).toHaveLength(1);
    const url = new URL(pixels[0] ?? '');
    expect(url.host).toBe('track.partner.example');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      campaign_id: '3',
      trigger_id: '7',
      token: '4711',
      turnover: '88.56',
      currency: 'EUR',
      emid: 'click-42',
    });
  });

  it('a brand with privacy settings: only after consent to marketing, even when it comes later', () => {
    const stop = trackOrder(order, brand(true, marketing), 'production');
    expect(pixels).toEqual([]);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { analytics: true, marketing: false } }));
    expect(pixels).toEqual([]);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { analytics: true, marketing: true } }));
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { marketing: true } }));
    expect(pixels).toHaveLength(1);
    stop();
    reload();
    page.shopConsent = { marketing: true };
    trackOrder(order, brand(true, marketing), 'production');
    expect(pixels).toHaveLength(1);
  });
});
