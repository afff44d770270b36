import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from '@contract/catalogue';
import { preferredEncoding } from '@server/http/accept-encoding';
import { EncodedResponses } from '@server/http/encoded-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  test.server.app.inject({ method: 'GET', url, headers });

describe(`catalogue answers kept encoded (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends the same products compressed as the browser accepts, plain to a caller that accepts none', async () => {
    const plain = await get('/api/v2/products', { 'accept-encoding': 'identity' });
    const brotli = await get('/api/v2/products', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/v2/products', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const products = (plain.json() as { data: Product[] }).data;
    expect(products.length).toBeGreaterThan(10);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual({ data: products });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ data: products });
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotli.headers.vary).toContain('accept-encoding');
  });

  it('answers 304 to a browser that holds the answer, and another tag for another locale', async () => {
    const english = await get('/api/v2/categories', { 'accept-language': 'en-GB' });
    const etag = String(english.headers.etag);
    const again = await get('/api/v2/categories', { 'accept-language': 'en-GB', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const german = await get('/api/v2/categories', { 'accept-language': 'de-DE', 'if-none-match': etag });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(etag);
  });

  it('filters products by category, and lists nothing for a category the shop does not have', async () => {
    const hosting = (await get('/api/v2/products?category=webhosting')).json() as { data: Product[] };
    expect(hosting.data.length).toBeGreaterThan(0);
    expect(hosting.data.every((product) => product.category.slug === 'webhosting')).toBe(true);
    const unknown = await get('/api/v2/products?category=no-such-category');
    expect(unknown.statusCode).toBe(200);
    expect((unknown.json() as { data: Product[] }).data).toEqual([]);
  });
});

describe('encoded answers', () => {
  it('are built once per key until cleared', () => {
    const responses = new EncodedResponses();
    let builds = 0;
    const build = () => {
      builds += 1;
      return { data: [builds] };
    };
    const first = responses.get('1:en-GB:products', build);
    expect(responses.get('1:en-GB:products', build)).toBe(first);
    expect(builds).toBe(1);
    responses.clear();
    expect(JSON.parse(responses.get('1:en-GB:products', build).json.toString())).toEqual({ data: [2] });
  });

  it('choose brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
  });
});
