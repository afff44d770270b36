import type { Cart } from '@contract/cart';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaPayment } from '../support/sepa-payment';
import { ADDRESS, COMPANY, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * The contract's storable-text rule (src/contract/storable-text.ts) over the string fields of the
 * writing endpoints: a text with U+0000 or a lone surrogate at any of them is a 422 naming that
 * field in the visitor's language, and no generated text at any of them is ever answered 500.
 */
let test: TestServer;
let cart: Cart;
let who: Visitor;
beforeAll(async () => {
  test = await startTestServer();
  who = new Visitor(() => test.server);
  // The Windows server: four additional fields, one of them a root password; a domain row too.
  cart = await who.putCart(PRODUCT.smsAndAgreements);
  await who.fillCustomer({ basicInfo: COMPANY, payment: sepaPayment() });
});
afterAll(async () => {
  await test.stop();
});

type Path = readonly (string | number)[];

interface Target {
  method: 'PUT' | 'POST';
  url: string;
  body: () => Record<string, unknown>;
  paths: readonly Path[];
}

function withRow(): Cart {
  const row = structuredClone(cart.items[0]);
  if (!row) throw new Error('no row');
  row.product.informations = [{ key: 'note', value: 'hello' }];
  row.product.additional_fields = [
    ...row.product.additional_fields,
    {
      field_id: row.product.additional_fields[0]?.field_id ?? 1,
      field_key: 'hostname',
      value: [{ name: 'x' }],
    },
  ];
  row.domains = [
    {
      id: 1,
      name: 'example-shop.de',
      inclusive: false,
      inclusive_first_year: false,
      auth_code: 'AUTH-1',
      promotion_code: null,
      additional_fields: [{ field_id: 1, value: 'x' }],
    },
  ];
  return { items: [row] };
}

const targets: Target[] = [
  {
    method: 'PUT',
    url: '/api/v2/session/cart',
    body: () => withRow(),
    paths: [
      ['items', 0, 'product', 'informations', 0, 'key'],
      ['items', 0, 'product', 'informations', 0, 'value'],
      ['items', 0, 'product', 'additional_fields', 0, 'value'],
      ['items', 0, 'product', 'additional_fields', 4, 'field_key'],
      ['items', 0, 'product', 'additional_fields', 4, 'value', 0, 'name'],
      ['items', 0, 'domains', 0, 'auth_code'],
      ['items', 0, 'domains', 0, 'additional_fields', 0, 'value'],
    ],
  },
  {
    method: 'PUT',
    url: '/api/v2/session/basic-info',
    body: () => ({ ...COMPANY, company_vat_id: 'DE123456789' }),
    paths: [['first_name'], ['last_name'], ['company_name'], ['company_vat_id'], ['email']],
  },
  {
    method: 'PUT',
    url: '/api/v2/session/address-info',
    body: () => ({ ...ADDRESS }),
    paths: [['street'], ['postal_code'], ['city'], ['phone']],
  },
  {
    method: 'PUT',
    url: '/api/v2/session/payment',
    body: () => sepaPayment(),
    paths: [['holder'], ['iban'], ['bic'], ['bank']],
  },
  {
    method: 'POST',
    url: '/api/v2/orders',
    body: () => ({
      ...who.confirmBody(cart),
      basic_info: COMPANY,
      address_info: ADDRESS,
      payment: sepaPayment(),
    }),
    paths: [
      ['comment'],
      ['advertised_customer'],
      ['referral_id'],
      ['other_known_from'],
      ['basic_info', 'first_name'],
      ['basic_info', 'company_name'],
      ['address_info', 'street'],
      ['payment', 'holder'],
      ['payment', 'bank'],
    ],
  },
];

/** A copy of `body` with `value` at `path` (the shared fixtures, e.g. ADDRESS, stay as they are). */
function setAt(original: Record<string, unknown>, path: Path, value: string): Record<string, unknown> {
  const body = structuredClone(original);
  let target: Record<string | number, unknown> = body;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1] ?? ''] = value;
  return body;
}

const cases = targets.flatMap((target) => target.paths.map((path) => ({ target, path })));

/** Text around one character the database cannot store. */
const unstorable = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff', '\udc00'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`)
  // A lone surrogate next to generated text could pair up; keep only texts that stay broken.
  .filter(
    (text) =>
      text.includes('\u0000') ||
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text),
  );

/** Sends the body in the visitor's language (the session's locale decides it). */
async function send(target: Target, body: Record<string, unknown>, language: 'en-GB' | 'de-DE') {
  await who.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: language } });
  return who.send({
    method: target.method,
    url: target.url,
    headers: { 'content-type': 'application/json' },
    // JSON.stringify writes lone surrogates as escapes (\ud800), as a hostile client would.
    payload: JSON.stringify(body),
  });
}

describe('text the database cannot store', () => {
  it.each(cases)(
    '$target.method $target.url $path: 422 naming the field, in the visitor’s language',
    async ({ target, path }) => {
      await fc.assert(
        fc.asyncProperty(
          unstorable,
          fc.constantFrom('en-GB' as const, 'de-DE' as const),
          async (text, language) => {
            const response = await send(target, setAt(target.body(), path, text), language);
            expect(response.statusCode, response.body).toBe(422);
            const errors = response.json().errors as Record<string, string[]>;
            expect(errors[path.join('.')]?.[0]).toBe(
              language === 'en-GB'
                ? 'This text contains characters that cannot be saved (a zero character or a broken character). Please remove them.'
                : 'Dieser Text enthält Zeichen, die nicht gespeichert werden können (ein Nullzeichen oder ein defektes Zeichen). Bitte entfernen Sie sie.',
            );
          },
        ),
        { numRuns: 6 },
      );
    },
  );

  it.each(cases)('$target.method $target.url $path: any text is never a 500', async ({ target, path }) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 30 }),
          fc.string({ unit: 'grapheme', maxLength: 30 }),
          unstorable,
        ),
        async (text) => {
          const response = await send(target, setAt(target.body(), path, text), 'en-GB');
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('a path parameter and a query value with U+0000 are refused the same way', async () => {
    const zip = await who.send({ method: 'GET', url: '/api/v2/zipcodes/10%00115' });
    expect(zip.statusCode).toBe(422);
    expect(zip.json().errors.code).toHaveLength(1);
    const search = await who.send({ method: 'GET', url: '/api/v2/domains?group=1&name=ab%ED%A0%80' });
    expect(search.statusCode).toBeLessThan(500);
  });
});
