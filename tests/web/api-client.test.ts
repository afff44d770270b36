import { apiGroups } from '@contract/api';
import { errorBody } from '@web/api/client';
import * as browserEndpoints from '@web/api/endpoints';
import { describe, expect, it } from 'vitest';

describe('the browser calls every endpoint of the contract by its method and path', () => {
  const browserGroups: Record<string, Record<string, { method: string; path: string }>> = {
    catalogue: browserEndpoints.catalogueApi,
    cart: browserEndpoints.cartApi,
    session: browserEndpoints.sessionApi,
    brand: browserEndpoints.brandApi,
    domain: browserEndpoints.domainApi,
    promotion: browserEndpoints.promotionApi,
    fields: browserEndpoints.fieldsApi,
    checkout: browserEndpoints.checkoutApi,
    payment: browserEndpoints.paymentApi,
    auth: browserEndpoints.authApi,
    order: browserEndpoints.orderApi,
    draft: browserEndpoints.draftApi,
  };

  it.each(Object.entries(apiGroups))('%s', (group, endpoints) => {
    const routes = Object.fromEntries(
      Object.entries(endpoints).map(([key, def]) => [key, { method: def.method, path: def.path }]),
    );
    expect(browserGroups[group]).toEqual(routes);
  });
});

describe('error answers as the screens read them', () => {
  it('keeps the server error with its field errors', () => {
    const body = { error: 'validation_failed', message: 'Bitte prüfen', errors: { email: ['ungültig'] } };
    expect(errorBody(422, 'Unprocessable Entity', body)).toEqual(body);
  });

  it('gives an error without field errors an empty list of them', () => {
    expect(errorBody(409, 'Conflict', { error: 'cart_changed', message: 'changed' })).toEqual({
      error: 'cart_changed',
      message: 'changed',
      errors: {},
    });
  });

  it('drops field errors that are not lists of messages', () => {
    const body = { error: 'x', message: 'y', errors: { a: 'text', b: [1], c: ['kept'] } };
    expect(errorBody(422, '', body).errors).toEqual({ c: ['kept'] });
  });

  it('names the status when the answer is not the server’s error (a proxy page, no answer)', () => {
    expect(errorBody(502, 'Bad Gateway', '<html>Bad gateway</html>')).toEqual({
      error: 'http_502',
      message: 'Bad Gateway',
      errors: {},
    });
    expect(errorBody(0, 'Failed to fetch', undefined).error).toBe('network_error');
  });
});
