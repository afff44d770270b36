import type { Cart, CartElement, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, fetchProducts, rowFor, rowId } from './support/catalogue';
import { orderCount, Visitor } from './support/orders';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Catalogue spec section 6 on the server: a customer updating an order draft may not add items and
 * may not edit the preconfigured rows, whatever the browser sends; a sales agent keeps every right.
 */
let test: TestServer;
let hosting: Product;
let addon: CartElement;
let tld: Tld;
beforeAll(async () => {
  test = await startTestServer({ STAFF_FIXTURES: 'on' });
  const products = await fetchProducts(test.server);
  const found = products.find((product) => product.id === 101);
  if (!found) throw new Error('web hosting S missing');
  hosting = found;
  const addonProduct = products.find((product) => product.id === hosting.addons[0]?.addon_id);
  if (!addonProduct) throw new Error('web hosting S has no addon');
  addon = { ...rowFor(addonProduct, rowId('x')).product };
  const tlds = (await test.server.app.inject({ method: 'GET', url: '/api/v2/domains' })).json().data as Tld[];
  const com = tlds.find((entry) => entry.tld === 'com');
  if (!com) throw new Error('no .com in the seed');
  tld = com;
});
afterAll(async () => {
  await test.stop();
});

const newVisitor = () => new Visitor(() => test.server);

/** The staff cookie of the seed's sales agent. */
async function agentCookie(): Promise<string> {
  const signed = await test.server.app.inject({
    method: 'POST',
    url: '/staff/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: 'agent@hostwerk.example', password: 'agent-test-1' }).toString(),
  });
  expect(signed.statusCode).toBe(303);
  return String(signed.headers['set-cookie']).split(';')[0] ?? '';
}

/** A sales agent saves a one-row cart (web hosting S, 1 month) as a draft; answers its code. */
async function draftCode(staffCookie: string): Promise<string> {
  const agent = newVisitor();
  await agent.saveCart(cartOf(rowFor(hosting, rowId('d'))));
  agent.cookie = `${agent.cookie}; ${staffCookie}`;
  const saved = await agent.send({ method: 'POST', url: '/api/v2/order-drafts', payload: {} });
  expect(saved.statusCode).toBe(200);
  const current = await agent.send({ method: 'GET', url: '/api/v2/order-drafts/current' });
  return current.json().data.session_code as string;
}

/** A browser continuing the draft from its link: its session holds the prepared rows. */
async function continueDraft(code: string, staffCookie?: string): Promise<Visitor> {
  const who = newVisitor();
  const continued = await who.send({
    method: 'POST',
    url: '/api/v2/order-drafts/continue',
    payload: { session_code: code },
  });
  expect(continued.statusCode).toBe(200);
  const session = sessionCookieFrom(continued.headers['set-cookie']);
  who.cookie = staffCookie ? `${session}; ${staffCookie}` : session;
  return who;
}

const storedCart = async (who: Visitor): Promise<Cart> =>
  (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json().data;

const putCart = (who: Visitor, cart: Cart) =>
  who.send({ method: 'PUT', url: '/api/v2/session/cart', payload: cart });

const secondTerm = (product: Product) => {
  const maturity = product.paymentMaturities[1];
  const interval = maturity?.paymentIntervals[0];
  if (!maturity || !interval) throw new Error(`product ${product.id} has one term only`);
  return { maturity_id: maturity.id, interval_id: interval.id };
};

const domain = (name: string) => ({
  id: tld.id,
  name,
  inclusive: false,
  inclusive_first_year: false,
  auth_code: null,
  promotion_code: null,
  additional_fields: [],
});

type Edit = (row: CartItem) => CartItem[];

const EDITS: { what: string; edit: Edit; field: string }[] = [
  {
    what: 'adds a row',
    edit: (row) => [row, { ...rowFor(hosting, rowId('n')), is_preconfigured: false }],
    field: 'items.1',
  },
  {
    what: 'changes the term of the prepared row',
    edit: (row) => [{ ...row, product: { ...row.product, ...secondTerm(hosting) } }],
    field: 'items.0.product',
  },
  {
    what: 'adds an addon to the prepared row',
    edit: (row) => [{ ...row, addons: [addon] }],
    field: 'items.0.addons',
  },
  {
    what: 'adds a domain to the prepared row',
    edit: (row) => [{ ...row, domains: [domain('erika-mustermann.com')] }],
    field: 'items.0.domains',
  },
  {
    what: 'clears is_preconfigured',
    edit: (row) => [{ ...row, is_preconfigured: false }],
    field: 'items.0.is_preconfigured',
  },
  { what: 'removes the prepared row', edit: () => [], field: 'items' },
];

describe(`a customer updating an order draft (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(EDITS)(
    'cannot save a cart that $what: 422 with a field error, the cart stays',
    async ({ edit, field }) => {
      const customer = await continueDraft(await draftCode(await agentCookie()));
      const prepared = await storedCart(customer);
      const [row] = prepared.items;
      if (!row) throw new Error('the draft has no row');

      const refused = await putCart(customer, { items: edit(row) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('cart_rows_locked');
      expect(Object.keys(refused.json().errors)).toEqual([field]);
      expect(await storedCart(customer)).toEqual(prepared);
    },
  );

  it('hears the refusal in their language', async () => {
    const customer = await continueDraft(await draftCode(await agentCookie()));
    const german = await customer.send({
      method: 'PUT',
      url: '/api/v2/session/locale',
      payload: { code: 'de-DE' },
    });
    expect(german.statusCode).toBe(200);
    const [row] = (await storedCart(customer)).items;
    if (!row) throw new Error('the draft has no row');

    const refused = await putCart(customer, {
      items: [{ ...row, product: { ...row.product, ...secondTerm(hosting) } }, rowFor(hosting, rowId('n'))],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'cart_rows_locked',
      message:
        'Diese Bestellung wurde für Sie vorbereitet: Es können keine Artikel hinzugefügt und die vorbereiteten Artikel nicht geändert werden.',
      errors: {
        'items.0.product': ['Dieser Artikel wurde für Sie vorbereitet und kann nicht geändert werden.'],
        'items.1': ['Einer für Sie vorbereiteten Bestellung können keine Artikel hinzugefügt werden.'],
      },
    });
  });

  it('may still redeem a promo code on the prepared row, as the cart page offers', async () => {
    const customer = await continueDraft(await draftCode(await agentCookie()));
    const [row] = (await storedCart(customer)).items;
    if (!row) throw new Error('the draft has no row');
    const saved = await putCart(customer, {
      items: [{ ...row, product: { ...row.product, promotion: 'WELCOME10' } }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.items[0]).toMatchObject({
      is_preconfigured: true,
      product: { promotion: 'WELCOME10' },
    });
  });

  // The order places the session's saved cart only (another cart is 409 cart_changed), and a
  // customer writes that cart through PUT /api/v2/session/cart alone, which holds them to the rules.
  it('cannot place an order of a cart the rules refuse: the order is always the saved cart', async () => {
    const customer = await continueDraft(await draftCode(await agentCookie()));
    await customer.fillCustomer();
    const prepared = await storedCart(customer);
    const [row] = prepared.items;
    if (!row) throw new Error('the draft has no row');
    const edited: Cart = {
      items: [{ ...row, is_preconfigured: false, product: { ...row.product, ...secondTerm(hosting) } }],
    };
    expect((await putCart(customer, edited)).statusCode).toBe(422);

    const placed = await customer.confirm(customer.confirmBody(edited));
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error).toBe('cart_changed');
    expect(await orderCount(test.server, customer.idHash)).toBe(0);
    // The prepared cart itself can be ordered.
    expect((await customer.confirm(customer.confirmBody(prepared))).statusCode).toBe(201);
  });
});

describe('a sales agent in a draft session', () => {
  it('may add rows and edit, unlock or remove the prepared ones', async () => {
    const staffCookie = await agentCookie();
    const agent = await continueDraft(await draftCode(staffCookie), staffCookie);
    const [row] = (await storedCart(agent)).items;
    if (!row) throw new Error('the draft has no row');
    expect(row.is_preconfigured).toBe(true);

    const edited = await putCart(agent, {
      items: [
        { ...row, product: { ...row.product, ...secondTerm(hosting) }, is_preconfigured: false },
        rowFor(hosting, rowId('n')),
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.items).toHaveLength(2);
    expect((await putCart(agent, { items: [] })).statusCode).toBe(200);
  });
});

describe('the preconfigured mark outside a draft', () => {
  const marked = (seed: string): CartItem => ({ ...rowFor(hosting, rowId(seed)), is_preconfigured: true });

  it('is refused on a visitor’s new row with a field error in the visitor’s language, and the cart stays open', async () => {
    const visitor = newVisitor();
    const refused = await visitor.send({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cartOf(rowFor(hosting, rowId('o')), marked('m')),
      headers: { 'accept-language': 'de-DE' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'validation_failed',
      message: 'Einige der gesendeten Angaben sind ungültig.',
      errors: {
        'items.1.is_preconfigured': [
          'Nur ein Vertriebsmitarbeiter kann einen Artikel als für den Kunden vorbereitet markieren.',
        ],
      },
    });
    // Nothing was stored: the cart stays open to the visitor, who adds, changes and empties it.
    expect((await putCart(visitor, cartOf(rowFor(hosting, rowId('m'))))).statusCode).toBe(200);
    expect((await storedCart(visitor)).items.map((item) => item.is_preconfigured)).toEqual([false]);
    expect((await putCart(visitor, { items: [] })).statusCode).toBe(200);
  });

  it('cannot be set by a visitor on a row already in the cart', async () => {
    const visitor = newVisitor();
    const saved = await visitor.send({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cartOf(rowFor(hosting, rowId('m'))),
      headers: { 'accept-language': 'en-GB' },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await putCart(visitor, cartOf(marked('m')));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'validation_failed',
      message: 'Some of the data you sent is not valid.',
      errors: {
        'items.0.is_preconfigured': ['Only a sales agent can mark an item as prepared for a customer.'],
      },
    });
    expect((await storedCart(visitor)).items.map((item) => item.is_preconfigured)).toEqual([false]);
  });

  it('may be set by a signed-in sales agent', async () => {
    const agent = newVisitor();
    await agent.saveCart(cartOf(rowFor(hosting, rowId('a'))));
    agent.cookie = `${agent.cookie}; ${await agentCookie()}`;
    const saved = await putCart(agent, cartOf(marked('a'), marked('b')));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.items.map((item: CartItem) => item.is_preconfigured)).toEqual([true, true]);
  });
});
