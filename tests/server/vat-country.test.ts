import type { Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import { orderLines, orders } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepa } from './support/checkout';
import { ADDRESS, PRIVATE_PERSON, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * Prices carry the VAT of the customer's address country (the brand's, Germany's 19 %, until an
 * address in another country is saved): the session's VAT, the catalogue the browser prices from,
 * the cart's totals and the order all agree, over real HTTP on PGlite or PostgreSQL.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const store = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const visitor = () => new Visitor(() => test.server);
const db = () => test.server.database.db;

const VIENNA = {
  ...ADDRESS,
  street: 'Stephansplatz 1',
  postal_code: '1010',
  city: 'Wien',
  country_code: 'AT',
};
const ZURICH = {
  ...ADDRESS,
  street: 'Bahnhofstrasse 1',
  postal_code: '8001',
  city: 'Zürich',
  country_code: 'CH',
};

async function get(who: Visitor, url: string) {
  const response = await who.send({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every VAT percent the catalogue calls answer this visitor: the products' intervals and the TLDs'. */
async function cataloguePercents(who: Visitor): Promise<number[]> {
  const products: Product[] = (await get(who, '/api/v2/products')).data;
  const tlds: Tld[] = (await get(who, '/api/v2/domains')).data;
  const percents = [
    ...products.flatMap((product) =>
      product.paymentMaturities.flatMap((maturity) =>
        maturity.paymentIntervals.map((interval) => interval.interval_vat),
      ),
    ),
    ...tlds.map((tld) => tld.interval_vat),
  ];
  return [...new Set(percents)];
}

/** Gross of a net amount in euros at a VAT percent, rounded to cents as the shop rounds. */
const grossOf = (net: number, percent: number) => Math.round(net * (100 + percent)) / 100;

describe(`prices follow the VAT of the address country (${store})`, () => {
  for (const { country, percent, address } of [
    { country: 'Austria', percent: 20, address: VIENNA },
    { country: 'Switzerland, outside the EU VAT area', percent: 0, address: ZURICH },
  ]) {
    it(`an address in ${country}: VAT, catalogue and cart totals at ${percent} %`, async () => {
      const who = visitor();
      await who.putCart(PRODUCT.plain);
      const before = (await get(who, '/api/v2/session/cart')).totals;
      expect(await cataloguePercents(who)).toEqual([19]);
      expect(before.monthly_gross).toBe(grossOf(before.monthly_net, 19));

      await who.fillCustomer({ basicInfo: PRIVATE_PERSON, address, payment: sepa });
      expect((await get(who, '/api/v2/session/vat')).data).toMatchObject({
        country_code: address.country_code,
        vat: percent,
      });
      expect(await cataloguePercents(who)).toEqual([percent]);
      const after = (await get(who, '/api/v2/session/cart')).totals;
      expect(after.monthly_net).toBe(before.monthly_net);
      expect(after.monthly_gross).toBe(grossOf(before.monthly_net, percent));

      // Back to a German address: the brand's VAT again.
      await who.fillCustomer({ basicInfo: PRIVATE_PERSON, address: ADDRESS, payment: sepa });
      expect(await cataloguePercents(who)).toEqual([19]);
      expect((await get(who, '/api/v2/session/cart')).totals).toEqual(before);
    });
  }

  it('a cancelled checkout (as after an order) forgets the address: the brand’s VAT again', async () => {
    const who = visitor();
    await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ basicInfo: PRIVATE_PERSON, address: VIENNA, payment: sepa });
    expect(await cataloguePercents(who)).toEqual([20]);
    await get(who, '/api/v2/session/cancel');
    expect(await cataloguePercents(who)).toEqual([19]);
    expect((await get(who, '/api/v2/session/vat')).data).toMatchObject({ country_code: 'DE', vat: 19 });
  });

  it('a visitor without an address still reads the brand’s VAT while another pays Austria’s', async () => {
    const austrian = visitor();
    await austrian.putCart(PRODUCT.plain);
    await austrian.fillCustomer({ basicInfo: PRIVATE_PERSON, address: VIENNA, payment: sepa });
    expect(await cataloguePercents(austrian)).toEqual([20]);
    const german = visitor();
    await german.putCart(PRODUCT.plain);
    expect(await cataloguePercents(german)).toEqual([19]);
    expect(await cataloguePercents(visitor())).toEqual([19]);
  });

  it('the order of an Austrian private person: lines and totals at 20 %, as the cart showed them', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain, PRODUCT.plain2);
    await who.fillCustomer({ basicInfo: PRIVATE_PERSON, address: VIENNA, payment: sepa });
    const totals = (await get(who, '/api/v2/session/cart')).totals;
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(201);
    const id: number = response.json().order_id;
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.vatPercent === 20)).toBe(true);
    expect(row?.vatTreatment).toBe('standard');
    expect(row?.monthlyNetCents).toBe(Math.round(totals.monthly_net * 100));
    expect(row?.monthlyGrossCents).toBe(Math.round(totals.monthly_gross * 100));
  });

  it('an order whose payload carries an Austrian address is charged Austria’s VAT', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ basicInfo: PRIVATE_PERSON, address: ADDRESS, payment: sepa });
    const response = await who.confirm(
      who.confirmBody(cart, {
        basic_info: PRIVATE_PERSON,
        address_info: VIENNA,
        payment: sepa,
      }),
    );
    expect(response.statusCode).toBe(201);
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, response.json().order_id));
    expect(lines.every((line) => line.vatPercent === 20)).toBe(true);
  });
});
