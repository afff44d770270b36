import { HttpClientException } from '@adyen/api-library';
import { loadConfig } from '@server/config';
import { orders, payments } from '@server/db/schema';
import { AdyenCardProvider } from '@server/payments/adyen';
import { PaymentService } from '@server/payments/service';
import { ProviderError } from '@server/payments/types';
import { SessionStore } from '@server/sessions/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCount, PRODUCT, Visitor } from './support/orders';
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

/** inject's default Host is `localhost:80`: the visitor's origin. */
const ORIGIN = 'http://localhost';
const CARD = { type: 'adyen-scheme', permission: true } as const;
const PAYPAL = { type: 'paypal-integration', permission: true } as const;

const createBody = (overrides: Record<string, unknown> = {}) => ({
  paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', holderName: 'Erika M' },
  origin: ORIGIN,
  returnUrl: `${ORIGIN}/confirm`,
  channel: 'web',
  shopperEmail: 'erika@example.com',
  ...overrides,
});

const form = (body: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: body,
});

/** A visitor with a cart and customer data whose payment option is the card provider. */
async function cardVisitor() {
  const who = visitor();
  const cart = await who.putCart(PRODUCT.plain);
  await who.fillCustomer({ payment: CARD });
  return { who, cart };
}

async function createPayment(who: Visitor) {
  const response = await who.send({
    method: 'POST',
    url: '/api/v2/adyen/create-payment',
    payload: createBody(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Create-payment, then the sandbox page's button: answers the redirect URL back to the shop. */
async function payOnSandboxPage(who: Visitor, result: string) {
  const created = await createPayment(who);
  const page = new URL(created.action.url).pathname;
  const decided = await who.send({ method: 'POST', url: page, ...form(`result=${result}`) });
  expect(decided.statusCode).toBe(303);
  const back = new URL(String(decided.headers.location));
  return { created, page, back, redirectResult: back.searchParams.get('redirectResult') ?? '' };
}

const details = (who: Visitor, redirectResult: string) =>
  who.send({
    method: 'POST',
    url: '/api/v2/adyen/payment-details',
    payload: { details: { redirectResult } },
  });

describe(`card payments through the sandbox provider (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the sandbox methods with the contract shape, and refuses a bad country code', async () => {
    const who = visitor();
    const methods = await who.send({
      method: 'POST',
      url: '/api/v2/adyen/payment-methods',
      payload: { countryCode: 'DE' },
    });
    expect(methods.statusCode).toBe(200);
    expect(methods.json()).toMatchObject({ client_key: 'sandbox', environment: 'sandbox' });
    expect(methods.json().methods[0]).toMatchObject({ type: 'scheme' });
    const bad = await who.send({
      method: 'POST',
      url: '/api/v2/adyen/payment-methods',
      payload: { countryCode: 'de' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.countryCode).toHaveLength(1);
  });

  it('answers create-payment with a redirect to our own sandbox page, amount from the server', async () => {
    const { who } = await cardVisitor();
    const created = await createPayment(who);
    expect(created).toMatchObject({
      resultCode: 'RedirectShopper',
      psp_reference: null,
      recurring_reference: null,
    });
    expect(created.action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'scheme' });
    const url = new URL(created.action.url);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toMatch(/^\/sandbox\/payment\/[A-Z0-9]{10}$/);

    const [row] = await db().select().from(payments).where(eq(payments.sessionIdHash, who.idHash));
    const shown = (await who.send({ method: 'GET', url: '/api/v2/session/cart' })).json();
    expect(row?.amountCents).toBeGreaterThanOrEqual(Math.round(shown.totals.monthly_gross * 100));
    expect(row).toMatchObject({ status: 'redirect_shopper', provider: 'sandbox', currency: 'EUR' });

    const page = await who.send({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const button of ['Authorised', 'Pending', 'Received', 'Refused']) {
      expect(page.body).toContain(`value="${button}"`);
    }
  });

  it('refuses create-payment without a cart, with a foreign origin or return URL, or bad data', async () => {
    const empty = visitor();
    await empty.saveCart({ items: [] });
    const noCart = await empty.send({
      method: 'POST',
      url: '/api/v2/adyen/create-payment',
      payload: createBody(),
    });
    expect(noCart.statusCode).toBe(422);
    expect(noCart.json().error).toBe('cart_empty');

    const { who } = await cardVisitor();
    const cases: [Record<string, unknown>, string][] = [
      [{ origin: 'https://evil.example' }, 'origin'],
      [{ returnUrl: 'https://evil.example/confirm' }, 'returnUrl'],
      [{ returnUrl: `${ORIGIN}/cart` }, 'returnUrl'],
      [{ returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
      [{ channel: 'ios' }, 'channel'],
      [{ shopperEmail: 'nope' }, 'shopperEmail'],
      [{ paymentMethod: { type: 'scheme', nested: { a: 1 } } }, 'paymentMethod.nested'],
    ];
    for (const [overrides, field] of cases) {
      const response = await who.send({
        method: 'POST',
        url: '/api/v2/adyen/create-payment',
        payload: createBody(overrides),
      });
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
  });

  it('authorises through the sandbox page, then the order is placed with the provider’s references', async () => {
    const { who, cart } = await cardVisitor();
    const { created, back, redirectResult } = await payOnSandboxPage(who, 'Authorised');
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/confirm`);
    // The app's redirect sanitiser keeps word characters and ! + / =: the token survives it.
    expect(redirectResult).toMatch(/^[A-Za-z0-9]{40}$/);

    const result = await details(who, redirectResult);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ resultCode: 'Authorised', action: null, refusal_reason: null });
    expect(result.json().psp_reference).toMatch(/^SBX\d{13}$/);
    expect(result.json().recurring_reference).toMatch(/^SBXR\d{12}$/);

    const confirm = await who.confirm(
      who.confirmBody(cart, { payment: { ...CARD, psp_reference: result.json().psp_reference } }),
    );
    expect(confirm.statusCode).toBe(201);
    // The order takes the payment's reference as its code (the merchant reference the provider knows).
    expect(confirm.json().order_code).toBe(new URL(created.action.url).pathname.split('/').pop());
    const [order] = await db().select().from(orders).where(eq(orders.id, confirm.json().order_id));
    expect(order).toMatchObject({ paymentStatus: 'authorised', paymentType: 'adyen-scheme' });
    expect(order?.payment).toMatchObject({
      psp_reference: result.json().psp_reference,
      recurring_reference: result.json().recurring_reference,
    });
  });

  it.each([
    ['Pending', 'pending'],
    ['Received', 'pending'],
  ])('takes %s as the provider’s confirmation (order payment status %s)', async (resultCode, status) => {
    const { who, cart } = await cardVisitor();
    const { redirectResult } = await payOnSandboxPage(who, resultCode);
    const result = (await details(who, redirectResult)).json();
    expect(result.resultCode).toBe(resultCode);
    expect(result.psp_reference).toMatch(/^SBX/);
    const confirm = await who.confirm(
      who.confirmBody(cart, { payment: { ...CARD, psp_reference: result.psp_reference } }),
    );
    expect(confirm.statusCode).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.id, confirm.json().order_id));
    expect(order?.paymentStatus).toBe(status);
  });

  it('never places an order without the provider’s confirmation', async () => {
    const { who, cart } = await cardVisitor();
    const { redirectResult } = await payOnSandboxPage(who, 'Refused');
    const refused = (await details(who, redirectResult)).json();
    expect(refused).toMatchObject({ resultCode: 'Refused', psp_reference: null, recurring_reference: null });
    expect(refused.refusal_reason).toBeTruthy();

    // The refused payment's reference as the provider keeps it, and made-up ones, are all refused.
    const [row] = await db().select().from(payments).where(eq(payments.sessionIdHash, who.idHash));
    for (const psp of [row?.providerReference ?? 'none', 'SBX0000000000000', null]) {
      const confirm = await who.confirm(who.confirmBody(cart, { payment: { ...CARD, psp_reference: psp } }));
      expect(confirm.statusCode).toBe(422);
      expect(confirm.json().error).toBe('payment_not_authorised');
      expect(confirm.json().errors.payment).toHaveLength(1);
    }
    // A payment that never came back from the provider page is not confirmed either.
    const waiting = await createPayment(who);
    expect(waiting.psp_reference).toBeNull();
    expect(await orderCount(test.server, who.idHash)).toBe(0);
  });

  it('refuses forged redirect results and ones replayed from another session', async () => {
    const { who } = await cardVisitor();
    const { redirectResult } = await payOnSandboxPage(who, 'Authorised');
    for (const forged of [
      'forgedforgedforgedforgedforgedforged0000',
      // The real result with its last character changed (to one it surely is not).
      `${redirectResult.slice(0, -1)}${redirectResult.endsWith('x') ? 'y' : 'x'}`,
      'a',
    ]) {
      const response = await details(who, forged);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('payment_details_invalid');
    }
    const thief = visitor();
    await thief.putCart(PRODUCT.plain);
    const stolen = await details(thief, redirectResult);
    expect(stolen.statusCode).toBe(422);
    const anonymous = await test.server.app.inject({
      method: 'POST',
      url: '/api/v2/adyen/payment-details',
      payload: { details: { redirectResult } },
    });
    expect(anonymous.statusCode).toBe(422);
    // The owner still gets the decision (the thief's attempt changed nothing).
    expect((await details(who, redirectResult)).json().resultCode).toBe('Authorised');
    const bad = await details(who, '');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['details.redirectResult']).toHaveLength(1);
  });

  it('answers a replayed return URL of the same session with the same decision, and the same order', async () => {
    const { who, cart } = await cardVisitor();
    const { redirectResult } = await payOnSandboxPage(who, 'Authorised');
    const first = (await details(who, redirectResult)).json();
    const placed = await who.confirm(
      who.confirmBody(cart, { payment: { ...CARD, psp_reference: first.psp_reference } }),
    );
    expect(placed.statusCode).toBe(201);

    // Back button / reload of /confirm?redirectResult=…: a new confirm attempt with a new key.
    const again = (await details(who, redirectResult)).json();
    expect(again).toEqual(first);
    const replayed = await who.confirm(
      who.confirmBody(cart, { payment: { ...CARD, psp_reference: again.psp_reference } }),
    );
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(placed.json());
    expect(await orderCount(test.server, who.idHash)).toBe(1);

    // The paid payment cannot pay for another cart.
    const other = await who.putCart(PRODUCT.plain2);
    const reuse = await who.confirm(
      who.confirmBody(other, { payment: { ...CARD, psp_reference: first.psp_reference } }),
    );
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().error).toBe('payment_already_used');
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });

  it('refuses an order whose cart changed after the payment was started', async () => {
    const { who } = await cardVisitor();
    const { redirectResult } = await payOnSandboxPage(who, 'Authorised');
    const paid = (await details(who, redirectResult)).json();
    const changed = await who.putCart(PRODUCT.plain, PRODUCT.plain2);
    const confirm = await who.confirm(
      who.confirmBody(changed, { payment: { ...CARD, psp_reference: paid.psp_reference } }),
    );
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error).toBe('payment_cart_mismatch');
    expect(await orderCount(test.server, who.idHash)).toBe(0);
  });

  it('serves the sandbox page only to the session that started the payment, and only once per decision', async () => {
    const { who } = await cardVisitor();
    const created = await createPayment(who);
    const page = new URL(created.action.url).pathname;
    const stranger = visitor();
    await stranger.putCart(PRODUCT.plain);
    expect((await stranger.send({ method: 'GET', url: page })).statusCode).toBe(404);
    const strangerPost = await stranger.send({ method: 'POST', url: page, ...form('result=Authorised') });
    expect(strangerPost.statusCode).toBe(404);
    expect((await who.send({ method: 'GET', url: '/sandbox/payment/NOSUCHREF1' })).statusCode).toBe(404);
    expect((await who.send({ method: 'POST', url: page, ...form('result=Maybe') })).statusCode).toBe(404);

    const first = await who.send({ method: 'POST', url: page, ...form('result=Authorised') });
    const doubleClick = await who.send({ method: 'POST', url: page, ...form('result=Authorised') });
    expect(doubleClick.headers.location).toBe(first.headers.location);
    const otherButton = await who.send({ method: 'POST', url: page, ...form('result=Refused') });
    expect(otherButton.statusCode).toBe(409);

    // The JSON API still refuses form bodies.
    const formToApi = await who.send({ method: 'POST', url: '/api/v2/orders', ...form('a=b') });
    expect(formToApi.statusCode).toBe(415);
  });
});

describe('PayPal subscriptions through the sandbox provider', () => {
  async function paypalVisitor() {
    const who = visitor();
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ payment: PAYPAL });
    return { who, cart };
  }

  async function subscribe(who: Visitor) {
    const response = await who.send({
      method: 'POST',
      url: '/api/v2/paypal/create-subscription',
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const approve = body.links.find((link: { rel: string }) => link.rel === 'approve');
    return { id: body.subscription_id as string, approve: new URL(approve.href) };
  }

  it('creates a subscription with an approve link to our sandbox page; the id survives the redirect sanitiser', async () => {
    const { who } = await paypalVisitor();
    const { id, approve } = await subscribe(who);
    expect(id).toMatch(/^SBXSUB[A-Z0-9]{20}$/);
    expect(approve.origin).toBe(ORIGIN);
    expect(approve.pathname).toBe(`/sandbox/paypal/${id}`);
    const page = await who.send({ method: 'GET', url: approve.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="approve"');
    expect(page.body).toContain('value="cancel"');

    const unknownKey = await who.send({
      method: 'POST',
      url: '/api/v2/paypal/create-subscription',
      payload: { plan: 'x' },
    });
    expect(unknownKey.statusCode).toBe(422);
    const noCart = visitor();
    await noCart.saveCart({ items: [] });
    const empty = await noCart.send({
      method: 'POST',
      url: '/api/v2/paypal/create-subscription',
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });

  it('confirms only after approval, checked with the provider, and once', async () => {
    const { who, cart } = await paypalVisitor();
    const { id, approve } = await subscribe(who);
    const early = await who.confirm(who.confirmBody(cart, { payment: { ...PAYPAL, paypal_reference: id } }));
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('subscription_not_active');

    const approved = await who.send({ method: 'POST', url: approve.pathname, ...form('action=approve') });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${ORIGIN}/confirm?subscription_id=${id}`);

    const body = who.confirmBody(cart, { payment: { ...PAYPAL, paypal_reference: id } });
    const placed = await who.confirm(body);
    expect(placed.statusCode).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.json().order_id));
    expect(order).toMatchObject({ paymentStatus: 'subscription_active', paymentType: 'paypal-integration' });
    // Returning to /confirm?subscription_id=… again (a new attempt) answers the same order.
    const replay = await who.confirm({ ...body, idempotency_key: `${body.idempotency_key.slice(0, -2)}-2` });
    expect(replay.json()).toEqual(placed.json());
    expect(await orderCount(test.server, who.idHash)).toBe(1);

    // A placed order's subscription cannot be cancelled here.
    const cancel = await who.send({
      method: 'POST',
      url: '/api/v2/paypal/cancel-subscription',
      payload: { subscription_id: id },
    });
    expect(cancel.statusCode).toBe(409);
  });

  it('sends a cancel back to the cancel route with the order code to be; the subscription is then unusable', async () => {
    const { who, cart } = await paypalVisitor();
    const { id, approve } = await subscribe(who);
    const cancelled = await who.send({ method: 'POST', url: approve.pathname, ...form('action=cancel') });
    expect(cancelled.statusCode).toBe(303);
    expect(String(cancelled.headers.location)).toMatch(
      /^http:\/\/localhost\/cancel-paypal-subscription\/[A-Z0-9]{10}$/,
    );
    const confirm = await who.confirm(
      who.confirmBody(cart, { payment: { ...PAYPAL, paypal_reference: id } }),
    );
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().error).toBe('subscription_not_active');
  });

  it('finds a subscription whose id lost its hyphen in the app’s redirect sanitiser (PayPal’s I-… ids)', async () => {
    const service = new PaymentService(db(), new SessionStore(db(), 60_000), loadConfig({}));
    const session = 'f'.repeat(64);
    await db().insert(payments).values({
      reference: 'HYPHENREF2',
      sessionIdHash: session,
      brandId: 1,
      kind: 'paypal',
      provider: 'sandbox',
      amountCents: 100,
      currency: 'EUR',
      cartHash: 'x',
      status: 'active',
      providerReference: 'I-BW452GLLEP1G',
      redirectReference: 'IBW452GLLEP1G',
    });
    expect((await service.findSubscription(session, 'IBW452GLLEP1G'))?.reference).toBe('HYPHENREF2');
    expect((await service.findSubscription(session, 'I-BW452GLLEP1G'))?.reference).toBe('HYPHENREF2');
    expect(await service.findSubscription('e'.repeat(64), 'IBW452GLLEP1G')).toBeNull();
  });

  it('cancels a subscription of this session only; a forged or another session’s id is refused', async () => {
    const { who, cart } = await paypalVisitor();
    const { id, approve } = await subscribe(who);
    await who.send({ method: 'POST', url: approve.pathname, ...form('action=approve') });

    const stranger = visitor();
    await stranger.putCart(PRODUCT.plain);
    const theirs = await stranger.send({
      method: 'POST',
      url: '/api/v2/paypal/cancel-subscription',
      payload: { subscription_id: id },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await stranger.send({ method: 'GET', url: approve.pathname })).statusCode).toBe(404);
    await stranger.fillCustomer({ payment: PAYPAL });
    const strangerConfirm = await stranger.confirm(
      stranger.confirmBody(cart, { payment: { ...PAYPAL, paypal_reference: id } }),
    );
    expect(strangerConfirm.statusCode).toBe(422);
    expect(strangerConfirm.json().error).toBe('subscription_not_active');

    const forged = await who.send({
      method: 'POST',
      url: '/api/v2/paypal/cancel-subscription',
      payload: { subscription_id: 'SBXSUBFORGED' },
    });
    expect(forged.statusCode).toBe(404);
    const malformed = await who.send({
      method: 'POST',
      url: '/api/v2/paypal/cancel-subscription',
      payload: { subscription_id: 'a b' },
    });
    expect(malformed.statusCode).toBe(422);

    const mine = await who.send({
      method: 'POST',
      url: '/api/v2/paypal/cancel-subscription',
      payload: { subscription_id: id },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ ok: true });
    const confirm = await who.confirm(
      who.confirmBody(cart, { payment: { ...PAYPAL, paypal_reference: id } }),
    );
    expect(confirm.json().error).toBe('subscription_not_active');
  });
});

describe('the Adyen adapter (official library, with a fake HTTP client instead of the network)', () => {
  const config = {
    kind: 'adyen' as const,
    apiKey: 'test_api_key',
    clientKey: 'test_client_key',
    merchantAccount: 'ShopECOM',
    environment: 'test' as const,
    liveUrlPrefix: undefined,
  };

  function fakeAdyen(answers: Record<string, unknown | Error>) {
    const calls: { endpoint: string; body: Record<string, unknown>; idempotencyKey?: string | undefined }[] =
      [];
    const httpClient = {
      async request(
        endpoint: string,
        json: string | Buffer,
        _config: unknown,
        _key: boolean,
        options?: { idempotencyKey?: string },
      ) {
        calls.push({ endpoint, body: JSON.parse(String(json)), idempotencyKey: options?.idempotencyKey });
        const path = new URL(endpoint).pathname.split('/').slice(2).join('/');
        const answer = answers[path];
        if (answer instanceof Error) throw answer;
        return JSON.stringify(answer ?? {});
      },
    };
    return { provider: new AdyenCardProvider(config, httpClient as never), calls };
  }

  it('sends our reference, the server amount and the stored-card flags, and passes the action on', async () => {
    const { provider, calls } = fakeAdyen({
      payments: {
        resultCode: 'RedirectShopper',
        action: {
          type: 'redirect',
          url: 'https://test.adyen.com/hpp/3d',
          method: 'GET',
          paymentMethodType: 'scheme',
        },
        merchantReference: 'ABCDEFGHJK',
      },
    });
    const result = await provider.createPayment({
      reference: 'ABCDEFGHJK',
      amountCents: 1190,
      currency: 'EUR',
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'enc' },
      returnUrl: 'https://shop.example/confirm',
      origin: 'https://shop.example',
      shopperEmail: 'erika@example.com',
      shopperReference: 'shopper-1',
      locale: 'de-DE',
    });
    expect(result).toMatchObject({ resultCode: 'RedirectShopper', merchantReference: 'ABCDEFGHJK' });
    expect(result.action).toMatchObject({ type: 'redirect', url: 'https://test.adyen.com/hpp/3d' });
    const [call] = calls;
    expect(call?.endpoint).toMatch(/^https:\/\/checkout-test\.adyen\.com\/v\d+\/payments$/);
    expect(call?.idempotencyKey).toBe('payment-ABCDEFGHJK');
    expect(call?.body).toMatchObject({
      merchantAccount: 'ShopECOM',
      reference: 'ABCDEFGHJK',
      amount: { currency: 'EUR', value: 1190 },
      returnUrl: 'https://shop.example/confirm',
      channel: 'Web',
      shopperInteraction: 'Ecommerce',
      recurringProcessingModel: 'Subscription',
      storePaymentMethod: true,
    });
  });

  it('reads the decision and the stored card of payment details; a refused redirect result is null', async () => {
    const { provider } = fakeAdyen({
      'payments/details': {
        resultCode: 'Authorised',
        pspReference: 'PSP123',
        merchantReference: 'ABCDEFGHJK',
        additionalData: { 'recurring.recurringDetailReference': 'REC456' },
      },
    });
    expect(await provider.paymentDetails({ redirectResult: 'Ab12+/=' })).toMatchObject({
      resultCode: 'Authorised',
      pspReference: 'PSP123',
      recurringReference: 'REC456',
      merchantReference: 'ABCDEFGHJK',
    });
    const refusing = fakeAdyen({
      'payments/details': new HttpClientException({ message: 'Invalid payload', statusCode: 422 }),
    });
    expect(await refusing.provider.paymentDetails({ redirectResult: 'forged' })).toBeNull();
    const down = fakeAdyen({
      'payments/details': new HttpClientException({ message: 'down', statusCode: 503 }),
    });
    await expect(down.provider.paymentDetails({ redirectResult: 'x' })).rejects.toBeInstanceOf(ProviderError);
  });

  it('is switched on by configuration: all three settings or none', () => {
    expect(loadConfig({}).cardPayments).toEqual({ kind: 'sandbox' });
    expect(loadConfig({}).paypal).toEqual({ kind: 'sandbox' });
    expect(loadConfig({}).sms).toEqual({ kind: 'outbox' });
    expect(
      loadConfig({ ADYEN_API_KEY: 'k', ADYEN_CLIENT_KEY: 'c', ADYEN_MERCHANT_ACCOUNT: 'm' }).cardPayments,
    ).toMatchObject({ kind: 'adyen', environment: 'test' });
    expect(() => loadConfig({ ADYEN_API_KEY: 'k' })).toThrow(
      /ADYEN_CLIENT_KEY, ADYEN_MERCHANT_ACCOUNT missing/,
    );
    expect(() =>
      loadConfig({
        ADYEN_API_KEY: 'k',
        ADYEN_CLIENT_KEY: 'c',
        ADYEN_MERCHANT_ACCOUNT: 'm',
        ADYEN_ENVIRONMENT: 'live',
      }),
    ).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });
});
