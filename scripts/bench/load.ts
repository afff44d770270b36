import type { Cart } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import autocannon from 'autocannon';
import { cartOf, confirmBody, idempotencyKey, PLAIN_PRODUCT, ShopSession } from './shop-session';

export interface LoadResult {
  call: string;
  /** Requests per second asked for (null: as fast as the server answers). */
  rate: number | null;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  requests: number;
}

export interface LoadOptions {
  /** Seconds of each fixed-rate run. */
  seconds: number;
  /** Seconds of each run as fast as the server answers. */
  maxSeconds: number;
  /** The fixed rate of the budget (req/s). */
  rate: number;
  /** Sessions the cart calls rotate through. */
  sessions: number;
  /** Orders placed in the order run (each in its own session). */
  orders: number;
}

type Request = autocannon.Request;

async function run(
  baseUrl: string,
  call: string,
  requests: Request[],
  options: { rate: number | null; seconds?: number; amount?: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: 20,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    requests,
    timeout: 10,
  });
  return {
    call,
    rate: options.rate,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** A request that takes the next of `values` each time it is sent (round robin). */
function rotating<T>(values: readonly T[], build: (value: T, index: number) => Request): Request {
  let next = 0;
  const first = values[0];
  if (first === undefined) throw new Error('nothing to rotate through');
  return {
    ...build(first, 0),
    setupRequest: (request: Request) => {
      const index = next % values.length;
      next += 1;
      const value = values[index] as T;
      return { ...request, ...build(value, index) };
    },
  };
}

async function sessionsWithCart(baseUrl: string, cart: Cart, count: number): Promise<ShopSession[]> {
  const sessions: ShopSession[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, () => new ShopSession(baseUrl));
    await Promise.all(batch.map((session) => session.saveCart(cart)));
    sessions.push(...batch);
  }
  return sessions;
}

const json = { 'content-type': 'application/json', 'accept-language': 'en-GB' };

/**
 * The API under load on loopback (autocannon, 20 connections): each call at the budget's fixed
 * rate, then as fast as the server answers; the cart calls spread over many sessions (distinct
 * cookies); every order in a session of its own, each placed once.
 */
export async function measureApi(
  baseUrl: string,
  shop: CatalogueContext,
  options: LoadOptions,
): Promise<LoadResult[]> {
  const cart = cartOf(shop, PLAIN_PRODUCT);
  const sessions = await sessionsWithCart(baseUrl, cart, options.sessions);
  const cookies = sessions.map((session) => session.cookieHeader);
  const tlds = ['de', 'com', 'net', 'org', 'eu'];

  const calls: { call: string; request: () => Request }[] = [
    {
      call: 'GET /api/v2/products',
      request: () => ({
        method: 'GET',
        path: '/api/v2/products',
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    },
    {
      call: 'GET /api/v2/session/cart',
      request: () =>
        rotating(cookies, (cookie) => ({ method: 'GET', path: '/api/v2/session/cart', headers: { cookie } })),
    },
    {
      call: 'PUT /api/v2/session/cart',
      request: () =>
        rotating(cookies, (cookie) => ({
          method: 'PUT',
          path: '/api/v2/session/cart',
          headers: { ...json, cookie },
          body: JSON.stringify(cart),
        })),
    },
    {
      call: 'POST /api/v2/domain-availability',
      request: () => {
        const names = Array.from({ length: 1000 }, (_, index) => index);
        return rotating(names, (index) => ({
          method: 'POST',
          path: '/api/v2/domain-availability',
          // Many visitors come through the shop's proxy on loopback, each with an address of its
          // own (the benchmarking network 198.18.0.0/15), as the per-address rate limit expects.
          headers: { ...json, 'x-forwarded-for': `198.18.${index >> 8}.${index & 255}` },
          body: JSON.stringify({ domains: tlds.map((tld) => `bench-name-${index}.${tld}`) }),
        }));
      },
    },
  ];

  const results: LoadResult[] = [];
  for (const { call, request } of calls) {
    // A short warm-up, so the first figures are not the JIT's.
    await run(baseUrl, call, [request()], { rate: null, seconds: 1 });
    results.push(await run(baseUrl, call, [request()], { rate: options.rate, seconds: options.seconds }));
    results.push(await run(baseUrl, call, [request()], { rate: null, seconds: options.maxSeconds }));
  }
  results.push(await measureOrders(baseUrl, cart, options));
  return results;
}

/** Sessions ready to confirm: cart, basic info, address and bank transfer. */
export async function checkoutSessions(baseUrl: string, cart: Cart, count: number): Promise<ShopSession[]> {
  const sessions = await sessionsWithCart(baseUrl, cart, count);
  for (let start = 0; start < sessions.length; start += 20) {
    await Promise.all(sessions.slice(start, start + 20).map((session) => session.fillCustomer()));
  }
  return sessions;
}

async function measureOrders(baseUrl: string, cart: Cart, options: LoadOptions): Promise<LoadResult> {
  const sessions = await checkoutSessions(baseUrl, cart, options.orders);
  const rate = Math.min(options.rate, 50);
  const request = rotating(sessions, (session, index) => ({
    method: 'POST',
    path: '/api/v2/orders',
    headers: { ...json, cookie: session.cookieHeader, 'if-match': `"${session.cartVersion}"` },
    body: JSON.stringify(confirmBody(cart, idempotencyKey(`benchorder${index}`, 1))),
  }));
  return run(baseUrl, 'POST /api/v2/orders', [request], { rate, amount: sessions.length });
}
