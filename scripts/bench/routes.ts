import type { CatalogueContext } from '@domain/catalogue-context';
import type { Dispatcher } from 'undici';
import { cartOf, PLAIN_PRODUCT, PRODUCT_WITH_FIELDS, ShopSession } from './shop-session';

/**
 * What a route needs in the visitor's session before it can be opened directly: nothing, a cart
 * (of a product with required fields for `fields-cart`), or a cart and the customer's data.
 */
export type SessionNeed = 'none' | 'cart' | 'fields-cart' | 'checkout';

/** A wizard route the bench opens in a fresh browser (cold cache, new session). */
export interface BenchRoute {
  name: string;
  /** Address typed into the browser. */
  path: string;
  /** The address the wizard settles on (a deep link may move on, e.g. to the product fields). */
  arrives: RegExp;
  session: SessionNeed;
  /** Measured with Lighthouse as well (DESIGN.md names five routes). */
  lighthouse: boolean;
  /** Where the payment SDK may load when Adyen is configured. */
  paymentSdkAllowed: boolean;
}

export const benchRoutes: readonly BenchRoute[] = [
  {
    name: 'categories',
    path: '/categories',
    arrives: /\/categories$/,
    session: 'none',
    lighthouse: true,
    paymentSdkAllowed: false,
  },
  {
    name: 'products',
    path: '/products/webhosting',
    arrives: /\/products\/webhosting$/,
    session: 'none',
    lighthouse: true,
    paymentSdkAllowed: false,
  },
  {
    name: 'product fields',
    path: `/additional-product-fields?id=${PRODUCT_WITH_FIELDS}`,
    arrives: /\/additional-product-fields/,
    session: 'fields-cart',
    lighthouse: false,
    paymentSdkAllowed: false,
  },
  {
    name: 'domain lookup',
    path: '/domains/lookup?d=beispiel',
    arrives: /\/domains\/lookup/,
    session: 'none',
    lighthouse: true,
    paymentSdkAllowed: false,
  },
  {
    name: 'cart',
    path: '/cart',
    arrives: /\/cart$/,
    session: 'cart',
    lighthouse: true,
    paymentSdkAllowed: false,
  },
  {
    name: 'basic info',
    path: '/customer/basic-info',
    arrives: /\/customer\/basic-info/,
    session: 'cart',
    lighthouse: false,
    paymentSdkAllowed: false,
  },
  {
    name: 'payment',
    path: '/customer/payment',
    arrives: /\/customer\/payment/,
    session: 'checkout',
    lighthouse: false,
    paymentSdkAllowed: true,
  },
  {
    name: 'confirm',
    path: '/confirm',
    arrives: /\/confirm/,
    session: 'checkout',
    lighthouse: true,
    paymentSdkAllowed: true,
  },
];

/**
 * A new session with what the route needs (a cart of Webhosting S; for checkout routes also basic
 * info, address and bank transfer), or null for routes a new visitor opens as they are.
 */
export async function sessionFor(
  route: BenchRoute,
  baseUrl: string,
  shop: CatalogueContext,
  through?: Dispatcher,
): Promise<ShopSession | null> {
  if (route.session === 'none') return null;
  const session = new ShopSession(baseUrl, through);
  await session.saveCart(cartOf(shop, route.session === 'fields-cart' ? PRODUCT_WITH_FIELDS : PLAIN_PRODUCT));
  if (route.session === 'checkout') await session.fillCustomer();
  return session;
}
