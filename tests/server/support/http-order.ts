import type { Cart } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import { expect } from 'vitest';
import { rowFor, rowId } from './catalogue';
import { HttpVisitor } from './http-visitor';
import { ADDRESS, BANK_TRANSFER, COMPANY, confirmPayload, PRODUCT } from './orders';

/**
 * A visitor who orders Webhosting S by bank transfer as a company over real HTTP from a server
 * process (`baseUrl`); answers the order's number and id. `email` is where the confirmation goes.
 */
export async function placeOrderOverHttp(
  baseUrl: string,
  email = COMPANY.email,
): Promise<{ order_code: string; order_id: number }> {
  const visitor = new HttpVisitor(baseUrl);
  const products = (await visitor.get('/api/v2/products')).json.data as Product[];
  const product = products.find((candidate) => candidate.id === PRODUCT.plain);
  if (!product) throw new Error(`no product ${PRODUCT.plain}`);
  const cart: Cart = { items: [rowFor(product, rowId('m'))] };
  const saved = await visitor.put('/api/v2/session/cart', cart);
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  for (const [path, body] of [
    ['/api/v2/session/basic-info', { ...COMPANY, email }],
    ['/api/v2/session/address-info', ADDRESS],
    ['/api/v2/session/payment', BANK_TRANSFER],
  ] as const) {
    const answer = await visitor.put(path, body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  }
  const placed = await visitor.post('/api/v2/orders', confirmPayload(cart), {
    'if-match': `"${saved.json.version}"`,
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  return placed.json;
}
