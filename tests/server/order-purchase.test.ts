import type { Cart } from '@contract/cart';
import type { Order } from '@contract/orders';
import { firstBillCents } from '@domain/prices/first-bill';
import { orderLines, orders } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const visitor = () => new Visitor(() => test.server);
const db = () => test.server.database.db;

interface TldAnswer {
  id: number;
  tld: string;
  price: number;
}

/** The .org TLD (not inclusive with Webhosting S) as the domain list answers it: article id, monthly net price. */
async function orgTld(who: Visitor): Promise<TldAnswer> {
  const answer = await who.send({ method: 'GET', url: '/api/v2/domains' });
  const tlds = answer.json().data as TldAnswer[];
  const org = tlds.find((tld) => tld.tld === 'org');
  if (!org) throw new Error('the seed has no .org');
  return org;
}

/** Webhosting S and Digitale Geschäftsadresse, the first with the visitor's own .org name. */
async function placeOrder(domainName: string): Promise<{ who: Visitor; orderId: number; tld: TldAnswer }> {
  const who = visitor();
  const cart = await who.putCart(PRODUCT.plain, PRODUCT.plain2);
  const tld = await orgTld(who);
  const [first, ...rest] = cart.items;
  if (!first) throw new Error('empty cart');
  const withDomain: Cart = {
    items: [
      {
        ...first,
        domains: [
          {
            id: tld.id,
            name: domainName,
            inclusive: false,
            inclusive_first_year: false,
            auth_code: null,
            promotion_code: null,
            additional_fields: [],
          },
        ],
      },
      ...rest,
    ],
  };
  const saved = await who.saveCart(withDomain);
  await who.fillCustomer();
  const response = await who.confirm(who.confirmBody(saved));
  expect(response.statusCode, response.body).toBe(201);
  return { who, orderId: response.json().order_id, tld };
}

const cents = (euros: number): number => Math.round(euros * 100);

describe(`the order answer carries its purchase in euros (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('GET /api/v2/orders/:id: the first bill net and gross, one line per priced element, as the server priced them', async () => {
    const { who, orderId, tld } = await placeOrder('erika-mustermann.org');
    const read = await who.send({ method: 'GET', url: `/api/v2/orders/${orderId}` });
    expect(read.statusCode).toBe(200);
    const { purchase } = read.json().data as Order;

    const stored = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(purchase.currency).toBe('EUR');
    expect(purchase.lines).toHaveLength(stored.length);
    expect(purchase.lines.map((line) => line.kind)).toEqual(['product', 'product', 'domain']);
    // The gross first bill is what a card payment of this order authorises.
    expect(cents(purchase.gross)).toBe(row?.firstBillGrossCents);
    expect(cents(purchase.net)).toBe(
      stored.reduce(
        (sum, line) =>
          sum +
          firstBillCents({
            perPeriodCents: line.monthlyNetCents,
            pricePeriod: line.pricePeriod,
            billingMonths: line.billingMonths,
            setupCents: line.setupNetCents,
          }),
        0,
      ),
    );
    expect(cents(purchase.net)).toBe(purchase.lines.reduce((sum, line) => sum + cents(line.net), 0));
    expect(cents(purchase.gross)).toBe(purchase.lines.reduce((sum, line) => sum + cents(line.gross), 0));
    expect(purchase.gross).toBeGreaterThan(purchase.net);

    // The domain: its TLD's article and its price for the 12 months a domain bill covers, named by
    // its TLD, not by the name the visitor chose.
    const domain = purchase.lines.find((line) => line.kind === 'domain');
    expect(domain).toMatchObject({ article_id: tld.id, name: '.org', net: (cents(tld.price) * 12) / 100 });
    expect(JSON.stringify(read.json())).not.toContain('mustermann');

    const products = (await who.products()).filter((product) =>
      [PRODUCT.plain, PRODUCT.plain2].includes(product.id as 101 | 501),
    );
    expect(purchase.lines.filter((line) => line.kind === 'product').map((line) => line.name)).toEqual(
      [PRODUCT.plain, PRODUCT.plain2].map((id) => products.find((product) => product.id === id)?.name),
    );
  });

  it('GET /api/v2/session/order answers the same purchase; another session gets nothing', async () => {
    const { who, orderId } = await placeOrder('noch-frei-2024.org');
    const byId = (await who.send({ method: 'GET', url: `/api/v2/orders/${orderId}` })).json().data as Order;
    const current = (await who.send({ method: 'GET', url: '/api/v2/session/order' })).json().data as Order;
    expect(current.purchase).toEqual(byId.purchase);

    const stranger = visitor();
    const foreign = await stranger.send({ method: 'GET', url: `/api/v2/orders/${orderId}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('"purchase"');
  });
});
