import { MAX_NESTING_DEPTH } from '@contract/nesting-depth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, registryEndpoints } from './support/endpoints';
import { startTestServer, type TestServer } from './support/server';

/**
 * A JSON body nested deeper than MAX_NESTING_DEPTH is refused with 400 `body_too_deep` in the
 * visitor's language by every endpoint that takes a body, before any rule walks it; a body at the
 * limit still reaches the endpoint's own checks.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

/** `depth` arrays around a number, e.g. 2 → `[[1]]`. */
const nestedArrays = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** `depth` objects, each the `a` of the one around it. */
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const bodyEndpoints = registryEndpoints.filter(({ definition }) => definition.body !== undefined);

function send(method: string, url: string, payload: string, locale: string) {
  return test.server.app.inject({
    method: method as 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': locale },
  });
}

describe(`too deeply nested bodies (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('covers the endpoints that take a body', () => {
    expect(bodyEndpoints.length).toBeGreaterThan(15);
  });

  it.each(bodyEndpoints.map(({ name, definition }) => [name, definition] as const))(
    '%s answers 400 body_too_deep for 2000 nested arrays and 5000 nested objects',
    async (_name, definition) => {
      const url = pathOf(definition);
      const arrays = await send(definition.method, url, `{"items":${nestedArrays(2000)}}`, 'de-DE');
      expect(arrays.statusCode).toBe(400);
      expect(arrays.json()).toEqual({
        error: 'body_too_deep',
        message: 'Die Anfrage ist zu tief verschachtelt.',
        errors: {},
      });
      const objects = await send(definition.method, url, nestedObjects(5000), 'en-GB');
      expect(objects.statusCode).toBe(400);
      expect(objects.json()).toEqual({
        error: 'body_too_deep',
        message: 'The request is nested too deeply.',
        errors: {},
      });
    },
  );

  it('lets a body at the limit reach the endpoint’s own checks', async () => {
    // The body object itself is the first level: the arrays inside it fill the rest.
    const atLimit = await send(
      'PUT',
      '/api/v2/session/cart',
      `{"items":${nestedArrays(MAX_NESTING_DEPTH - 1)}}`,
      'en-GB',
    );
    expect(atLimit.statusCode).toBe(422);
    expect(atLimit.json().error).toBe('validation_failed');
    const overLimit = await send(
      'PUT',
      '/api/v2/session/cart',
      `{"items":${nestedArrays(MAX_NESTING_DEPTH)}}`,
      'en-GB',
    );
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().error).toBe('body_too_deep');
  });
});
