import type { Cart } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import autocannon from 'autocannon';
import { type PlainRequest, percentile, sendPaced } from './paced';
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

/** A run as fast as the server answers (autocannon, 20 connections). */
async function run(baseUrl: string, call: string, requests: Request[], seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: 20,
    duration: seconds,
    requests,
    timeout: 10,
  });
  return {
    call,
    rate: null,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The fixed-rate run: evenly paced requests (`paced.ts`), 20 connections. */
async function runPaced(
  baseUrl: string,
  call: string,
  build: (index: number) => PlainRequest,
  options: { rate: number; seconds: number },
): Promise<LoadResult> {
  const result = await sendPaced(baseUrl, build, { ...options, connections: 20 });
  return {
    call,
    rate: options.rate,
    p50Ms: percentile(result.latenciesMs, 0.5),
    p99Ms: percentile(result.latenciesMs, 0.99),
    requestsPerSecond: result.latenciesMs.length / result.seconds,
    errors: result.errors,
    requests: result.latenciesMs.length,
  };
}

/** autocannon's request that is built anew, by its sequence number, each time it is sent. */
function sequenced(build: (index: number) => PlainRequest): Request {
  let next = 0;
  return {
    ...build(0),
    setupRequest: (request: Request) => {
      const built = build(next);
      next += 1;
      return { ...request, ...built };
    },
  };
}

/** The `index`-th of `values`, round robin. */
const nth = <T>(values: readonly T[], index: number): T => {
  const value = values[index % values.length];
  if (value === undefined) throw new Error('nothing to rotate through');
  return value;
};

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
 * The API under load on loopback, 20 connections: each call at the budget's fixed rate, evenly
 * paced, then as fast as the server answers (autocannon); the cart calls spread over many sessions (distinct
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

  const calls: { call: string; build: (index: number) => PlainRequest }[] = [
    {
      call: 'GET /api/v2/products',
      build: () => ({ method: 'GET', path: '/api/v2/products', headers: { 'accept-encoding': 'br, gzip' } }),
    },
    {
      call: 'GET /api/v2/session/cart',
      build: (index) => ({
        method: 'GET',
        path: '/api/v2/session/cart',
        headers: { cookie: nth(cookies, index) },
      }),
    },
    {
      call: 'PUT /api/v2/session/cart',
      build: (index) => ({
        method: 'PUT',
        path: '/api/v2/session/cart',
        headers: { ...json, cookie: nth(cookies, index) },
        body: JSON.stringify(cart),
      }),
    },
    {
      call: 'POST /api/v2/domain-availability',
      build: (sequence) => {
        const index = sequence % 1000;
        return {
          method: 'POST',
          path: '/api/v2/domain-availability',
          // Many visitors come through the shop's proxy on loopback, each with an address of its
          // own (the benchmarking network 198.18.0.0/15), as the per-address rate limit expects.
          headers: { ...json, 'x-forwarded-for': `198.18.${index >> 8}.${index & 255}` },
          body: JSON.stringify({ domains: tlds.map((tld) => `bench-name-${index}.${tld}`) }),
        };
      },
    },
  ];

  const results: LoadResult[] = [];
  for (const { call, build } of calls) {
    // A short warm-up, so the first figures are not the JIT's.
    await run(baseUrl, call, [sequenced(build)], 1);
    results.push(await runPaced(baseUrl, call, build, { rate: options.rate, seconds: options.seconds }));
    results.push(await run(baseUrl, call, [sequenced(build)], options.maxSeconds));
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
  const build = (index: number): PlainRequest => {
    const session = nth(sessions, index);
    return {
      method: 'POST',
      path: '/api/v2/orders',
      headers: { ...json, cookie: session.cookieHeader, 'if-match': `"${session.cartVersion}"` },
      body: JSON.stringify(confirmBody(cart, idempotencyKey(`benchorder${index}`, 1))),
    };
  };
  return runPaced(baseUrl, 'POST /api/v2/orders', build, { rate, seconds: sessions.length / rate });
}
