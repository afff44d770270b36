import { orderLines, orders } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, COMPANY, PRIVATE_PERSON, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * The EU VAT id check (VIES sandbox, the default) and the VAT the server decides from it: basic
 * info, `GET /api/v2/session/vat`, cart totals and the order, over real HTTP on PGlite or PostgreSQL.
 * Sandbox ids (src/server/seed/vat-ids.ts): ATU12345678 valid, ATU99999999 "member state
 * unavailable", ATU88888888 never answered; every other EU id is invalid.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ VIES_TIMEOUT_MS: '400' });
});
afterAll(async () => {
  await test.stop();
});

const store = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const visitor = () => new Visitor(() => test.server);
const db = () => test.server.database.db;
const company = (company_vat_id: string | null) => ({ ...COMPANY, company_vat_id });

async function saveBasicInfo(who: Visitor, body: object, locale: 'en-GB' | 'de-DE' = 'en-GB') {
  await who.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: locale } });
  return who.send({ method: 'PUT', url: '/api/v2/session/basic-info', payload: body });
}

async function vatOf(who: Visitor) {
  const response = await who.send({ method: 'GET', url: '/api/v2/session/vat' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const STANDARD = { country_code: 'DE', vat: 19, factor: 1.19, prices_with_vat: true, treatment: 'standard' };

describe(`VAT id check on basic info (${store}, VIES sandbox)`, () => {
  it('without a session the VAT is the brand’s: 19 %, gross prices, no check', async () => {
    expect(await vatOf(visitor())).toEqual({ ...STANDARD, vat_id_check: null });
  });

  it('a valid VAT id of another EU state: the reverse charge, net prices, the check and its time', async () => {
    const who = visitor();
    const before = Date.now();
    const saved = await saveBasicInfo(who, company('ATU 1234 5678'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.company_vat_id).toBe('ATU12345678');
    const vat = await vatOf(who);
    expect(vat).toMatchObject({
      country_code: 'DE',
      vat: 0,
      factor: 1,
      prices_with_vat: false,
      treatment: 'reverse_charge',
      vat_id_check: { vat_id: 'ATU12345678', status: 'valid' },
    });
    const checkedAt = Date.parse(vat.vat_id_check.checked_at);
    expect(checkedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(checkedAt).toBeLessThanOrEqual(Date.now());
  });

  it('saving the same valid id again keeps the first check (VIES is not asked again within a day)', async () => {
    const who = visitor();
    await saveBasicInfo(who, company('ATU12345678'));
    const first = (await vatOf(who)).vat_id_check;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await saveBasicInfo(who, { ...company('atu12345678'), first_name: 'Erik' });
    expect((await vatOf(who)).vat_id_check).toEqual(first);
    // Another id is checked anew.
    await saveBasicInfo(who, company('NL123456789B01'));
    expect((await vatOf(who)).vat_id_check).toMatchObject({ vat_id: 'NL123456789B01', status: 'valid' });
  });

  it.each([
    [
      'en-GB',
      'The EU’s VIES service does not confirm this VAT ID. Please check it, including its country code (e.g. ATU12345678).',
    ],
    [
      'de-DE',
      'Der VIES-Dienst der EU bestätigt diese USt-IdNr. nicht. Bitte prüfen Sie sie samt Ländercode (z. B. ATU12345678).',
    ],
  ] as const)(
    'an id VIES does not know is a field error in %s, and nothing is saved',
    async (locale, text) => {
      const who = visitor();
      await saveBasicInfo(who, company('ATU12345678'), locale);
      for (const vatId of ['ATU00000000', 'AT1']) {
        const refused = await saveBasicInfo(who, company(vatId), locale);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({
          error: 'validation_failed',
          errors: { company_vat_id: [text] },
        });
      }
      // The earlier, valid basic info still stands.
      expect((await vatOf(who)).treatment).toBe('reverse_charge');
    },
  );

  it('VIES unavailable for the member state: saved, standard VAT, and the answer says it was not checked', async () => {
    const who = visitor();
    expect((await saveBasicInfo(who, company('ATU99999999'))).statusCode).toBe(200);
    expect(await vatOf(who)).toMatchObject({
      ...STANDARD,
      vat_id_check: { vat_id: 'ATU99999999', status: 'unavailable' },
    });
  });

  it('VIES never answering ends within the time budget as unavailable', async () => {
    const who = visitor();
    const started = Date.now();
    const saved = await saveBasicInfo(who, company('ATU88888888'));
    expect(saved.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await vatOf(who)).vat_id_check).toMatchObject({ status: 'unavailable' });
  });

  it.each([
    ['a valid German id (the brand’s own country)', company('DE123456789'), 'valid'],
    ['a Swiss id (VIES does not check it)', company('CHE-123.456.789'), null],
    ['no VAT id', company(null), null],
  ])('%s keeps the standard VAT', async (_name, body, status) => {
    const who = visitor();
    expect((await saveBasicInfo(who, body)).statusCode).toBe(200);
    const vat = await vatOf(who);
    expect(vat).toMatchObject(STANDARD);
    expect(vat.vat_id_check?.status ?? null).toBe(status);
  });

  it('a private person after a company with a valid id: standard VAT again', async () => {
    const who = visitor();
    await saveBasicInfo(who, company('ATU12345678'));
    await saveBasicInfo(who, PRIVATE_PERSON);
    expect(await vatOf(who)).toEqual({ ...STANDARD, vat_id_check: null });
  });

  it('the cart’s totals are net under the reverse charge', async () => {
    const who = visitor();
    await who.putCart(PRODUCT.plain);
    const gross = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json().totals;
    expect(gross.monthly_gross).toBeGreaterThan(gross.monthly_net);
    await saveBasicInfo(who, company('ATU12345678'));
    const net = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json().totals;
    expect(net).toEqual({ ...gross, monthly_gross: gross.monthly_net, setup_gross: gross.setup_net });
  });
});

describe(`the order records the VAT and its check (${store})`, () => {
  async function order(vatId: string | null) {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain, PRODUCT.plain2);
    await who.fillCustomer({ basicInfo: company(vatId), address: ADDRESS });
    const totals = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json().totals;
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(201);
    const id: number = response.json().order_id;
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    const read = (await who.send({ method: 'GET', url: `/api/v2/orders/${id}` })).json().data;
    return { who, row, lines, read, totals };
  }

  it('a valid foreign VAT id: net lines (VAT 0 %), reverse charge, the check’s result and time', async () => {
    const { row, lines, read, totals } = await order('ATU12345678');
    expect(row).toMatchObject({
      vatTreatment: 'reverse_charge',
      vatId: 'ATU12345678',
      vatIdCheckStatus: 'valid',
    });
    expect(row?.vatIdCheckedAt).toBeInstanceOf(Date);
    expect(row?.monthlyGrossCents).toBe(row?.monthlyNetCents);
    expect(row?.monthlyNetCents).toBe(Math.round(totals.monthly_net * 100));
    expect(row?.firstBillGrossCents).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.vatPercent).toBe(0);
      expect(line.monthlyGrossCents).toBe(line.monthlyNetCents);
    }
    expect(read.vat).toEqual({
      treatment: 'reverse_charge',
      vat_id_check: {
        vat_id: 'ATU12345678',
        status: 'valid',
        checked_at: row?.vatIdCheckedAt?.toISOString(),
      },
    });
  });

  it('VIES unavailable: the order is placed with VAT and records that the id could not be checked', async () => {
    const { row, lines, read } = await order('ATU99999999');
    expect(row).toMatchObject({
      vatTreatment: 'standard',
      vatId: 'ATU99999999',
      vatIdCheckStatus: 'unavailable',
    });
    expect(row?.monthlyGrossCents).toBeGreaterThan(row?.monthlyNetCents ?? 0);
    expect(lines.every((line) => line.vatPercent === 19)).toBe(true);
    expect(read.vat).toMatchObject({ treatment: 'standard', vat_id_check: { status: 'unavailable' } });
  });

  it('a company without a VAT id: standard VAT, no check recorded', async () => {
    const { row, read } = await order(null);
    expect(row).toMatchObject({ vatTreatment: 'standard', vatId: null, vatIdCheckStatus: null });
    expect(read.vat).toEqual({ treatment: 'standard', vat_id_check: null });
  });

  it('a confirm naming another VAT id than basic info saved is checked again: unknown ids are refused', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ basicInfo: company('ATU12345678') });
    const refused = await who.confirm(
      who.confirmBody(cart, {
        basic_info: company('ATU00000000'),
        address_info: ADDRESS,
        payment: { type: 'bank-transfer', permission: true },
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['basic_info.company_vat_id']);
  });
});
