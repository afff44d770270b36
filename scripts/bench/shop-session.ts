import type { Brand } from '@contract/brand';
import type { Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import { createCartItem } from '@domain/cart';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import { type Dispatcher, fetch } from 'undici';

/** Webhosting S: no agreements, no SMS validation, no required field (src/server/seed/products). */
export const PLAIN_PRODUCT = 101;
/** Cloud VPS Windows: required product fields, so choosing it leads to the product-fields screen. */
export const PRODUCT_WITH_FIELDS = 203;

/** A company: bank transfer is offered to companies. */
const basicInfo = {
  group: 0,
  gender: 0,
  first_name: 'Erika',
  last_name: 'Mustermann',
  company_name: 'Muster GmbH',
  company_vat_id: null,
  email: 'erika@example.com',
};
const address = {
  street: 'Friedrichstraße 12',
  postal_code: '10117',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 1234567',
};
const bankTransfer = { type: 'bank-transfer', permission: true };

/** The served catalogue as the browser's rules see it (to build carts with the shop's own rules). */
export async function loadShop(baseUrl: string): Promise<CatalogueContext> {
  const json = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const [products, tlds, brand] = await Promise.all([
    json<Product[]>('/api/v2/products'),
    json<Tld[]>('/api/v2/domains'),
    json<Brand>('/api/v2/brands/current'),
  ]);
  return buildCatalogueContext({ products, tlds, promotions: [], brand: brand.properties });
}

export function cartOf(shop: CatalogueContext, productId: number): Cart {
  const item: CartItem | null = createCartItem(productId, shop);
  if (!item) throw new Error(`product ${productId} cannot be added`);
  return { items: [item] };
}

/** One visitor of the shop over HTTP: the session cookie it was given, and its cart version. */
export class ShopSession {
  cookie: string | null = null;
  cartVersion = 0;

  /**
   * `through` carries the requests when the shop is reached through the bench's TLS front: the
   * session must be made where the browser will use it (over HTTPS its cookie is `__Host-sid`).
   */
  constructor(
    private readonly baseUrl: string,
    private readonly through?: Dispatcher,
  ) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      dispatcher: this.through,
      method,
      headers: {
        accept: 'application/json',
        'accept-language': 'en-GB',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (!this.cookie && setCookie) this.cookie = setCookie.split(';', 1)[0] ?? null;
    return response;
  }

  private async ok(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await this.send(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  async saveCart(cart: Cart): Promise<void> {
    const saved = (await this.ok('PUT', '/api/v2/session/cart', cart)) as { version: number };
    this.cartVersion = saved.version;
  }

  /** Basic info, address and bank transfer as payment: the session may confirm its order. */
  async fillCustomer(): Promise<void> {
    await this.ok('PUT', '/api/v2/session/basic-info', basicInfo);
    await this.ok('PUT', '/api/v2/session/address-info', address);
    await this.ok('PUT', '/api/v2/session/payment', bankTransfer);
  }

  /** The cookie's value (the session token), for a browser or Lighthouse request header. */
  get cookieHeader(): string {
    if (!this.cookie) throw new Error('no session yet');
    return this.cookie;
  }
}

export { confirmBody } from '../../tests/support/confirm-body';

/** A key of the shape the confirm machine builds (`{prefix}-{attempt}`). */
export const idempotencyKey = (prefix: string, attempt: number): string =>
  `${prefix.replace(/[^a-z0-9]/gi, '').padEnd(16, 'x')}-${attempt}`;
