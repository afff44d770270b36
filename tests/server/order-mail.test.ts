import type { Cart } from '@contract/cart';
import { orderMails } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { Attachment } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { CLOUDKONTOR, sepa } from './support/checkout';
import { ADDRESS, BANK_TRANSFER, COMPANY, PRIVATE_PERSON, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * The order confirmation e-mail over real SMTP: the server (in this process) delivers through
 * nodemailer to an SMTP server of the test (`smtp-server`), and the tests read what arrived, as
 * the customer's mail provider would.
 */
let sink: SmtpSink;
let test: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  test = await startTestServer(
    {
      SMTP_URL: sink.url,
      SMTP_TIMEOUT_MS: '5000',
      MAIL_LEASE_MS: '10000',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_RETRY_MAX_MS: '200',
      MAIL_MAX_ATTEMPTS: '5',
      LOG_LEVEL: 'trace',
    },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await test?.stop();
  await sink?.close();
});

const euros = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);

interface CartAnswer {
  data: Cart;
  totals: { monthly_net: number; monthly_gross: number; setup_net: number; setup_gross: number };
}

/** A visitor of `host` in `locale` with the cart of these products (first term each); answers the cart as seen. */
async function shopper(locale: 'de-DE' | 'en-GB', productIds: number[], host?: string) {
  const visitor = new Visitor(() => test.server, host);
  const set = await visitor.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: locale } });
  expect(set.statusCode, set.body).toBe(200);
  const cart = await visitor.putCart(...productIds);
  return { visitor, cart };
}

/** Saves the cart again (e.g. with a promotion code); answers what the visitor saw: cart and totals. */
async function saveCart(visitor: Visitor, cart: Cart): Promise<CartAnswer> {
  const answer = await visitor.send({ method: 'PUT', url: '/api/v2/session/cart', payload: cart });
  expect(answer.statusCode, answer.body).toBe(200);
  visitor.cartVersion = answer.json().version;
  return answer.json();
}

async function confirm(visitor: Visitor, cart: Cart, agreements = false) {
  const body = visitor.confirmBody(cart, {
    mca_agreement: agreements,
    eult_agreement: agreements,
    gtc_agreement: agreements,
  });
  const answer = await visitor.confirm(body, { 'if-match': `"${visitor.cartVersion}"` });
  expect(answer.statusCode, answer.body).toBe(201);
  return { ...(answer.json() as { order_code: string; order_id: number }), body };
}

/** The one message the sink received for this order (by the order code in its subject). */
async function mailOf(code: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = sink.received.filter((mail) => mail.message.subject?.includes(code));
    if (found.length > 0) {
      expect(found).toHaveLength(1);
      return found[0] as ReceivedMail;
    }
    if (Date.now() > deadline) throw new Error(`no mail for order ${code}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pdfs = (mail: ReceivedMail): Attachment[] =>
  mail.message.attachments.filter((attachment) => attachment.contentType === 'application/pdf');

const mailsOfOrder = (orderId: number) =>
  test.server.database.db.select().from(orderMails).where(eq(orderMails.orderId, orderId));

/** The order's (only) outbox row once the worker is done with it: sent or given up. */
async function settledMail(orderId: number) {
  const deadline = Date.now() + 10_000;
  let [row] = await mailsOfOrder(orderId);
  while (row?.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    [row] = await mailsOfOrder(orderId);
  }
  return row;
}

describe('the order confirmation e-mail', () => {
  it('hostwerk, German, private person with SEPA, a promotion and SMS validation: one mail with rows, totals and the terms', async () => {
    const { visitor, cart } = await shopper('de-DE', [PRODUCT.plain, PRODUCT.smsAndAgreements]);
    const promoted: Cart = {
      items: cart.items.map((item, index) =>
        index === 0 ? { ...item, product: { ...item.product, promotion: 'WELCOME10' } } : item,
      ),
    };
    const seen = await saveCart(visitor, promoted);
    expect(seen.data.items[0]?.product.promotion).toBe('WELCOME10');
    const contact = {
      ...PRIVATE_PERSON,
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'anna.berg@example.org',
    };
    await visitor.fillCustomer({ basicInfo: contact, address: ADDRESS, payment: sepa });
    const order = await confirm(visitor, seen.data, true);
    const reference = (await visitor.send({ method: 'GET', url: '/api/v2/session/support-reference' })).json()
      .data.reference as string;

    const mail = await mailOf(order.order_code);
    const { message } = mail;
    expect(mail.envelope.to).toEqual(['anna.berg@example.org']);
    expect(mail.envelope.from).toBe('bestellung@hostwerk.example');
    expect(message.from?.value).toEqual([
      { name: 'Hostwerk Bestellservice', address: 'bestellung@hostwerk.example' },
    ]);
    expect(message.replyTo?.value[0]?.address).toBe('kunden@hostwerk.example');
    expect(message.subject).toBe(`Bestellbestätigung ${order.order_code} – Hostwerk`);
    expect(message.messageId).toMatch(/^<order-[A-Z0-9]{10}-\d+@hostwerk\.example>$/);

    const text = message.text ?? '';
    expect(text).toContain('Guten Tag Anna Berg,');
    expect(text).toContain(`Bestellnummer: ${order.order_code}`);
    expect(text).toMatch(/Bestelldatum: \d{1,2}\. \w+ \d{4} um \d{2}:\d{2}/);
    expect(text).toContain('- Webhosting S');
    // The promotion named as on the order overview; its duration and what follows in the price.
    expect(text).toContain('Aktionscode WELCOME10');
    expect(text).toMatch(/\d+,\d{2}\s€ pro Monat in den ersten 3 Monaten, danach \d+,\d{2}\s€/u);
    expect(text).toContain('- Cloud VPS Windows');
    // The totals the visitor saw in the cart, net, VAT and gross.
    expect(text).toContain(`Netto: ${euros('de-DE', seen.totals.monthly_net)}`);
    expect(text).toContain(
      `MwSt. 19 %: ${euros('de-DE', Math.round((seen.totals.monthly_gross - seen.totals.monthly_net) * 100) / 100)}`,
    );
    expect(text).toContain(`Gesamt inkl. MwSt.: ${euros('de-DE', seen.totals.monthly_gross)}`);
    expect(text).toContain('SEPA-Lastschrift');
    expect(text).toContain('IBAN DE89 •••• 3000');
    expect(`${text}${message.html}`).not.toContain('370400440532013000');
    expect(text).toContain(
      'Bitte bestätigen Sie Ihre Bestellung mit dem Code, den wir Ihnen per SMS gesendet haben.',
    );
    expect(text).toContain(`Ihre Support-Referenz lautet ${reference}.`);
    expect(text).toContain('Telefon +49 30 1234567-1, E-Mail kunden@hostwerk.example');

    // The terms of a private person and the agreements the cart required, as PDFs.
    expect(
      pdfs(mail)
        .map((attachment) => attachment.filename)
        .sort(),
    ).toEqual(
      [
        'AGB Privatkunden.pdf',
        'Widerrufsbelehrung.pdf',
        'Microsoft Customer Agreement.pdf',
        'Endnutzer-Lizenzbedingungen.pdf',
      ].sort(),
    );
    for (const attachment of pdfs(mail)) expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');

    // The HTML part in the brand's theme: the logo embedded, the accent colour, the same rows.
    const logo = message.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(logo?.cid).toBeTruthy();
    const html = String(message.html);
    expect(html).toContain('#0b5fff');
    expect(html).toContain(order.order_code);
    expect(html).toContain('Webhosting S');
    expect(html).toContain(euros('de-DE', seen.totals.monthly_gross));
  });

  it('hostwerk, English, company with bank transfer: English texts, the business terms, no SMS section', async () => {
    const { visitor, cart } = await shopper('en-GB', [PRODUCT.plain]);
    const seen = await saveCart(visitor, cart);
    await visitor.fillCustomer({ basicInfo: COMPANY, address: ADDRESS, payment: BANK_TRANSFER });
    const order = await confirm(visitor, seen.data);

    const mail = await mailOf(order.order_code);
    expect(mail.envelope.to).toEqual([COMPANY.email]);
    expect(mail.message.subject).toBe(`Order confirmation ${order.order_code} – Hostwerk`);
    const text = mail.message.text ?? '';
    expect(text).toContain('Dear Erika Mustermann,');
    expect(text).toContain(`Order number: ${order.order_code}`);
    expect(text).toContain('- Web hosting S');
    expect(text).toContain('Your order (incl. VAT)');
    expect(text).toContain(`Total incl. VAT: ${euros('en-GB', seen.totals.monthly_gross)}`);
    expect(text).toContain(`Net: ${euros('en-GB', seen.totals.monthly_net)}`);
    expect(text).toContain('Bank transfer');
    expect(text).not.toContain('SMS');
    expect(pdfs(mail).map((attachment) => attachment.filename)).toEqual(['Terms for business customers.pdf']);
  });

  it('cloudkontor: its sender, theme and terms, prices net as the brand shows them', async () => {
    const { visitor, cart } = await shopper('en-GB', [PRODUCT.plain], CLOUDKONTOR);
    const seen = await saveCart(visitor, cart);
    await visitor.fillCustomer({ basicInfo: COMPANY, address: ADDRESS, payment: BANK_TRANSFER });
    const order = await confirm(visitor, seen.data);

    const mail = await mailOf(order.order_code);
    expect(mail.message.from?.value).toEqual([
      { name: 'Cloudkontor Orders', address: 'orders@cloudkontor.example' },
    ]);
    expect(mail.message.subject).toBe(`Order confirmation ${order.order_code} – Cloudkontor`);
    const text = mail.message.text ?? '';
    expect(text).toContain('Your order (excl. VAT)');
    expect(text).toContain(`Net: ${euros('en-GB', seen.totals.monthly_net)}`);
    expect(text).toContain(`Total incl. VAT: ${euros('en-GB', seen.totals.monthly_gross)}`);
    expect(text).toContain('accounts@cloudkontor.example');
    expect(String(mail.message.html)).toContain('#00796b');
    expect(pdfs(mail).map((attachment) => attachment.filename)).toEqual(['Terms of business.pdf']);
  });

  it('a repeated confirm (same idempotency key) places no second order and sends no second mail', async () => {
    const { visitor, cart } = await shopper('en-GB', [PRODUCT.plain2]);
    const seen = await saveCart(visitor, cart);
    await visitor.fillCustomer({ basicInfo: COMPANY, address: ADDRESS, payment: BANK_TRANSFER });
    const order = await confirm(visitor, seen.data);
    const again = await visitor.confirm(order.body, { 'if-match': `"${visitor.cartVersion}"` });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await mailOf(order.order_code);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.filter((mail) => mail.message.subject?.includes(order.order_code))).toHaveLength(1);
    expect(await mailsOfOrder(order.order_id)).toHaveLength(1);
  });

  it('tries again with backoff while the SMTP server answers "try later" (451), then delivers once', async () => {
    sink.refuseNext(2, 451);
    const { visitor, cart } = await shopper('en-GB', [PRODUCT.plain]);
    const seen = await saveCart(visitor, cart);
    await visitor.fillCustomer({ basicInfo: COMPANY, address: ADDRESS, payment: BANK_TRANSFER });
    const order = await confirm(visitor, seen.data);

    await mailOf(order.order_code);
    const row = await settledMail(order.order_id);
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(3);
  });

  it('gives up at once when the SMTP server refuses the message for good (550), and says so', async () => {
    sink.refuseNext(1, 550);
    const { visitor, cart } = await shopper('en-GB', [PRODUCT.plain]);
    const seen = await saveCart(visitor, cart);
    await visitor.fillCustomer({ basicInfo: COMPANY, address: ADDRESS, payment: BANK_TRANSFER });
    const order = await confirm(visitor, seen.data);

    const row = await settledMail(order.order_id);
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('550');
    expect(sink.received.filter((mail) => mail.message.subject?.includes(order.order_code))).toHaveLength(0);
  });

  it('logs deliveries by ids and error codes only: no address, name or content of a mail', () => {
    const text = logLines.join('\n');
    expect(text).toContain('order mail sent');
    expect(text).toContain('order mail not delivered');
    for (const secret of [
      'anna.berg@example.org',
      COMPANY.email,
      'Anna',
      'Mustermann',
      'Bestellbestätigung',
      'Order confirmation',
      'Try again later',
      'Refused',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
