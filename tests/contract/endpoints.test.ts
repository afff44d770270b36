import { apiGroups, brandApi, cartApi, catalogueApi, sessionApi } from '@contract/api';
import type { EndpointDef } from '@contract/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const all: { group: string; key: string; def: EndpointDef }[] = Object.entries(apiGroups).flatMap(
  ([group, endpoints]) =>
    Object.entries(endpoints).map(([key, def]: [string, EndpointDef]) => ({ group, key, def })),
);

const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

const objectKeys = (schema: z.core.$ZodType | undefined): string[] | undefined =>
  schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape).sort() : undefined;

describe('every endpoint of every api group', () => {
  it('the registry is not empty and holds every group', () => {
    expect(Object.keys(apiGroups).sort()).toEqual(
      [
        'auth',
        'brand',
        'cart',
        'catalogue',
        'checkout',
        'domain',
        'draft',
        'fields',
        'order',
        'payment',
        'promotion',
        'session',
      ].sort(),
    );
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all)('$group.$key has a path under /api/ and a valid method', ({ def }) => {
    expect(def.path).toMatch(/^\/api\/v\d+\//);
    expect(['GET', 'PUT', 'POST', 'DELETE']).toContain(def.method);
  });

  it.each(all)('$group.$key has a params schema with exactly the :params of its path', ({ def }) => {
    const names = pathParams(def.path).sort();
    if (names.length === 0) {
      expect(def.params).toBeUndefined();
    } else {
      expect(objectKeys(def.params)).toEqual(names);
    }
  });

  it.each(all.filter(({ def }) => def.method === 'GET' || def.method === 'DELETE'))(
    '$group.$key ($def.method) has no body',
    ({ def }) => {
      expect(def.body).toBeUndefined();
    },
  );

  it.each(all)('$group.$key schemas convert to JSON Schema (no transforms)', ({ def }) => {
    for (const schema of [def.params, def.query, def.body]) {
      if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
    expect(() => z.toJSONSchema(def.response, { io: 'output' })).not.toThrow();
    if (def.error) expect(() => z.toJSONSchema(def.error as z.ZodType, { io: 'output' })).not.toThrow();
  });

  it('no two endpoints share a method and path', () => {
    const routes = all.map(({ def }) => `${def.method} ${def.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('the four original groups are the same objects in the registry', () => {
    expect(apiGroups.catalogue).toBe(catalogueApi);
    expect(apiGroups.cart).toBe(cartApi);
    expect(apiGroups.session).toBe(sessionApi);
    expect(apiGroups.brand).toBe(brandApi);
  });
});

/** The "calls" tables of both specs (catalogue section 7, checkout section 7), Fastify-style. */
const specCalls = [
  'GET /api/v2/categories',
  'GET /api/v2/products',
  'GET /api/v2/payment-intervals',
  'GET /api/v2/domains',
  'POST /api/v2/products/:id/inclusive-tlds',
  'GET /api/v2/domain-recommendations/:domain',
  'POST /api/v2/domain-availability',
  'GET /api/v2/session/cart',
  'PUT /api/v2/session/cart',
  'POST /api/v2/additional-fields/validate',
  'GET /api/v2/promotions',
  'GET /api/v2/promotions/:code',
  'GET /api/v2/session/vat',
  'PUT /api/v2/session/referral',
  'GET /api/v2/session/referral',
  'GET /api/v2/brands/current',
  'GET /api/v2/admins/me',
  'GET /api/v2/session/cancel',
  'GET /api/v2/session/customer',
  'GET /api/v2/session/basic-info',
  'PUT /api/v2/session/basic-info',
  'GET /api/v2/session/address-info',
  'PUT /api/v2/session/address-info',
  'GET /api/v2/payment-types',
  'GET /api/v2/session/payment',
  'PUT /api/v2/session/payment',
  'POST /api/v2/adyen/payment-methods',
  'POST /api/v2/adyen/create-payment',
  'POST /api/v2/adyen/payment-details',
  'POST /api/v2/paypal/create-subscription',
  'POST /api/v2/paypal/cancel-subscription',
  'GET /api/v2/customer/authorization-url',
  'POST /api/v2/customer/login',
  'GET /api/v2/customer/logout',
  'POST /api/v2/orders',
  'POST /api/v2/orders/:id/validate',
  'GET /api/v1/:id/sms',
  'GET /api/v2/zipcodes/:code',
  'GET /api/v2/countries',
  'GET /api/v2/session/locale',
  'PUT /api/v2/session/locale',
  'GET /api/v2/order-drafts/current',
];

describe('the spec calls are all in the registry', () => {
  const routes = new Set(all.map(({ def }) => `${def.method} ${def.path}`));
  it.each(specCalls)('%s', (call) => {
    expect(routes.has(call)).toBe(true);
  });

  it('the operations whose path is not shown have an endpoint each', () => {
    expect(apiGroups.order.getOrder.method).toBe('GET');
    expect(apiGroups.session.referrer.method).toBe('GET');
    expect(apiGroups.draft.save.response.parse({ id: 7 })).toEqual({ id: 7 });
    expect(apiGroups.draft.cancel.method).toBe('DELETE');
    expect(apiGroups.draft.restore.body.parse({ session_code: 'abc123' })).toEqual({
      session_code: 'abc123',
    });
  });
});
