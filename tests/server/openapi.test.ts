import { Validator } from '@seriousme/openapi-schema-validator';
import type { AppContext } from '@server/app-context';
import { openApiPath } from '@server/openapi/document';
import { REFERENCE_PAGE_PATH } from '@server/openapi/reference-page';
import { registerApiDescriptionRoutes } from '@server/routes/api-description';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * `GET /api/v2/openapi.json`: an OpenAPI 3.1 document generated from the contract that validates
 * against the OpenAPI 3.1 schema and names exactly the API routes the server registers; and the
 * reference page, outside production only.
 */
const registered: { method: string; url: string }[] = [];
let test: TestServer;
beforeAll(async () => {
  // With the development authority on, so its routes are among the registered ones too.
  test = await startTestServer(
    { DEV_OIDC: 'on' },
    {
      onRoute: ({ method, url }) => {
        for (const one of [method].flat()) registered.push({ method: one, url });
      },
    },
  );
});
afterAll(async () => {
  await test.stop();
});

/**
 * Routes outside `/api/` are pages for people, not API calls: each is listed here with what it is,
 * so a new route is either described by the contract or named here on purpose.
 */
const PAGES: Readonly<Record<string, string>> = {
  '/sandbox/payment/:reference': 'sandbox card provider’s payment page',
  '/sandbox/paypal/:id': 'sandbox PayPal approve page',
  '/staff/sign-in': 'staff sign-in page',
  '/staff/sign-out': 'staff sign-out form',
  '/staff/drafts': 'staff page that opens an order draft',
  '/staff/orders': 'support page that finds an order by its number',
  '/staff/orders/:code/mail': 'support page with an order’s confirmation mail',
  '/staff/orders/:code/mail.html': 'the HTML part of an order’s confirmation mail',
  '/staff/orders/:code/mail/resend': 'support form that sends the confirmation again',
  '/nova/resources/session-order-drafts': 'the shop’s minimal admin drafts page',
  '/nova/resources/session-order-drafts/:id': 'one draft in the minimal admin drafts page',
  '/dev-oidc': 'development OpenID Connect authority (its own protocol)',
  '/dev-oidc/*': 'development OpenID Connect authority (its own protocol)',
  [REFERENCE_PAGE_PATH]: 'this document’s reference page (development)',
  [`${REFERENCE_PAGE_PATH}/start.js`]: 'this document’s reference page (development)',
  [`${REFERENCE_PAGE_PATH}/swagger-ui.css`]: 'this document’s reference page (development)',
  [`${REFERENCE_PAGE_PATH}/swagger-ui-bundle.js`]: 'this document’s reference page (development)',
};

/** Methods Fastify adds on its own (HEAD for every GET) or that only the authority's protocol uses. */
const IMPLIED_METHODS = new Set(['HEAD']);

async function fetchDocument() {
  const response = await test.server.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

describe(`the API as OpenAPI 3.1 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const document = await fetchDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every reference points at a component that exists.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(100);
    for (const [, name] of refs) expect(document.components.schemas, name).toHaveProperty([name as string]);
  });

  it('lists every API route the server registers, and nothing it does not', async () => {
    const document = await fetchDocument();
    const api = registered.filter(
      (route) => route.url.startsWith('/api/') && !IMPLIED_METHODS.has(route.method),
    );
    expect(api.length).toBeGreaterThan(45);
    const missing = api.filter(
      ({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()],
    );
    expect(missing).toEqual([]);

    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = new Set(api.map(({ method, url }) => `${method} ${openApiPath(url)}`));
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);

    const others = registered.filter((route) => !route.url.startsWith('/api/'));
    expect(others.filter((route) => !(route.url in PAGES))).toEqual([]);
  });

  it('describes requests, answers and error shapes from the contract', async () => {
    const document = await fetchDocument();
    const vat = document.paths['/api/v2/session/vat'].get;
    expect(vat.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/VatResponse',
    });
    expect(vat.responses['4XX'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(document.components.schemas.VatResponse.properties.data.required).toEqual(
      expect.arrayContaining(['treatment', 'vat_id_check', 'prices_with_vat']),
    );
    expect(document.components.schemas.ApiError.properties.errors.additionalProperties).toEqual({
      type: 'array',
      items: { type: 'string' },
    });

    const basicInfo = document.paths['/api/v2/session/basic-info'].put;
    expect(basicInfo.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/BasicInfoBodyInput' } } },
    });
    // SMS validation answers its own error shape.
    const validate = document.paths['/api/v2/orders/{id}/validate'].post;
    expect(validate.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(validate.responses['4XX'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SmsValidationError',
    });
    // A confirm is 201; query parameters are listed one by one.
    expect(Object.keys(document.paths['/api/v2/orders'].post.responses)).toEqual(['201', '4XX', '5XX']);
    const outbox = document.paths['/api/v2/support/sms-outbox'].get;
    expect(outbox.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'order_id',
      'limit',
    ]);
  });
});

describe('the reference page', () => {
  it('is served outside production: the page, its start script and the renderer from the shop itself', async () => {
    const page = await test.server.app.inject({ method: 'GET', url: REFERENCE_PAGE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<script src="${REFERENCE_PAGE_PATH}/swagger-ui-bundle.js"></script>`);
    expect(page.body).not.toMatch(/https?:\/\//);
    const start = await test.server.app.inject({ method: 'GET', url: `${REFERENCE_PAGE_PATH}/start.js` });
    expect(start.body).toContain('"/api/v2/openapi.json"');
    const bundle = await test.server.app.inject({
      method: 'GET',
      url: `${REFERENCE_PAGE_PATH}/swagger-ui-bundle.js`,
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });

  it('is not registered in production (the document is)', async () => {
    for (const env of ['production', 'development'] as const) {
      const app = Fastify();
      registerApiDescriptionRoutes({ app, config: { env }, checkResponses: false } as unknown as AppContext);
      await app.ready();
      expect(app.hasRoute({ method: 'GET', url: '/api/v2/openapi.json' })).toBe(true);
      expect(app.hasRoute({ method: 'GET', url: REFERENCE_PAGE_PATH })).toBe(env === 'development');
      await app.close();
    }
  });
});
