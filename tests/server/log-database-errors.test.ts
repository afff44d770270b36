import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaPayment } from '../support/sepa-payment';
import { PRIVATE_PERSON, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * A database write that fails is logged with its SQLSTATE and its statement's name, never with
 * the statement's parameters: the captured log of failed writes full of personal data and secrets
 * holds none of them.
 */
const lines: string[] = [];
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await test.stop();
});

const ROOT_PASSWORD = 'Secret#Pass12';
const PERSON = {
  ...PRIVATE_PERSON,
  first_name: 'Wilhelmina',
  last_name: 'Fehlerlog',
  email: 'wilhelmina@example.org',
};
const SEPA = sepaPayment('Wilhelmina Fehlerlog');

const logged = () => lines.join('\n');
const errorEntries = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
    .filter((entry) => entry.err !== undefined);

function expectNone(text: string, secrets: string[]): void {
  for (const secret of secrets) expect(text, `the log contains ${secret}`).not.toContain(secret);
}

describe('a failed database write in the log', () => {
  it('the cart of the issue (a lone surrogate beside a root password) is no 500 and logs no password', async () => {
    const who = new Visitor(() => test.server);
    const cart = await who.putCart(PRODUCT.smsAndAgreements);
    const row = cart.items[0];
    if (!row) throw new Error('no row');
    const response = await who.send({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'content-type': 'application/json' },
      // JSON.stringify writes the lone surrogate as the escape \ud800, as an attacker's JSON would.
      payload: JSON.stringify({
        items: [{ ...row, product: { ...row.product, informations: [{ key: 'note', value: '\ud800' }] } }],
      }),
    });
    expect(response.statusCode).toBeLessThan(500);
    expectNone(logged(), [ROOT_PASSWORD, who.idHash]);
  });

  it('a cart write the database refuses: code and statement logged, no password, no session hash', async () => {
    // From now on the database refuses every cart with a row (a check the shop knows nothing of).
    await test.server.database.db.execute(
      sql.raw(
        `alter table sessions add constraint refuse_carts check (jsonb_array_length(cart->'items') = 0) not valid`,
      ),
    );
    try {
      const who = new Visitor(() => test.server);
      await who.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'en-GB' } });
      await expect(who.putCart(PRODUCT.smsAndAgreements)).rejects.toThrow(/cart not saved/);
      const entry = errorEntries().at(-1);
      expect(entry?.err).toEqual({
        type: 'DatabaseError',
        message: 'a database statement failed',
        stack: '',
        code: '23514',
        statement: 'update sessions',
      });
      expectNone(logged(), [ROOT_PASSWORD, who.idHash, 'Failed query', 'params']);
    } finally {
      await test.server.database.db.execute(sql.raw('alter table sessions drop constraint refuse_carts'));
    }
  });

  it('an order write the database refuses: no name, e-mail, IBAN or holder in the log', async () => {
    await test.server.database.db.execute(
      sql.raw('alter table orders add constraint refuse_orders check (id < 0) not valid'),
    );
    try {
      const who = new Visitor(() => test.server);
      const cart = await who.putCart(PRODUCT.plain);
      await who.fillCustomer({ basicInfo: PERSON, payment: SEPA });
      const placed = await who.confirm(who.confirmBody(cart, { comment: 'Bitte schnell' }));
      expect(placed.statusCode).toBe(500);
      expect(placed.json().error).toBe('internal');
      const entry = errorEntries().at(-1);
      expect(entry?.err).toMatchObject({ type: 'DatabaseError', code: '23514', statement: 'insert orders' });
      expectNone(logged(), [
        PERSON.first_name,
        PERSON.last_name,
        PERSON.email,
        SEPA.iban,
        SEPA.iban.replaceAll(' ', ''),
        'Bitte schnell',
        who.idHash,
      ]);
    } finally {
      await test.server.database.db.execute(sql.raw('alter table orders drop constraint refuse_orders'));
    }
  });
});
