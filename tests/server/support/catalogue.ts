import type { Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
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
