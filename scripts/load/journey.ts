import { randomBytes } from 'node:crypto';
import type { Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import { confirmBody } from '../../tests/support/confirm-body';
import type { LoadStats } from './stats';
import type { LoadVisitor } from './visitor';

/** A product a new customer can order with basic info, address and bank transfer alone. */
export interface Offer {
  categorySlug: string;
  row: Omit<CartItem, 'row_id'>;
}

export function offerOf(product: Product): Offer {
  const maturity = product.paymentMaturities[0];
  const interval = maturity?.paymentIntervals[0];
  if (!maturity || !interval) throw new Error(`product ${product.id} has no term`);
  return {
    categorySlug: product.category.slug,
    row: {
      product: {
        id: product.id,
        maturity_id: maturity.id,
        interval_id: interval.id,
        promotion: null,
        additional_fields: [],
        informations: [],
      },
      addons: [],
      upsells: [],
      domains: [],
      is_preconfigured: false,
    },
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (length: number) =>
  Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/**
 * Paces one visitor: every call waits for its slot, `interval` ms apart (±20 %), so that all
 * visitors together send the planned rate whatever the latencies are. Visitors start at a random
 * moment of the first `spreadMs` (the warm-up), so they are at all steps of a journey at any time.
 */
export class Pacer {
  private nextAt: number;

  constructor(
    private readonly intervalMs: number,
    spreadMs: number,
    private readonly stopAt: number,
    private readonly stats: LoadStats,
  ) {
    this.nextAt = performance.now() + Math.random() * Math.max(spreadMs, intervalMs);
  }

  /** Waits for the next slot; false once the run is over (the visitor stops). */
  async slot(): Promise<boolean> {
    const wait = this.nextAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else this.stats.maxLagMs = Math.max(this.stats.maxLagMs, -wait);
    this.nextAt += this.intervalMs * (0.8 + Math.random() * 0.4);
    return performance.now() < this.stopAt;
  }
}

/** What a visitor left behind when the run stopped: a saved cart the order has not taken yet. */
export interface OpenCart {
  visitor: LoadVisitor;
  cart: Cart;
  version: number;
}

/** JSON with object keys sorted: the database (jsonb) does not keep key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sameCart = (a: Cart, b: Cart): boolean => canonical(a) === canonical(b);

/**
 * One journey as the browser's calls go: the shop opens on the categories (brand, catalogue, the
 * empty cart), a category's products, a product into the cart (saved with the version it read), the
 * cart page, customer data and payment, the confirm page and the order. Answers the cart that is
 * saved but not ordered when the run stopped (null when the journey ended or failed).
 */
export async function walkJourney(
  visitor: LoadVisitor,
  pacer: Pacer,
  offer: Offer,
  stats: LoadStats,
): Promise<OpenCart | null> {
  visitor.forgetSession();
  const step = async <T>(work: () => Promise<T>): Promise<T | null> => ((await pacer.slot()) ? work() : null);

  for (const [kind, path] of [
    ['catalogue GET brands/current', '/api/v2/brands/current'],
    ['catalogue GET categories', '/api/v2/categories'],
    ['catalogue GET products', '/api/v2/products'],
    ['catalogue GET domains', '/api/v2/domains?group=false'],
    ['catalogue GET promotions', '/api/v2/promotions'],
  ] as const) {
    if (!(await step(() => visitor.call(kind, 'GET', path)))) return null;
  }
  const empty = await step(() => visitor.call('cart GET', 'GET', '/api/v2/session/cart'));
  if (!empty) return null;
  const category = `/api/v2/products?category=${encodeURIComponent(offer.categorySlug)}`;
  if (!(await step(() => visitor.call('catalogue GET products?category', 'GET', category)))) return null;

  const cart: Cart = { items: [{ row_id: randomId(32), ...offer.row }] };
  const saved = await step(() =>
    visitor.call('cart PUT', 'PUT', '/api/v2/session/cart', {
      body: cart,
      headers: { 'if-match': `"${empty.json.version}"` },
    }),
  );
  if (!saved) return null;
  const open: OpenCart = { visitor, cart: saved.json.data, version: saved.json.version };

  const shown = await step(() => visitor.call('cart GET', 'GET', '/api/v2/session/cart'));
  if (!shown) return open;
  if (!sameCart(shown.json.data, open.cart) || shown.json.version !== open.version) {
    stats.lostCarts += 1;
    stats.error('cart lost', `saved version ${open.version}, read ${shown.json.version}`);
    return null;
  }
  if (!(await step(() => visitor.call('catalogue GET payment-types', 'GET', '/api/v2/payment-types'))))
    return open;

  const email = `load-${randomId(10)}@example.com`;
  const checkout = [
    [
      'checkout PUT basic-info',
      '/api/v2/session/basic-info',
      {
        group: 0,
        gender: 0,
        first_name: 'Lea',
        last_name: 'Last',
        company_name: 'Load GmbH',
        company_vat_id: null,
        email,
      },
    ],
    [
      'checkout PUT address-info',
      '/api/v2/session/address-info',
      {
        street: 'Hauptstraße 5',
        postal_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
        phone: '+49 30 1234567',
      },
    ],
    ['checkout PUT payment', '/api/v2/session/payment', { type: 'bank-transfer', permission: true }],
  ] as const;
  for (const [kind, path, body] of checkout) {
    if (!(await step(() => visitor.call(kind, 'PUT', path, { body })))) return open;
  }
  if (!(await step(() => visitor.call('checkout GET customer', 'GET', '/api/v2/session/customer'))))
    return open;

  const placed = await step(() =>
    visitor.call('order POST', 'POST', '/api/v2/orders', {
      expect: 201,
      headers: { 'if-match': `"${open.version}"` },
      body: confirmBody(open.cart, `${randomId(24)}-1`),
    }),
  );
  if (!placed) return open;
  stats.ordersPlaced += 1;
  const after = await step(() => visitor.call('cart GET', 'GET', '/api/v2/session/cart'));
  if (after && after.json.data.items.length !== 0) stats.error('cart after order', 'not emptied');
  return null;
}
