import type { Brand } from '@contract/brand';
import type { Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import type { Promotion } from '@contract/promotions';
import { buildCatalogueContext, type CatalogueContext } from '@domain/catalogue-context';
import type { Server } from '@server/app';

export async function fetchProducts(
  server: Server,
  headers: Record<string, string> = {},
): Promise<Product[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v2/products', headers });
  return (response.json() as { data: Product[] }).data;
}

/** A cart row for a product in its first maturity and interval, as the browser would build it. */
export function rowFor(product: Product, rowId: string): CartItem {
  const maturity = product.paymentMaturities[0];
  const interval = maturity?.paymentIntervals[0];
  if (!maturity || !interval) throw new Error(`product ${product.id} has no maturity or interval`);
  return {
    row_id: rowId,
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
  };
}

export const rowId = (seed: string): string => seed.repeat(32).slice(0, 32);

export function cartOf(...items: CartItem[]): Cart {
  return { items };
}

/**
 * The rules' catalogue as the browser builds it from the API (products, TLDs, the brand's
 * automatic promotions and its properties), so a test can compare the server's answers with what
 * the screens compute from the same calls.
 */
export async function apiCatalogue(
  server: Server,
  headers: Record<string, string> = {},
): Promise<CatalogueContext> {
  const get = async <T>(url: string): Promise<T> => {
    const response = await server.app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json() as T;
  };
  const [products, tlds, promotions, brand] = await Promise.all([
    get<{ data: Product[] }>('/api/v2/products'),
    get<{ data: Tld[] }>('/api/v2/domains'),
    get<{ automatic: Promotion[]; applied: Promotion[] }>('/api/v2/promotions'),
    get<{ data: Brand }>('/api/v2/brands/current'),
  ]);
  return buildCatalogueContext({
    products: products.data,
    tlds: tlds.data,
    promotions: [...promotions.automatic, ...promotions.applied],
    brand: brand.data.properties,
  });
}
