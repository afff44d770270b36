import { payments, sessions } from '@server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaPayment } from '../support/sepa-payment';
import { lastSmsCode, PRIVATE_PERSON, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * The server's logs (issue #10): structured JSON lines (pino) carrying a request id, and no
 * personal data or secrets in any line. The log stream is captured at the most verbose level while
 * a journey full of personal data runs: customer data, SEPA account, product fields with a
 * password, an order with its SMS code, staff sign-in, restore and OAuth values in page URLs, a
 * searched domain and a promo code in API paths, refused inputs and a card number sent in clear
 * (refused too).
 */
const lines: string[] = [];
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer(
    { LOG_LEVEL: 'trace', STAFF_FIXTURES: 'on' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await test.stop();
});

const PERSON = {
  ...PRIVATE_PERSON,
  first_name: 'Henrietta',
  last_name: 'Loggewitz',
  email: 'henrietta.loggewitz@example.org',
};
const ADDRESS = {
  street: 'Protokollgasse 17',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 4455667',
};
const SEPA = sepaPayment('Henrietta Loggewitz');
const CARD_NUMBER = '4111 1111 1111 1111';
/** A searched domain (often a person's name) and a promo code: both travel in the URL's path. */
const SEARCHED_DOMAIN = 'henriettas-kuchenblog.de';
const PROMO_CODE = 'LOGGEWITZ-FRIENDS-7Q';
const STAFF_PASSWORD = 'agent-test-1';

/** Every text of the journey that no log line may contain. */
const secrets = new Set<string>([
  PERSON.first_name,
  PERSON.last_name,
  PERSON.email,
  'Protokollgasse',
  '4455667',
  SEPA.iban,
  SEPA.iban.replaceAll(' ', ''),
  CARD_NUMBER,
  CARD_NUMBER.replaceAll(' ', ''),
  STAFF_PASSWORD,
  'wrong-password-Zq9',
  'henriettas-kuchenblog',
  PROMO_CODE,
  // Product field of the Windows server (tests/server/support/orders.ts).
  'Secret#Pass12',
]);
/** Codes that are short enough to occur by chance inside other text: matched as whole words. */
const words = new Set<string>();

function rememberCookies(setCookie: string | string[] | undefined): void {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const value = line.split(';')[0]?.split('=')[1];
    if (value) secrets.add(value);
  }
}

async function journey(): Promise<{ requestIds: string[] }> {
  const requestIds: string[] = [];
  const who = new Visitor(() => test.server);
  const original = who.send.bind(who);
  const send: Visitor['send'] = async (options) => {
    const response = await original(options);
    rememberCookies(response.headers['set-cookie']);
    requestIds.push(String(response.headers['x-request-id']));
    return response;
  };
  who.send = send;

  const cart = await who.putCart(PRODUCT.smsAndAgreements);
  // Path parameters: domain suggestions, a promo code, and a suggestion path no route matches.
  for (const url of [
    `/api/v2/domain-recommendations/${SEARCHED_DOMAIN}`,
    `/api/v2/promotions/${PROMO_CODE}`,
    `/api/v2/domain-recommendations/${SEARCHED_DOMAIN}/more`,
  ]) {
    await send({ method: 'GET', url });
  }
  // A refused address first (field errors), then the real data.
  await send({
    method: 'PUT',
    url: '/api/v2/session/basic-info',
    payload: { ...PERSON, email: 'henrietta@' },
  });
  await who.fillCustomer({ basicInfo: PERSON, address: ADDRESS, payment: SEPA });
  const placed = await who.confirm(who.confirmBody(cart, { mca_agreement: true, eult_agreement: true }));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order_id as number;
  secrets.add(placed.json().order_code);
  const code = (await lastSmsCode(test.server, orderId)) ?? '';
  expect(code).toHaveLength(5);
  words.add(code);
  const wrong = code === '22222' ? '33333' : '22222';
  words.add(wrong);
  for (const smsCode of [wrong, code]) {
    await send({
      method: 'POST',
      url: `/api/v2/orders/${orderId}/validate`,
      payload: { method: 'sms', smsCode },
    });
  }

  // Support: the visitor's reference, a restore link, and the link opened by another browser.
  const reference = (await send({ method: 'GET', url: '/api/v2/session/support-reference' })).json().data
    .reference;
  words.add(reference);
  const link = await send({ method: 'POST', url: '/api/v2/support/restore-links', payload: { reference } });
  const sessionCode = link.json().data.session_code as string;
  secrets.add(sessionCode);
  const opener = new Visitor(() => test.server);
  for (const url of [
    `/session-restore?session_code=${sessionCode}`,
    `/continue-preconfigured-order?session_code=${sessionCode}`,
    '/oauth/callback?code=AuthCodeQ7x9Lm2&state=StateW4k8Pz',
    '/confirm?redirectResult=RedirectR3sultX1',
  ]) {
    await opener.send({ method: 'GET', url });
  }
  for (const value of ['AuthCodeQ7x9Lm2', 'StateW4k8Pz', 'RedirectR3sultX1']) secrets.add(value);
  const restored = await opener.send({
    method: 'POST',
    url: '/api/v2/session/restore',
    payload: { session_code: sessionCode },
  });
  rememberCookies(restored.headers['set-cookie']);
  await opener.send({
    method: 'POST',
    url: '/api/v2/customer/login',
    payload: {
      authorization_code: 'AuthCodeQ7x9Lm2',
      state: 'StateW4k8Pz',
      use_cp_2: false,
      clear_cart: false,
    },
  });

  // A card number in clear is refused (and never stored, see below).
  const cardVisitor = new Visitor(() => test.server);
  await cardVisitor.putCart(PRODUCT.plain);
  await cardVisitor.fillCustomer({
    basicInfo: PERSON,
    address: ADDRESS,
    payment: { type: 'adyen-scheme', permission: true },
  });
  const clear = await cardVisitor.send({
    method: 'POST',
    url: '/api/v2/adyen/create-payment',
    payload: {
      paymentMethod: { type: 'scheme', number: CARD_NUMBER, cvc: '737', holderName: PERSON.last_name },
      origin: 'http://localhost',
      returnUrl: 'http://localhost/confirm',
      channel: 'web',
      shopperEmail: PERSON.email,
    },
  });
  expect(clear.statusCode).toBe(422);
  expect(Object.keys(clear.json().errors).sort()).toEqual(['paymentMethod.cvc', 'paymentMethod.number']);
  rememberCookies(clear.headers['set-cookie']);

  // Staff: a wrong password, then the right one.
  for (const password of ['wrong-password-Zq9', STAFF_PASSWORD]) {
    const signed = await test.server.app.inject({
      method: 'POST',
      url: '/staff/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'agent@hostwerk.example', password }).toString(),
    });
    rememberCookies(signed.headers['set-cookie']);
  }
  return { requestIds };
}

describe('the server’s logs during a journey with personal data', () => {
  let requestIds: string[] = [];
  beforeAll(async () => {
    ({ requestIds } = await journey());
  });

  it('are JSON lines, one object each, and each request’s lines carry its request id', () => {
    expect(lines.length).toBeGreaterThan(40);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(20);
    for (const entry of completed) {
      expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof entry.level).toBe('number');
      expect(typeof entry.time).toBe('number');
    }
    // The id a visitor sees (x-request-id) finds the request's lines.
    const logged = new Set(entries.map((entry) => entry.reqId));
    for (const id of requestIds) expect(logged.has(id), id).toBe(true);
    expect(entries.some((entry) => entry.msg === 'incoming request')).toBe(true);
  });

  it('contain no personal data or secret: no names, e-mail, phone, IBAN, card number, password, cookie, code', () => {
    expect(secrets.size).toBeGreaterThan(15);
    const text = lines.join('\n');
    for (const secret of secrets) expect(text, `a log line contains ${secret}`).not.toContain(secret);
    for (const word of words) {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(text).not.toMatch(new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`));
    }
    // No client address either (personal data): the request serializer leaves it out.
    expect(text).not.toContain('remoteAddress');
    expect(text).not.toContain('127.0.0.1');
  });

  it('show page URLs with the names of their query parameters only', () => {
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(urls).toContain('/session-restore?session_code=~');
    expect(urls).toContain('/oauth/callback?code=~&state=~');
  });

  it('show API URLs by their route’s pattern: no path parameter (domain, promo code, order id) is logged', () => {
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(urls).toContain('/api/v2/domain-recommendations/:domain');
    expect(urls).toContain('/api/v2/promotions/:code');
    expect(urls).toContain('/api/v2/orders/:id/validate');
    // No route matched: the API's first segments, the rest hidden.
    expect(urls).toContain('/api/v2/domain-recommendations/~/~');
  });
});

describe('card data never reaches the shop', () => {
  it('stores no card number anywhere a payment or session is kept', async () => {
    const stored = JSON.stringify([
      await test.server.database.db.select().from(payments),
      await test.server.database.db.select().from(sessions),
    ]);
    expect(stored).not.toContain(CARD_NUMBER.replaceAll(' ', ''));
    expect(stored).not.toContain(CARD_NUMBER);
  });
});
