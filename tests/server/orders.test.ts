import { orderLines, orders, sessions } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  BANK_TRANSFER,
  COMPANY,
  newKey,
  orderCount,
  PRIVATE_PERSON,
  PRODUCT,
  Visitor,
} from './support/orders';
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

/** A visitor with a cart of these products, customer data and bank transfer (company): ready to confirm. */
async function readyVisitor(...productIds: number[]) {
  const who = visitor();
  const cart = await who.putCart(...(productIds.length > 0 ? productIds : [PRODUCT.plain]));
  await who.fillCustomer();
  return { who, cart };
}

describe(`POST /api/v2/orders (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('places an order with server-computed lines, customer data, payment, feedback and agreements', async () => {
    const { who, cart } = await readyVisitor(PRODUCT.plain, PRODUCT.plain2);
    const shown = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json();

    const response = await who.confirm(
      who.confirmBody(cart, {
        referral_id: ' partner_42 ',
        comment: 'Please call before setting up.',
        known_from: 'search_engines',
        allowed_newsletter: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const { order_code, order_id } = response.json();
    expect(order_code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(order_id).toBeGreaterThan(0);

    const [row] = await db().select().from(orders).where(eq(orders.id, order_id));
    expect(row).toMatchObject({
      orderCode: order_code,
      status: 'placed',
      paymentType: 'bank-transfer',
      paymentStatus: 'awaiting_collection',
      paymentId: null,
      customerNumber: null,
      phone: ADDRESS.phone,
      smsValidationRequired: false,
      currency: 'EUR',
    });
    expect(row?.customer).toMatchObject({
      basic_info: { company_name: COMPANY.company_name, email: COMPANY.email },
      address: { city: 'Berlin', postal_code: ADDRESS.postal_code },
    });
    // Feedback trimmed by the domain form; agreements as sent.
    expect(row?.feedback).toMatchObject({
      referral_id: 'partner_42',
      knownfrom: 'search_engines',
      newsletter: true,
    });
    expect(row?.agreements).toEqual({ mca: false, eult: false, gtc: false });
    // Totals are the server's, the same the cart showed the visitor.
    expect(row?.monthlyNetCents).toBe(Math.round(shown.totals.monthly_net * 100));
    expect(row?.monthlyGrossCents).toBe(Math.round(shown.totals.monthly_gross * 100));
    expect(row?.setupGrossCents).toBe(Math.round(shown.totals.setup_gross * 100));

    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order_id));
    expect(lines.map((line) => [line.kind, line.articleId])).toEqual([
      ['product', PRODUCT.plain],
      ['product', PRODUCT.plain2],
    ]);
    expect(lines.reduce((sum, line) => sum + line.monthlyGrossCents, 0)).toBe(row?.monthlyGrossCents);

    // The session starts over with an empty cart and knows its order.
    const after = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json();
    expect(after.data.items).toEqual([]);
    expect(after.version).toBe(who.cartVersion + 1);
    const [session] = await db().select().from(sessions).where(eq(sessions.idHash, who.idHash));
    expect(session?.state).toMatchObject({ order: { order_code, order_id } });

    const read = await who.send({ method: 'GET', url: `/api/v2/orders/${order_id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id: order_id,
      order_code,
      status: 'placed',
      sms_validation_required: false,
      customer_has_phone: true,
      order_type: null,
    });
  });

  it('takes customer data and payment from the payload of a new customer', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    const response = await who.confirm(
      who.confirmBody(cart, {
        basic_info: COMPANY,
        address_info: ADDRESS,
        payment: BANK_TRANSFER,
      }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await db().select().from(orders).where(eq(orders.id, response.json().order_id));
    expect(row?.paymentType).toBe('bank-transfer');
    expect(row?.customer).toMatchObject({ basic_info: { last_name: COMPANY.last_name } });
  });

  it('places an order for an existing customer without customer data or payment (paid as on file)', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    await who.mergeState({ customer: { customer_number: 'K-1001' } });
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(201);
    const [row] = await db().select().from(orders).where(eq(orders.id, response.json().order_id));
    expect(row).toMatchObject({ customerNumber: 'K-1001', customer: null, paymentStatus: 'on_file' });
  });

  it('refuses bad input with field errors and places nothing', async () => {
    const { who, cart } = await readyVisitor();
    const before = await orderCount(test.server);
    const cases: [unknown, string][] = [
      [{ ...who.confirmBody(cart), idempotency_key: undefined }, 'idempotency_key'],
      [{ ...who.confirmBody(cart), idempotency_key: 'short' }, 'idempotency_key'],
      [{ ...who.confirmBody(cart), idempotency_key: 'has spaces and is long enough' }, 'idempotency_key'],
      [{ ...who.confirmBody(cart), cart: { items: [{ row_id: 'x' }] } }, 'cart.items.0.row_id'],
      [{ ...who.confirmBody(cart), mca_agreement: 'yes' }, 'mca_agreement'],
      [{ ...who.confirmBody(cart), known_from: 'television' }, 'known_from'],
      [{ ...who.confirmBody(cart), referral_id: 'x' }, 'referral_id'],
      [{ ...who.confirmBody(cart), referral_id: 'bad id!' }, 'referral_id'],
      [{ ...who.confirmBody(cart), advertised_customer: 'a'.repeat(21) }, 'advertised_customer'],
      [{ ...who.confirmBody(cart), comment: 'c'.repeat(501) }, 'comment'],
      [{ ...who.confirmBody(cart), basic_info: { ...COMPANY, email: 'no-mail' } }, 'basic_info.email'],
      [{ ...who.confirmBody(cart), address_info: { ...ADDRESS, phone: 'call me' } }, 'address_info.phone'],
      [
        {
          ...who.confirmBody(cart),
          payment: { type: 'sepa', holder: 'A', iban: 'x', bic: 'y', bank: null, permission: false },
        },
        'payment.holder',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await who.confirm(payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    const notJson = await who.send({
      method: 'POST',
      url: '/api/v2/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await orderCount(test.server)).toBe(before);
  });

  it('refuses an order without customer data, without payment, or with a type the customer cannot use', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    const bare = await who.confirm(who.confirmBody(cart));
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors).sort()).toEqual(['address_info', 'basic_info', 'payment']);

    // Bank transfer is for companies only (payment types of the brand).
    await who.fillCustomer({ basicInfo: PRIVATE_PERSON, payment: null });
    const privateTransfer = await who.confirm(who.confirmBody(cart, { payment: BANK_TRANSFER }));
    expect(privateTransfer.statusCode).toBe(422);
    expect(privateTransfer.json().errors['payment.type']).toHaveLength(1);
    expect(await orderCount(test.server, who.idHash)).toBe(0);
  });

  it('refuses an empty cart, and a confirm without session', async () => {
    const who = visitor();
    await who.saveCart({ items: [] });
    const empty = await who.confirm(who.confirmBody({ items: [] }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toBe('cart_empty');

    const { cart } = await readyVisitor();
    const anonymous = await test.server.app.inject({
      method: 'POST',
      url: '/api/v2/orders',
      payload: visitor().confirmBody(cart),
    });
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json().error).toBe('cart_changed');
  });

  it('requires the agreements mca, eult and gtc when a product of the cart has the attribute', async () => {
    const { who, cart } = await readyVisitor(PRODUCT.smsAndAgreements);
    const without = await who.confirm(who.confirmBody(cart));
    expect(without.statusCode).toBe(422);
    expect(Object.keys(without.json().errors).sort()).toEqual(['eult_agreement', 'mca_agreement']);
    expect(without.json().errors.mca_agreement[0]).toMatch(/Microsoft Customer Agreement/);

    const onlyOne = await who.confirm(who.confirmBody(cart, { mca_agreement: true }));
    expect(Object.keys(onlyOne.json().errors)).toEqual(['eult_agreement']);

    const accepted = await who.confirm(who.confirmBody(cart, { mca_agreement: true, eult_agreement: true }));
    expect(accepted.statusCode).toBe(201);
    const [row] = await db().select().from(orders).where(eq(orders.id, accepted.json().order_id));
    expect(row?.agreements).toEqual({ mca: true, eult: true, gtc: false });
  });

  it('answers in the session language', async () => {
    const { who, cart } = await readyVisitor(PRODUCT.smsAndAgreements);
    await who.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'de-DE' } });
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.json().errors.mca_agreement[0]).toMatch(/Bitte akzeptieren/);
  });
});

describe('confirming is exactly once', () => {
  it('answers a repeated confirm (double click, retry after a lost answer) with the same order', async () => {
    const { who, cart } = await readyVisitor();
    const body = who.confirmBody(cart);
    const first = await who.confirm(body);
    const second = await who.confirm(body);
    const third = await who.confirm({ ...body, comment: 'changed my mind about the comment' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(third.json()).toEqual(first.json());
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });

  it('places one order for many concurrent submits with the same key over real HTTP', async () => {
    const { who, cart } = await readyVisitor();
    const address = await test.server.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify(who.confirmBody(cart));
    const submit = () =>
      fetch(`${address}/api/v2/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: who.cookie ?? '' },
        body,
      }).then(async (response) => ({ status: response.status, json: await response.json() }));
    const answers = await Promise.all(Array.from({ length: 8 }, submit));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json.order_id)).size).toBe(1);
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });

  it('places one order when two tabs confirm the same cart with different keys at once', async () => {
    const { who, cart } = await readyVisitor();
    const answers = await Promise.all([
      who.confirm(who.confirmBody(cart)),
      who.confirm(who.confirmBody(cart)),
      who.confirm(who.confirmBody(cart)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(
      answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().error),
    ).toEqual(['cart_changed', 'cart_changed']);
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });

  it('refuses a key reused with a different cart', async () => {
    const { who, cart } = await readyVisitor();
    const key = newKey();
    expect((await who.confirm(who.confirmBody(cart, { idempotency_key: key }))).statusCode).toBe(201);
    const other = await who.putCart(PRODUCT.plain2);
    const reused = await who.confirm(who.confirmBody(other, { idempotency_key: key }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe('idempotency_key_reused');
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });

  it('keeps keys per session: another session with the same key gets its own order, never the first one', async () => {
    const key = newKey();
    const first = await readyVisitor();
    const second = await readyVisitor();
    const a = await first.who.confirm(first.who.confirmBody(first.cart, { idempotency_key: key }));
    const b = await second.who.confirm(second.who.confirmBody(second.cart, { idempotency_key: key }));
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().order_id).not.toBe(a.json().order_id);
  });
});

describe('a cart that changed since the visitor saw it is refused', () => {
  it('refuses a cart version other than the session cart (If-Match)', async () => {
    const { who, cart } = await readyVisitor();
    const seen = who.cartVersion;
    // Another tab saves the same products again: same content, newer version.
    await who.saveCart(cart);
    const stale = await who.confirm(who.confirmBody(cart), { 'if-match': `"${seen}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('cart_changed');
    const current = await who.confirm(who.confirmBody(cart), { 'if-match': `"${who.cartVersion}"` });
    expect(current.statusCode).toBe(201);
    const malformed = await who.confirm(who.confirmBody(cart), { 'if-match': 'yesterday' });
    expect(malformed.statusCode).toBe(422);
  });

  it('refuses a cart whose content differs from the session cart', async () => {
    const { who, cart } = await readyVisitor();
    await who.putCart(PRODUCT.plain2);
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('cart_changed');
    expect(await orderCount(test.server, who.idHash)).toBe(0);
  });

  it('refuses (and corrects) a cart today’s catalogue would change, instead of charging it', async () => {
    const { who, cart } = await readyVisitor();
    // The stored cart carries a promotion code that does not exist (as if it had ended since).
    const stale = {
      items: cart.items.map((item) => ({ ...item, product: { ...item.product, promotion: 'GONE2020' } })),
    };
    await db().update(sessions).set({ cart: stale }).where(eq(sessions.idHash, who.idHash));
    const response = await who.confirm(who.confirmBody(stale));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('cart_changed');
    const corrected = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json();
    expect(corrected.data.items[0].product.promotion).toBeNull();
    expect(corrected.version).toBeGreaterThan(who.cartVersion);
    expect(await orderCount(test.server, who.idHash)).toBe(0);
  });

  it('refuses a cart with required data missing', async () => {
    const who = visitor();
    const products = await who.products();
    const windows = products.find((product) => product.id === PRODUCT.smsAndAgreements);
    if (!windows) throw new Error('seed changed');
    const maturity = windows.paymentMaturities[0];
    const cart = await who.saveCart({
      items: [
        {
          row_id: 'z'.repeat(32),
          product: {
            id: windows.id,
            maturity_id: maturity?.id ?? 0,
            interval_id: maturity?.paymentIntervals[0]?.id ?? 0,
            promotion: null,
            additional_fields: [],
            informations: [],
          },
          addons: [],
          upsells: [],
          domains: [],
          is_preconfigured: false,
        },
      ],
    });
    await who.fillCustomer();
    const response = await who.confirm(who.confirmBody(cart, { mca_agreement: true, eult_agreement: true }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('cart_incomplete');
  });
});

describe('sessions only see their own orders', () => {
  it('answers another session, and none, as if the order did not exist', async () => {
    const { who, cart } = await readyVisitor();
    const placed = (await who.confirm(who.confirmBody(cart))).json();
    const stranger = visitor();
    await stranger.putCart(PRODUCT.plain);
    for (const cookie of [stranger.cookie, null, 'sid=forgedforgedforgedforgedforgedforgedforge']) {
      const response = await test.server.app.inject({
        method: 'GET',
        url: `/api/v2/orders/${placed.order_id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    const missing = await who.send({ method: 'GET', url: '/api/v2/orders/999999' });
    expect(missing.statusCode).toBe(404);
    const malformed = await who.send({ method: 'GET', url: '/api/v2/orders/abc' });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('orders of a cloud-panel visitor for their hosting contract', () => {
  /** An existing customer (logged in from the panel) whose hosting contract is WH-4711, with its row. */
  async function panelVisitor() {
    const who = visitor();
    await who.putCart(PRODUCT.plain);
    await who.mergeState({
      customer: { customer_number: 'K-100234' },
      hosting_subscriptions: [{ id: 'WH-4711', external_product_id: 'wh-s' }],
      order_type: 'redirect',
    });
    const [row] = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json().data.items;
    const cart = await who.saveCart({
      items: [
        { ...row, product: { ...row.product, informations: [{ key: 'hosting_number', value: 'WH-4711' }] } },
      ],
    });
    return { who, cart };
  }

  it('records the contract at no charge and the panel’s order type', async () => {
    const { who, cart } = await panelVisitor();
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(201);
    const orderId = response.json().order_id;
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row?.orderType).toBe('redirect');
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.find((line) => line.kind === 'product')).toMatchObject({
      monthlyNetCents: 0,
      setupNetCents: 0,
    });
  });

  it('refuses (and corrects) the cart once the contract is no longer the session’s, instead of charging it', async () => {
    const { who, cart } = await panelVisitor();
    await who.mergeState({ hosting_subscriptions: null });
    const refused = await who.confirm(who.confirmBody(cart), { 'if-match': `"${who.cartVersion}"` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('cart_changed');
    const corrected = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json();
    expect(corrected.data.items[0].product.informations).toEqual([]);
    expect(corrected.totals.monthly_net).toBeGreaterThan(0);
  });
});
