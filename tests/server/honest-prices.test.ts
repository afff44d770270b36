import type { Cart, CartItem, CartResponse } from '@contract/cart';
import type { Tld } from '@contract/domains';
import { offerShownPrice } from '@domain/cart/offer-price';
import { addUpsell } from '@domain/cart/upsells';
import { cartPrices } from '@domain/prices/cart-prices';
import { orderLines, orders } from '@server/db/schema';
import { ProductId } from '@server/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCatalogue, rowId } from './support/catalogue';
import { Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

let test: TestServer;
let tlds: Tld[];
beforeAll(async () => {
  test = await startTestServer();
  tlds = (await test.server.app.inject({ method: 'GET', url: '/api/v2/domains' })).json().data;
});
afterAll(async () => {
  await test.stop();
});

const visitor = () => new Visitor(() => test.server);

/** A row of a seed product on the term with these months (ids by the seed's id scheme). */
function row(
  productId: number,
  maturityIndex: number,
  intervalIndex: number,
  seed: string,
  parts: Partial<CartItem> = {},
  promotion: string | null = null,
): CartItem {
  const maturityId = productId * 100 + maturityIndex;
  return {
    row_id: rowId(seed),
    product: {
      id: productId,
      maturity_id: maturityId,
      interval_id: maturityId * 10 + intervalIndex,
      promotion,
      additional_fields: [],
      informations: [],
    },
    addons: [],
    upsells: [],
    domains: [],
    is_preconfigured: false,
    ...parts,
  };
}

const domain = (name: string) => {
  const ending = name.slice(name.indexOf('.') + 1);
  const tld = tlds.find((entry) => entry.tld === ending);
  if (!tld) throw new Error(`no TLD ${ending}`);
  return {
    id: tld.id,
    name,
    inclusive: false,
    inclusive_first_year: false,
    auth_code: null,
    promotion_code: null,
    additional_fields: [],
  };
};

/** Web hosting S, 1 year paid monthly (3.99 net, €4.75), with HOSTING5: €5 off its first monthly bill. */
const hostingS = () => row(ProductId.webhostingS, 2, 1, 'a', {}, 'HOSTING5');
/** The domain-only row with example.de (0.99 a month: 11.88 per 12 months, €14.14). */
const domainOnly = () => row(ProductId.domain, 1, 1, 'b', { domains: [domain('example.de')] });

async function put(who: Visitor, cart: Cart): Promise<CartResponse> {
  const response = await who.send({ method: 'PUT', url: '/api/v2/session/cart', payload: cart });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe(`the API's prices are the screens' prices (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('cart totals add the lines as shown: per month, domains per 12 months, once', async () => {
    const who = visitor();
    const answer = await put(who, { items: [hostingS(), domainOnly()] });
    expect(answer.data.items[0]?.product.promotion).toBe('HOSTING5');
    // The first month of S is free; the .de is €14.14 per 12 months, not €1.18 a month.
    expect(answer.totals).toEqual({
      monthly_net: 0,
      monthly_gross: 0,
      yearly_net: 11.88,
      yearly_gross: 14.14,
      setup_net: 0,
      setup_gross: 0,
    });
    // The browser computes the same from the same calls, and knows what follows the first month.
    const catalogue = await apiCatalogue(test.server, { cookie: who.cookie ?? '' });
    const shown = cartPrices(answer.data, catalogue);
    expect(shown.totals).toEqual(answer.totals);
    expect(shown.monthlyPhases.map((phase) => [phase.untilMonth, phase.amount.grossCents])).toEqual([
      [1, 0],
      [null, 475],
    ]);
  });

  it.each([
    // Web hosting M for 1 year: the website builder for 1 year (5.99, €7.13), not its 2-year €5.94
    { maturity: 2, upsell: ProductId.upsellSitebuilder, gross: 7.13 },
    { maturity: 3, upsell: ProductId.upsellSitebuilder, gross: 5.94 },
    { maturity: 2, upsell: ProductId.upsellSeo, gross: 5.34 },
    { maturity: 3, upsell: ProductId.upsellSeo, gross: 4.75 },
  ])(
    'an upsell offered under web hosting M (maturity $maturity) adds exactly its offer price to the cart: €$gross',
    async ({ maturity, upsell, gross }) => {
      const who = visitor();
      const before = await put(who, { items: [row(ProductId.webhostingM, maturity, 1, 'm')] });
      const catalogue = await apiCatalogue(test.server, { cookie: who.cookie ?? '' });
      const stored = before.data.items[0];
      if (!stored) throw new Error('no row');
      const offer = offerShownPrice(before.data, stored, upsell, 'upsell', catalogue);
      expect(offer?.amount.grossCents).toBe(Math.round(gross * 100));
      const after = await put(who, { items: [addUpsell(stored, upsell, catalogue).item] });
      expect(Math.round((after.totals.monthly_gross - before.totals.monthly_gross) * 100)).toBe(
        offer?.amount.grossCents,
      );
    },
  );

  it('an order keeps each line as shown, the domains per 12 months, and bills what the cart showed first', async () => {
    const who = visitor();
    const answer = await put(who, { items: [hostingS(), domainOnly()] });
    await who.fillCustomer();
    const response = await who.confirm(who.confirmBody(answer.data));
    expect(response.statusCode).toBe(201);
    const orderId = response.json().order_id;
    const db = test.server.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      monthlyGrossCents: 0,
      yearlyNetCents: 1188,
      yearlyGrossCents: 1414,
      setupGrossCents: 0,
      // the first month of S (free) and the .de's 12 months
      firstBillGrossCents: 1414,
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const lineOf = (articleId: number) => lines.find((line) => line.articleId === articleId);
    expect(lineOf(ProductId.webhostingS)).toMatchObject({
      pricePeriod: 'month',
      promotionCode: 'HOSTING5',
      promotionMonths: 1,
      regularMonthlyNetCents: 399,
      monthlyGrossCents: 0,
    });
    expect(lineOf(domain('example.de').id)).toMatchObject({
      kind: 'domain',
      pricePeriod: 'year',
      promotionMonths: null,
      regularMonthlyNetCents: 1188,
      monthlyNetCents: 1188,
      monthlyGrossCents: 1414,
    });
    // The domain-only row's carrier product costs nothing itself: a one-time line of 0.
    expect(lineOf(ProductId.domain)).toMatchObject({ pricePeriod: 'once', setupGrossCents: 0 });
  });
});
