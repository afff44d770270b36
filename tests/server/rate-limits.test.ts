import { DOMAIN_AVAILABILITY_PER_ADDRESS, DOMAIN_AVAILABILITY_PER_SESSION } from '@server/routes/domains';
import { CUSTOMER_LOGIN_PER_ADDRESS } from '@server/routes/login';
import { PAYMENT_STARTS_PER_SESSION } from '@server/routes/payments';
import { hashToken } from '@server/sessions/token';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, PRODUCT, Visitor } from './support/orders';
import { spendBudget } from './support/rate-limits';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Rate limits (issue #10) that each abusable call has: a clear 429 with `Retry-After` and a
 * message in the visitor's language. Promo code look-ups, SMS resends, restore links and staff
 * sign-in have their own tests (promotions, sms, session-restore, drafts); the limits here are
 * domain availability, SMS validation, customer login and draft continue links. Each test uses a
 * client address of its own (loopback addresses, never sent anywhere: app.inject).
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const HOST = 'hostwerk.localhost';
const inject = (options: InjectOptions) =>
  test.server.app.inject({
    ...options,
    headers: { host: HOST, 'accept-language': 'en-GB', ...options.headers },
  });

function expectLimited(response: LightMyRequestResponse, message: RegExp): void {
  expect(response.statusCode, response.body).toBe(429);
  const wait = Number(response.headers['retry-after']);
  expect(Number.isInteger(wait) && wait > 0).toBe(true);
  expect(response.json().message).toMatch(message);
}

async function newSession(remoteAddress: string): Promise<string> {
  const response = await inject({
    method: 'PUT',
    url: '/api/v2/session/locale',
    payload: { code: 'en-GB' },
    remoteAddress,
  });
  return sessionCookieFrom(response.headers['set-cookie']);
}

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('domain availability', () => {
  const check = (remoteAddress: string, cookie?: string) =>
    inject({
      method: 'POST',
      url: '/api/v2/domain-availability',
      headers: cookie ? { cookie } : {},
      payload: { domains: ['example.de'] },
      remoteAddress,
    });

  it('allows a session 200 calls in 10 minutes, then 429; other sessions go on', async () => {
    const address = '127.0.1.1';
    const cookie = await newSession(address);
    await spendBudget(
      test.server,
      DOMAIN_AVAILABILITY_PER_SESSION,
      hashToken(tokenOf(cookie)),
      DOMAIN_AVAILABILITY_PER_SESSION.limit - 1,
    );
    expect((await check(address, cookie)).statusCode).toBe(200);
    expectLimited(await check(address, cookie), /Too many domain searches/);
    expect((await check(address, await newSession(address))).statusCode).toBe(200);
  });

  it('stops an address that drops its cookie after 2000 calls', async () => {
    const address = '127.0.1.2';
    await spendBudget(
      test.server,
      DOMAIN_AVAILABILITY_PER_ADDRESS,
      address,
      DOMAIN_AVAILABILITY_PER_ADDRESS.limit,
    );
    expectLimited(await check(address), /Too many domain searches/);
    expect((await check('127.0.1.3')).statusCode).toBe(200);
  });

  it('counts real calls (no preset): the count of a session grows with each call', async () => {
    const address = '127.0.1.4';
    const cookie = await newSession(address);
    await spendBudget(
      test.server,
      DOMAIN_AVAILABILITY_PER_SESSION,
      hashToken(tokenOf(cookie)),
      DOMAIN_AVAILABILITY_PER_SESSION.limit - 3,
    );
    const answers = [];
    for (let call = 0; call < 4; call += 1) answers.push((await check(address, cookie)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('SMS validation', () => {
  it('allows 20 validations per order in 15 minutes, then 429 in the validate error shape', async () => {
    const who = new Visitor(() => test.server);
    const cart = await who.putCart(PRODUCT.smsAndAgreements);
    await who.fillCustomer();
    const placed = await who.confirm(who.confirmBody(cart, { mca_agreement: true, eult_agreement: true }));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order_id as number;
    const code = (await lastSmsCode(test.server, orderId)) ?? '';
    const wrong = code === '22222' ? '33333' : '22222';
    const validate = (smsCode: string) =>
      who.send({
        method: 'POST',
        url: `/api/v2/orders/${orderId}/validate`,
        headers: { 'accept-language': 'en-GB' },
        payload: { method: 'sms', smsCode },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await validate(wrong)).statusCode);
    expect(statuses.every((status) => status === 422)).toBe(true);
    // Even the right code waits now.
    const limited = await validate(code);
    expectLimited(limited, /Too many attempts to confirm this order|Zu viele Versuche, diese Bestellung/);
    expect(limited.json().errors.smsCode).toHaveLength(1);
    expect(limited.json().error).toBe('sms_validation_limited');

    // A stranger guessing the order's id gets 404 and spends nothing of the owner's budget.
    const stranger = new Visitor(() => test.server);
    await stranger.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'en-GB' } });
    const guessed = await stranger.send({
      method: 'POST',
      url: `/api/v2/orders/${orderId}/validate`,
      payload: { method: 'sms', smsCode: code },
    });
    expect(guessed.statusCode).toBe(404);
  });
});

describe('customer login', () => {
  const login = (remoteAddress: string, cookie?: string) =>
    inject({
      method: 'POST',
      url: '/api/v2/customer/login',
      headers: cookie ? { cookie } : {},
      payload: { authorization_code: 'abc', state: 'def', use_cp_2: false, clear_cart: false },
      remoteAddress,
    });

  it('allows a session 10 attempts in 10 minutes, then 429', async () => {
    const address = '127.0.2.1';
    const cookie = await newSession(address);
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      statuses.push((await login(address, cookie)).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expectLimited(await login(address, cookie), /Too many login attempts/);
    expect((await login(address, await newSession(address))).statusCode).toBe(401);
  });

  it('stops an address after 200 attempts in 10 minutes, with or without a session', async () => {
    const address = '127.0.2.2';
    await spendBudget(test.server, CUSTOMER_LOGIN_PER_ADDRESS, address, CUSTOMER_LOGIN_PER_ADDRESS.limit);
    expectLimited(await login(address), /Too many login attempts/);
    expect((await login('127.0.2.3')).statusCode).toBe(401);
  });
});

describe('draft continue links', () => {
  it('allows an address 20 attempts in 15 minutes, then 429', async () => {
    const address = '127.0.3.1';
    const attempt = () =>
      inject({
        method: 'POST',
        url: '/api/v2/order-drafts/continue',
        payload: { session_code: 'a'.repeat(40) },
        remoteAddress: address,
      });
    const statuses = [];
    for (let count = 0; count < 20; count += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    expectLimited(await attempt(), /Too many attempts/);
  });
});

describe('payments started', () => {
  it('allows a session 20 card payments or PayPal subscriptions in 10 minutes, then 429', async () => {
    const who = new Visitor(() => test.server);
    await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ payment: { type: 'adyen-scheme', permission: true } });
    const start = () =>
      who.send({
        method: 'POST',
        url: '/api/v2/adyen/create-payment',
        payload: {
          paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_encrypted', holderName: 'Erika M' },
          origin: 'http://localhost',
          returnUrl: 'http://localhost/confirm',
          channel: 'web',
          shopperEmail: 'erika@example.com',
        },
      });
    expect((await start()).statusCode).toBe(200);
    await spendBudget(test.server, PAYMENT_STARTS_PER_SESSION, who.idHash, PAYMENT_STARTS_PER_SESSION.limit);
    expectLimited(await start(), /Too many requests|Zu viele Anfragen/);
  });
});
