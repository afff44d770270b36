import { orderMails } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUDKONTOR } from './support/checkout';
import { ADDRESS, BANK_TRANSFER, COMPANY, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * Without SMTP settings the order confirmation lands in the local outbox (the default), which
 * support reads like the SMS outbox; support previews an order's mail and sends it again on the
 * staff pages.
 */
let test: TestServer;
let order: { order_code: string; order_id: number };

const HOST = 'hostwerk.localhost';
const inject = (options: InjectOptions) => test.server.app.inject(options);

interface OutboxMessage {
  mail_id: number;
  order_id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { file_name: string; content_type: string; size: number }[];
}

async function outbox(orderId: number, expected: number): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await inject({ method: 'GET', url: `/api/v2/support/mail-outbox?order_id=${orderId}` });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as OutboxMessage[];
    if (data.length >= expected || Date.now() > deadline) return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signIn(email: string, password: string): Promise<string> {
  const signed = await inject({
    method: 'POST',
    url: '/staff/sign-in',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password, next: '/staff/orders' }).toString(),
  });
  expect(signed.statusCode).toBe(303);
  const cookie = String(signed.headers['set-cookie']).match(/(?:^|\s)(staff=[^;]+)/)?.[1];
  if (!cookie) throw new Error('no staff cookie');
  return cookie;
}

beforeAll(async () => {
  test = await startTestServer({ MAIL_POLL_MS: '100' });
  const visitor = new Visitor(() => test.server);
  await visitor.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'en-GB' } });
  const cart = await visitor.putCart(PRODUCT.plain);
  await visitor.fillCustomer({ basicInfo: COMPANY, address: ADDRESS, payment: BANK_TRANSFER });
  const placed = await visitor.confirm(visitor.confirmBody(cart), { 'if-match': `"${visitor.cartVersion}"` });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json();
});
afterAll(async () => {
  await test?.stop();
});

describe('the local mail outbox (no SMTP server configured)', () => {
  it('holds the confirmation of a placed order, as support reads it', async () => {
    const [message, ...more] = await outbox(order.order_id, 1);
    expect(more).toHaveLength(0);
    expect(message?.to).toBe(COMPANY.email);
    expect(message?.from).toBe('Hostwerk Bestellservice <bestellung@hostwerk.example>');
    expect(message?.subject).toBe(`Order confirmation ${order.order_code} – Hostwerk`);
    expect(message?.text).toContain(`Order number: ${order.order_code}`);
    expect(message?.html).toContain(order.order_code);
    expect(message?.attachments).toEqual([
      {
        file_name: 'Terms for business customers.pdf',
        content_type: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
  });
});

describe('support previews and resends an order mail on the staff pages', () => {
  const page = `/staff/orders/${'CODE'}/mail`;
  const pageOf = (code: string) => page.replace('CODE', code);

  it('sends visitors to the sign-in and refuses staff without the support role', async () => {
    const anonymous = await inject({ method: 'GET', url: pageOf(order.order_code), headers: { host: HOST } });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe(
      `/staff/sign-in?next=${encodeURIComponent(pageOf(order.order_code))}`,
    );
    const agent = await signIn('agent@hostwerk.example', 'agent-test-1');
    const refused = await inject({
      method: 'GET',
      url: pageOf(order.order_code),
      headers: { host: HOST, cookie: agent },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Only support can see and send order mails');
    const resend = await inject({
      method: 'POST',
      url: `${pageOf(order.order_code)}/resend`,
      headers: { host: HOST, cookie: agent, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(resend.statusCode).toBe(403);
    const rows = await test.server.database.db
      .select()
      .from(orderMails)
      .where(eq(orderMails.orderId, order.order_id));
    expect(rows).toHaveLength(1);
  });

  it('shows support the mail as it goes out: sender, recipient, subject, attachments, text and HTML', async () => {
    const support = await signIn('support@hostwerk.example', 'support-test-1');
    const found = await inject({
      method: 'GET',
      url: `/staff/orders?code=${order.order_code.toLowerCase()}`,
      headers: { host: HOST, cookie: support },
    });
    expect(found.statusCode).toBe(303);
    expect(found.headers.location).toBe(pageOf(order.order_code));

    const preview = await inject({
      method: 'GET',
      url: pageOf(order.order_code),
      headers: { host: HOST, cookie: support },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(`<h1>Confirmation mail of order ${order.order_code}</h1>`);
    expect(preview.body).toContain('Hostwerk Bestellservice &#60;bestellung@hostwerk.example&#62;');
    expect(preview.body).toContain(COMPANY.email);
    expect(preview.body).toContain(`Order confirmation ${order.order_code} – Hostwerk`);
    expect(preview.body).toContain('<li>Terms for business customers.pdf</li>');
    expect(preview.body).toContain('<td>placed</td><td>sent</td><td>1</td>');
    expect(preview.body).toContain('Send the confirmation again');

    const html = await inject({
      method: 'GET',
      url: `${pageOf(order.order_code)}.html`,
      headers: { host: HOST, cookie: support },
    });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(order.order_code);
    expect(html.body).toContain('src="data:image/png;base64,');

    const unknown = await inject({
      method: 'GET',
      url: '/staff/orders?code=NOSUCHCODE',
      headers: { host: HOST, cookie: support },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No order with the number NOSUCHCODE.');
    // Another brand's staff pages do not show this brand's orders.
    const otherBrand = await inject({
      method: 'GET',
      url: pageOf(order.order_code),
      headers: { host: CLOUDKONTOR, cookie: support },
    });
    expect(otherBrand.statusCode).toBe(404);
  });

  it('sends the confirmation again when support asks: a second delivery of the same mail', async () => {
    const support = await signIn('support@hostwerk.example', 'support-test-1');
    const resend = await inject({
      method: 'POST',
      url: `${pageOf(order.order_code)}/resend`,
      headers: { host: HOST, cookie: support, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(resend.statusCode).toBe(303);
    expect(resend.headers.location).toBe(`${pageOf(order.order_code)}?resent=1`);
    const after = await inject({
      method: 'GET',
      url: resend.headers.location as string,
      headers: { host: HOST, cookie: support },
    });
    expect(after.body).toContain('The confirmation is queued and will be sent again shortly.');

    const messages = await outbox(order.order_id, 2);
    expect(messages).toHaveLength(2);
    expect(messages[0]?.subject).toBe(messages[1]?.subject);
    expect(messages[0]?.to).toBe(COMPANY.email);
    const rows = await test.server.database.db
      .select()
      .from(orderMails)
      .where(eq(orderMails.orderId, order.order_id));
    expect(rows.map((row) => row.reason).sort()).toEqual(['placed', 'resend']);
    expect(rows.find((row) => row.reason === 'resend')?.requestedBy).toEqual(expect.any(Number));
  });
});
