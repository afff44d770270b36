import { SMS_CODE_ALPHABET } from '@domain/validation/checkout/sms';
import { orders, smsCodes, smsOutbox } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaPayment } from '../support/sepa-payment';
import { ADDRESS, lastSmsCode, PRODUCT, Visitor } from './support/orders';
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

const SEPA = sepaPayment();

/** An order of the Windows server (product with sms_validation 'true'), placed and awaiting its code. */
async function smsOrder(who = visitor()) {
  const cart = await who.putCart(PRODUCT.smsAndAgreements);
  await who.fillCustomer();
  const placed = await who.confirm(who.confirmBody(cart, { mca_agreement: true, eult_agreement: true }));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order_id as number;
  return { who, orderId, code: (await lastSmsCode(test.server, orderId)) ?? '' };
}

const validate = (who: Visitor, orderId: number, body: Record<string, unknown>) =>
  who.send({
    method: 'POST',
    url: `/api/v2/orders/${orderId}/validate`,
    payload: { method: 'sms', ...body },
  });
const resend = (who: Visitor, orderId: number) => who.send({ method: 'GET', url: `/api/v1/${orderId}/sms` });

/** A well-formed code that is not `code`. */
const otherCode = (code: string) => (code === '22222' ? '33333' : '22222');

describe(`SMS validation (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends a random 5-character code on confirm when a product needs SMS validation', async () => {
    const { who, orderId, code } = await smsOrder();
    expect(code).toHaveLength(5);
    expect([...code].every((character) => SMS_CODE_ALPHABET.includes(character))).toBe(true);
    const [message] = await db().select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));
    expect(message?.phone).toBe(ADDRESS.phone);

    const order = (await who.send({ method: 'GET', url: `/api/v2/orders/${orderId}` })).json().data;
    expect(order).toMatchObject({
      status: 'awaiting_sms_validation',
      sms_validation_required: true,
      customer_has_phone: true,
    });

    // Only a salted hash is stored, never the code.
    const [stored] = await db().select().from(smsCodes).where(eq(smsCodes.orderId, orderId));
    expect(stored?.codeHash).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    const ttl = (stored?.expiresAt.getTime() ?? 0) - (stored?.sentAt.getTime() ?? 0);
    expect(ttl).toBe(10 * 60 * 1000);
  });

  it('sends a code when the chosen payment type requires SMS validation (SEPA at hostwerk)', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ payment: SEPA });
    const placed = await who.confirm(who.confirmBody(cart));
    expect(placed.statusCode).toBe(201);
    // The confirm's answer says so: the browser goes to SMS validation by it.
    expect(placed.json().status).toBe('awaiting_sms_validation');
    const order = (await who.send({ method: 'GET', url: `/api/v2/orders/${placed.json().order_id}` })).json()
      .data;
    expect(order.status).toBe('awaiting_sms_validation');
    expect(await lastSmsCode(test.server, placed.json().order_id)).toHaveLength(5);
  });

  it('validates with the right code, once; the same code again is the same answer', async () => {
    const { who, orderId, code } = await smsOrder();
    const wrong = await validate(who, orderId, { smsCode: otherCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('sms_code_wrong');
    expect(Object.keys(wrong.json().errors)).toEqual(['smsCode']);

    const right = await validate(who, orderId, { smsCode: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ validated: true, order_id: orderId, order_code: expect.any(String) });
    const order = (await who.send({ method: 'GET', url: `/api/v2/orders/${orderId}` })).json().data;
    expect(order.status).toBe('placed');

    const retry = await validate(who, orderId, { smsCode: code });
    expect(retry.statusCode).toBe(200);
    const afterwards = await validate(who, orderId, { smsCode: otherCode(code) });
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json().error).toBe('sms_not_required');
    const noResend = await resend(who, orderId);
    expect(noResend.statusCode).toBe(409);
  });

  it('refuses malformed input with the spec’s error shape', async () => {
    const { who, orderId } = await smsOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ smsCode: '1234' }, 'smsCode'],
      [{ smsCode: '12O45' }, 'smsCode'],
      [{ smsCode: 'abcde', phoneNo: 'call me' }, 'phoneNo'],
      [{ smsCode: '' }, 'smsCode'],
      [{ smsCode: 'x'.repeat(17) }, 'smsCode'],
    ];
    for (const [body, field] of cases) {
      const response = await validate(who, orderId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(response.json().errors[field][0]).toEqual(expect.any(String));
    }
    const wrongMethod = await who.send({
      method: 'POST',
      url: `/api/v2/orders/${orderId}/validate`,
      payload: { method: 'email', smsCode: 'abcde' },
    });
    expect(wrongMethod.statusCode).toBe(422);
    // Malformed codes are not tries: the right code still works.
    const code = (await lastSmsCode(test.server, orderId)) ?? '';
    expect((await validate(who, orderId, { smsCode: code })).statusCode).toBe(200);
  });

  it('allows at most 5 wrong tries per code; a new code starts afresh', async () => {
    const { who, orderId, code } = await smsOrder();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await validate(who, orderId, { smsCode: otherCode(code) });
      expect(response.json().error, `try ${attempt}`).toBe('sms_code_wrong');
    }
    const locked = await validate(who, orderId, { smsCode: code });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error).toBe('sms_code_locked');

    expect((await resend(who, orderId)).statusCode).toBe(200);
    const fresh = (await lastSmsCode(test.server, orderId)) ?? '';
    expect((await validate(who, orderId, { smsCode: fresh })).statusCode).toBe(200);
  });

  it('counts parallel guesses: never more than 5 tries of one code', async () => {
    const { who, orderId, code } = await smsOrder();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => validate(who, orderId, { smsCode: otherCode(code) })),
    );
    const errors = guesses.map((guess) => guess.json().error);
    expect(errors.filter((error) => error === 'sms_code_wrong')).toHaveLength(5);
    expect(errors.filter((error) => error === 'sms_code_locked')).toHaveLength(7);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { who, orderId, code } = await smsOrder();
    await db()
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.orderId, orderId));
    const expired = await validate(who, orderId, { smsCode: code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error).toBe('sms_code_expired');
    expect(expired.json().errors.smsCode).toHaveLength(1);
  });

  it('resends a new code (the old one stops working), at most 3 times in 15 minutes', async () => {
    const { who, orderId, code } = await smsOrder();
    for (let sent = 1; sent <= 3; sent += 1) {
      const response = await resend(who, orderId);
      expect(response.statusCode, `resend ${sent}`).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const limited = await resend(who, orderId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('sms_resend_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const messages = await db().select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));
    expect(messages).toHaveLength(4);
    const latest = (await lastSmsCode(test.server, orderId)) ?? '';
    if (latest !== code) {
      expect((await validate(who, orderId, { smsCode: code })).json().error).toBe('sms_code_wrong');
    }
    expect((await validate(who, orderId, { smsCode: latest })).statusCode).toBe(200);
  });

  it('never lets another session read, validate or resend an order’s code', async () => {
    const { orderId, code } = await smsOrder();
    const stranger = visitor();
    await stranger.putCart(PRODUCT.plain);
    expect((await validate(stranger, orderId, { smsCode: code })).statusCode).toBe(404);
    expect((await resend(stranger, orderId)).statusCode).toBe(404);
    const anonymous = await test.server.app.inject({
      method: 'POST',
      url: `/api/v2/orders/${orderId}/validate`,
      payload: { method: 'sms', smsCode: code },
    });
    expect(anonymous.statusCode).toBe(404);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('awaiting_sms_validation');
  });

  it('answers the session’s latest order at GET /api/v2/session/order (a reloaded SMS screen finds it)', async () => {
    const newcomer = visitor();
    await newcomer.putCart(PRODUCT.plain);
    const none = await newcomer.send({ method: 'GET', url: '/api/v2/session/order' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const { who, orderId, code } = await smsOrder();
    const current = await who.send({ method: 'GET', url: '/api/v2/session/order' });
    expect(current.headers['cache-control']).toBe('no-store');
    expect(current.json().data).toMatchObject({ id: orderId, status: 'awaiting_sms_validation' });
    // Another session sees none of it.
    expect((await newcomer.send({ method: 'GET', url: '/api/v2/session/order' })).json()).toEqual({
      data: null,
    });

    await validate(who, orderId, { smsCode: code });
    const validated = await who.send({ method: 'GET', url: '/api/v2/session/order' });
    expect(validated.json().data).toMatchObject({ id: orderId, status: 'placed' });
    // Leaving the success screen resets the order data.
    await who.send({ method: 'GET', url: '/api/v2/session/cancel' });
    expect((await who.send({ method: 'GET', url: '/api/v2/session/order' })).json()).toEqual({ data: null });
  });

  it('answers an existing customer’s order as placed although the session kept an SMS payment type (paid as on file)', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ payment: SEPA });
    await who.mergeState({ customer: { customer_number: 'K-1001' } });
    const placed = await who.confirm(who.confirmBody(cart));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().status).toBe('placed');
    expect(await lastSmsCode(test.server, placed.json().order_id)).toBeNull();
  });

  it('answers 409 for an order that needs no SMS validation', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer();
    const answer = (await who.confirm(who.confirmBody(cart))).json();
    expect(answer.status).toBe('placed');
    const { order_id } = answer;
    expect((await validate(who, order_id, { smsCode: 'abcde' })).statusCode).toBe(409);
    expect((await resend(who, order_id)).statusCode).toBe(409);
    expect(await lastSmsCode(test.server, order_id)).toBeNull();
  });

  it('asks a customer without phone number for one and sends the code there', async () => {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.smsAndAgreements);
    await who.mergeState({ customer: { customer_number: 'K-2002' } });
    const placed = await who.confirm(who.confirmBody(cart, { mca_agreement: true, eult_agreement: true }));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order_id;
    const order = (await who.send({ method: 'GET', url: `/api/v2/orders/${orderId}` })).json().data;
    expect(order.customer_has_phone).toBe(false);
    expect((await resend(who, orderId)).json().errors.phoneNo).toHaveLength(1);

    const noPhone = await validate(who, orderId, { smsCode: 'abcde' });
    expect(Object.keys(noPhone.json().errors)).toEqual(['phoneNo']);
    const withPhone = await validate(who, orderId, { smsCode: 'abcde', phoneNo: '+49 171 5550000' });
    expect(withPhone.statusCode).toBe(422);
    expect(withPhone.json().error).toBe('sms_code_sent');
    const [message] = await db().select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));
    expect(message?.phone).toBe('+49 171 5550000');
    const code = (await lastSmsCode(test.server, orderId)) ?? '';
    expect((await validate(who, orderId, { smsCode: code })).statusCode).toBe(200);
  });
});

describe('the local SMS outbox', () => {
  it('is readable outside production (tests, development)', async () => {
    const { orderId, code } = await smsOrder();
    const response = await test.server.app.inject({
      method: 'GET',
      url: `/api/v2/support/sms-outbox?order_id=${orderId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ order_id: orderId, phone: ADDRESS.phone });
    expect(response.json().data[0].text.endsWith(code)).toBe(true);
  });

  it('is never served to visitors in production; support reads it with SUPPORT_API_TOKEN', async () => {
    const token = 'support-token-0123456789abcdef';
    const production = await startTestServer({ NODE_ENV: 'production', SUPPORT_API_TOKEN: token });
    try {
      const inject = production.server.app.inject.bind(production.server.app);
      expect((await inject({ method: 'GET', url: '/api/v2/support/sms-outbox' })).statusCode).toBe(404);
      const wrong = await inject({
        method: 'GET',
        url: '/api/v2/support/sms-outbox',
        headers: { authorization: 'Bearer not-the-token' },
      });
      expect(wrong.statusCode).toBe(404);
      const support = await inject({
        method: 'GET',
        url: '/api/v2/support/sms-outbox',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(support.statusCode).toBe(200);
      expect(support.json()).toEqual({ data: [] });
    } finally {
      await production.stop();
    }
    const noToken = await startTestServer({ NODE_ENV: 'production' });
    try {
      const response = await noToken.server.app.inject({
        method: 'GET',
        url: '/api/v2/support/sms-outbox',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await noToken.stop();
    }
  });
});
