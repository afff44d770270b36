import { createServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import { payments } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCount, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * Slow and failing outside services, injected through the sandbox providers and a gateway on the
 * loopback address: the visitor gets an answer in bounded time with a message in their language,
 * can try again, and no order is ever placed without the provider's confirmation.
 */
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A stand-in SMS gateway (`SMS_GATEWAY_URL`): answers as told, and keeps what it was sent. */
class FakeSmsGateway {
  mode: 'ok' | 'fail' | 'silent' = 'ok';
  readonly received: { to: string; text: string; reference: string }[] = [];
  private readonly server: HttpServer = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (this.mode === 'silent') return; // never answers; the shop's timeout ends the call
      if (this.mode === 'fail') {
        response.writeHead(503).end();
        return;
      }
      this.received.push(JSON.parse(body));
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no gateway address');
    return `http://127.0.0.1:${address.port}/sms`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The code of the last message (it ends with the code). */
  lastCode(): string {
    return this.received.at(-1)?.text.match(/(\S{5})$/)?.[1] ?? '';
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const gateway = new FakeSmsGateway();
let test: TestServer;
beforeAll(async () => {
  const url = await gateway.start();
  test = await startTestServer({
    PAYMENT_PROVIDER_TIMEOUT_MS: '300',
    SMS_GATEWAY_URL: url,
    SMS_GATEWAY_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await test.stop();
  await gateway.stop();
});

const CARD = { type: 'adyen-scheme', permission: true } as const;

/** A German visitor with a cart and customer data paying by card. */
async function cardVisitor() {
  const who = new Visitor(() => test.server);
  const cart = await who.putCart(PRODUCT.plain);
  await who.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'de-DE' } });
  await who.fillCustomer({ payment: CARD });
  return { who, cart };
}

/** Create-payment with the card holder's name (the sandbox's fault switch). */
const createPayment = (who: Visitor, holderName: string) =>
  who.send({
    method: 'POST',
    url: '/api/v2/adyen/create-payment',
    payload: {
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', holderName },
      origin: 'http://localhost',
      returnUrl: 'http://localhost/confirm',
      channel: 'web',
      shopperEmail: 'erika@example.com',
    },
  });

const details = (who: Visitor, redirectResult: string) =>
  who.send({
    method: 'POST',
    url: '/api/v2/adyen/payment-details',
    payload: { details: { redirectResult } },
  });

/** The sandbox page's Authorised button: answers the redirect result the browser comes back with. */
async function authoriseOnSandboxPage(who: Visitor, actionUrl: string): Promise<string> {
  const decided = await who.send({
    method: 'POST',
    url: new URL(actionUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'result=Authorised',
  });
  expect(decided.statusCode).toBe(303);
  return new URL(String(decided.headers.location)).searchParams.get('redirectResult') ?? '';
}

describe(`a failing or slow card payment provider (${database})`, () => {
  it('unreachable: 502 with a message in the visitor’s language, no order; the next try goes through', async () => {
    const { who, cart } = await cardVisitor();
    const failed = await createPayment(who, 'Provider Unreachable');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      error: 'payment_provider_error',
      message: expect.stringMatching(/Zahlungsanbieter/),
    });
    const [row] = await test.server.database.db
      .select()
      .from(payments)
      .where(eq(payments.sessionIdHash, who.idHash));
    expect(row?.status).toBe('error');
    const confirm = await who.confirm(who.confirmBody(cart, { payment: { ...CARD, psp_reference: null } }));
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().error).toBe('payment_not_authorised');

    // The visitor tries again (the provider is back): the payment and the order go through, once.
    const created = await createPayment(who, 'Erika Mustermann');
    expect(created.statusCode).toBe(200);
    const paid = (await details(who, await authoriseOnSandboxPage(who, created.json().action.url))).json();
    expect(paid.resultCode).toBe('Authorised');
    const placed = await who.confirm(
      who.confirmBody(cart, { payment: { ...CARD, psp_reference: paid.psp_reference } }),
    );
    expect(placed.statusCode).toBe(201);
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });

  it('no answer: the call ends after the time budget with 502, never waits for the provider', async () => {
    const { who } = await cardVisitor();
    const started = Date.now();
    const failed = await createPayment(who, 'Provider Slow');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('payment_provider_error');
    // The sandbox would answer after 10 minutes; the budget here is 300 ms.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await orderCount(test.server, who.idHash)).toBe(0);
  });

  it('down when the visitor comes back: no order until the provider confirms; reloading the return URL does', async () => {
    const { who, cart } = await cardVisitor();
    const created = await createPayment(who, 'Provider Down On Return');
    expect(created.statusCode).toBe(200);
    const redirectResult = await authoriseOnSandboxPage(who, created.json().action.url);

    const failed = await details(who, redirectResult);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('payment_provider_error');
    // The payment page said "Authorised", but the shop has not heard it from the provider: no order.
    const [row] = await test.server.database.db
      .select()
      .from(payments)
      .where(eq(payments.sessionIdHash, who.idHash));
    expect(row?.providerReference).toBeNull();
    const early = await who.confirm(
      who.confirmBody(cart, { payment: { ...CARD, psp_reference: 'SBX0000000000000' } }),
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('payment_not_authorised');
    expect(await orderCount(test.server, who.idHash)).toBe(0);

    const again = await details(who, redirectResult);
    expect(again.statusCode).toBe(200);
    expect(again.json().resultCode).toBe('Authorised');
    const placed = await who.confirm(
      who.confirmBody(cart, { payment: { ...CARD, psp_reference: again.json().psp_reference } }),
    );
    expect(placed.statusCode).toBe(201);
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });
});

describe(`a failing or slow SMS gateway (${database})`, () => {
  /** An order that needs SMS validation (the Windows server), placed in German. */
  async function smsOrder() {
    const who = new Visitor(() => test.server);
    const cart = await who.putCart(PRODUCT.smsAndAgreements);
    await who.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'de-DE' } });
    await who.fillCustomer();
    const placed = await who.confirm(who.confirmBody(cart, { mca_agreement: true, eult_agreement: true }));
    return { who, placed };
  }
  const resend = (who: Visitor, orderId: number) =>
    who.send({ method: 'GET', url: `/api/v1/${orderId}/sms` });

  it('an order placed while the gateway fails stands; asking again sends the code once the gateway is back', async () => {
    gateway.mode = 'fail';
    const { who, placed } = await smsOrder();
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order_id as number;
    const current = (await who.send({ method: 'GET', url: '/api/v2/session/order' })).json().data;
    expect(current).toMatchObject({ id: orderId, status: 'awaiting_sms_validation' });

    const refused = await resend(who, orderId);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      error: 'sms_send_failed',
      message: 'Der Code konnte nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    });

    gateway.mode = 'ok';
    const sent = await resend(who, orderId);
    expect(sent.statusCode).toBe(200);
    const message = gateway.received.at(-1);
    expect(message).toMatchObject({ reference: `order-${orderId}`, to: '+49 30 1234567' });
    const validated = await who.send({
      method: 'POST',
      url: `/api/v2/orders/${orderId}/validate`,
      payload: { method: 'sms', smsCode: gateway.lastCode() },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ validated: true, order_id: orderId });
  });

  it('a gateway that does not answer: the order still stands and a resend ends after the time budget with 502', async () => {
    gateway.mode = 'silent';
    const started = Date.now();
    const { who, placed } = await smsOrder();
    expect(placed.statusCode).toBe(201);
    const refused = await resend(who, placed.json().order_id);
    expect(refused.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(20_000);
    gateway.mode = 'ok';
  });
});
