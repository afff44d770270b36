import { apiGroups } from '@contract/api';
import { errorBody } from '@web/api/client';
import { typedRoutes } from '@web/api/endpoints';
import { describe, expect, it } from 'vitest';

describe('the browser calls every endpoint of the contract by its method and path', () => {
  it.each(Object.entries(apiGroups))('%s', (group, endpoints) => {
    const routes = Object.fromEntries(
      Object.entries(endpoints).map(([key, def]) => [key, { method: def.method, path: def.path }]),
    );
    expect(typedRoutes[group as keyof typeof typedRoutes]).toEqual(routes);
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
