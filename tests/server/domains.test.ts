import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiError } from '@contract/common';
import type { DomainStatus } from '@contract/domains';
import { loadConfig } from '@server/config';
import { RdapRegistry } from '@server/domains/registry';
import { ProductId } from '@server/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts } from './support/catalogue';
import { startTestServer, type TestServer } from './support/server';

interface AvailabilityAnswer {
  data: { domain: string; tld: string; status: DomainStatus; price?: number; interval_vat?: number }[];
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const english = { 'accept-language': 'en-GB,en;q=0.9' };
const german = { 'accept-language': 'de-DE,de;q=0.9' };

const postJson = (server: TestServer, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...english, ...headers },
  });

const availability = (domains: unknown, headers: Record<string, string> = {}, server = test) =>
  postJson(server, '/api/v2/domain-availability', { domains }, headers);

async function statuses(domains: string[], server = test): Promise<Record<string, DomainStatus>> {
  const response = await availability(domains, {}, server);
  expect(response.statusCode).toBe(200);
  const body = response.json() as AvailabilityAnswer;
  return Object.fromEntries(body.data.map((item) => [item.domain, item.status]));
}

const recommendations = (domain: string, headers: Record<string, string> = english) =>
  test.server.app.inject({
    method: 'GET',
    url: `/api/v2/domain-recommendations/${encodeURIComponent(domain)}`,
    headers,
  });

async function recommended(domain: string): Promise<string[]> {
  const response = await recommendations(domain);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: string[] }).data;
}

const inclusive = (id: number | string, payload: unknown) =>
  postJson(test, `/api/v2/products/${id}/inclusive-tlds`, payload);

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`POST /api/v2/domain-availability, local registry (${database})`, () => {
  it('answers every seeded status: free, transferable, unavailable, owned, and 9 for a timeout', async () => {
    const response = await availability([
      'noch-frei-2024.de',
      'example.com',
      'nic.de',
      'meine-firma.de',
      'slow-registry.de',
    ]);
    expect(response.statusCode).toBe(200);
    expect((response.json() as AvailabilityAnswer).data).toEqual([
      { domain: 'noch-frei-2024.de', tld: 'de', status: 0, price: 11.88, interval_vat: 19 },
      { domain: 'example.com', tld: 'com', status: 1, price: 13.08, interval_vat: 19 },
      { domain: 'nic.de', tld: 'de', status: 2, price: 11.88, interval_vat: 19 },
      { domain: 'meine-firma.de', tld: 'de', status: 4, price: 11.88, interval_vat: 19 },
      { domain: 'slow-registry.de', tld: 'de', status: 9, price: 11.88, interval_vat: 19 },
    ]);
  });

  it('reads IDN names in Unicode and in punycode, and answers each as it was sent', async () => {
    expect(
      await statuses(['müller.de', 'xn--mller-kva.de', 'köln.de', 'größe.at', 'zeitüberschreitung.com']),
    ).toEqual({
      'müller.de': 1,
      'xn--mller-kva.de': 1,
      'köln.de': 2,
      'größe.at': 4,
      'zeitüberschreitung.com': 9,
    });
    expect(await statuses(['bäckerei-neu.de', 'xn--bckerei-schmidt-0kb.de', 'MÜLLER.DE'])).toEqual({
      'bäckerei-neu.de': 0,
      'xn--bckerei-schmidt-0kb.de': 1,
      'müller.de': 1,
    });
  });

  it('finds the longest offered TLD and prices per 12 months from the catalogue', async () => {
    const response = await availability(['shop.co.uk', 'neu-hier.co.uk', 'mein-laden.berlin']);
    expect((response.json() as AvailabilityAnswer).data).toEqual([
      { domain: 'shop.co.uk', tld: 'co.uk', status: 1, price: 10.68, interval_vat: 19 },
      { domain: 'neu-hier.co.uk', tld: 'co.uk', status: 0, price: 10.68, interval_vat: 19 },
      { domain: 'mein-laden.berlin', tld: 'berlin', status: 0, price: 35.88, interval_vat: 19 },
    ]);
  });

  it('reports names that cannot be registered with us as unavailable, never free', async () => {
    const response = await availability([
      'example.zz',
      'example.wien',
      'shop.example.de',
      '-example.de',
      `${'a'.repeat(64)}.de`,
    ]);
    expect(response.statusCode).toBe(200);
    const data = (response.json() as AvailabilityAnswer).data;
    expect(data.map((item) => [item.domain, item.tld, item.status])).toEqual([
      ['example.zz', 'zz', 2],
      ['example.wien', 'wien', 2],
      ['shop.example.de', 'de', 2],
      ['-example.de', 'de', 2],
      [`${'a'.repeat(64)}.de`, 'de', 2],
    ]);
    // Not offered (unknown or no longer active): no price.
    expect(data[0]).not.toHaveProperty('price');
    expect(data[1]).not.toHaveProperty('price');
  });

  it('answers a name sent twice once', async () => {
    const data = (
      (await availability(['example.de', 'EXAMPLE.de', 'example.de'])).json() as AvailabilityAnswer
    ).data;
    expect(data).toEqual([expect.objectContaining({ domain: 'example.de', status: 1 })]);
  });

  it('refuses more than 5 names with 422 and a field error in the visitor’s language', async () => {
    const six = ['a1.de', 'a2.de', 'a3.de', 'a4.de', 'a5.de', 'a6.de'];
    const inEnglish = await availability(six);
    const inGerman = await availability(six, german);
    for (const response of [inEnglish, inGerman]) {
      expect(response.statusCode).toBe(422);
      const body = response.json() as ApiError;
      expect(body.error).toBe('validation_failed');
      expect(body.errors.domains?.length).toBe(1);
    }
    const englishMessage = (inEnglish.json() as ApiError).errors.domains?.[0];
    const germanMessage = (inGerman.json() as ApiError).errors.domains?.[0];
    expect(englishMessage).toMatch(/5/);
    expect(germanMessage).toMatch(/5/);
    expect(germanMessage).not.toBe(englishMessage);
    expect((inGerman.json() as ApiError).message).toBe('Einige der gesendeten Angaben sind ungültig.');
  });

  it.each([
    ['no body field', {}, 'domains'],
    ['a string instead of a list', { domains: 'example.de' }, 'domains'],
    ['an empty list', { domains: [] }, 'domains'],
    ['a number', { domains: [123] }, 'domains.0'],
    ['a null', { domains: ['example.de', null] }, 'domains.1'],
    ['a name with a space', { domains: ['a b.de'] }, 'domains.0'],
    ['markup', { domains: ['<script>.de'] }, 'domains.0'],
    ['a slash', { domains: ['x/y.de'] }, 'domains.0'],
    ['too short', { domains: ['a.d'] }, 'domains.0'],
    ['too long', { domains: [`${'a'.repeat(251)}.de`] }, 'domains.0'],
    ['a list as body', ['example.de'], '_'],
  ])('answers 422 with field errors for %s', async (_, payload, field) => {
    const response = await postJson(test, '/api/v2/domain-availability', payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as ApiError).errors)).toContain(field);
  });

  it('answers malformed JSON with 400 and other media types with 415, never 500', async () => {
    const malformed = await test.server.app.inject({
      method: 'POST',
      url: '/api/v2/domain-availability',
      payload: '{"domains": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const text = await test.server.app.inject({
      method: 'POST',
      url: '/api/v2/domain-availability',
      payload: 'example.de',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });
});

describe(`GET /api/v2/domain-recommendations/:domain (${database})`, () => {
  it('suggests the name in every TLD group and variants under the searched TLD', async () => {
    const names = await recommended('example.de');
    expect(names).not.toContain('example.de');
    expect(names.slice(0, 4)).toEqual(['example.eu', 'example.info', 'example.online', 'example.berlin']);
    expect(names).toEqual(
      expect.arrayContaining(['example-online.de', 'example24.de', 'my-example.de', 'example-web.de']),
    );
    expect(names.length).toBeLessThanOrEqual(10);
    expect(new Set(names).size).toBe(names.length);
    // Deterministic: the same search gets the same answer.
    expect(await recommended('example.de')).toEqual(names);
  });

  it('suggests for a name without TLD under the groups’ lead TLDs', async () => {
    const names = await recommended('my-shop');
    expect(names.slice(0, 5)).toEqual([
      'my-shop.de',
      'my-shop.eu',
      'my-shop.info',
      'my-shop.online',
      'my-shop.berlin',
    ]);
    expect(names).toContain('my-shop-online.de');
    expect(names.every((name) => name.startsWith('my-') && name.includes('shop'))).toBe(true);
  });

  it('only suggests names it would report as registrable', async () => {
    const names = await recommended('example.de');
    const data = ((await availability(names.slice(0, 5))).json() as AvailabilityAnswer).data;
    expect(data.every((item) => item.status !== 2 && item.price !== undefined)).toBe(true);
  });

  it('reads IDN names in Unicode and punycode alike', async () => {
    const unicode = await recommended('müller.de');
    expect(unicode).toContain('müller-online.de');
    expect(unicode).not.toContain('müller.de');
    expect(await recommended('xn--mller-kva.de')).toEqual(unicode);
  });

  it.each(['नमस्ते.com', 'สวัสดี.com'])(
    'accepts %s, whose letters carry combining marks, as the availability call does',
    async (domain) => {
      expect(Object.keys(await statuses([domain]))).toEqual([domain]);
      const names = await recommended(domain);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name.includes(domain.slice(0, domain.indexOf('.'))))).toBe(true);
    },
  );

  it('reduces a subdomain to the registrable name and keeps an offered two-level TLD', async () => {
    const names = await recommended('shop.example.co.uk');
    expect(names).not.toContain('example.co.uk');
    expect(names).toContain('example-online.co.uk');
  });

  it('uses the first group’s lead TLD for variants when the searched TLD is not offered', async () => {
    const names = await recommended('example.zz');
    expect(names).toContain('example.de');
    expect(names).toContain('example-online.de');
    expect(names.some((name) => name.endsWith('.zz'))).toBe(false);
  });

  it('answers an empty list for a name that cannot be searched', async () => {
    expect(await recommended('--')).toEqual([]);
    expect(await recommended(`${'a'.repeat(64)}.de`)).toEqual([]);
  });

  it.each(['a', 'a b.de', '<script>', 'x/y.de', 'ab_c.de'])('answers 422 for %s', async (domain) => {
    const response = await recommendations(domain, german);
    expect(response.statusCode).toBe(422);
    expect((response.json() as ApiError).errors.domain?.length).toBeGreaterThan(0);
  });

  it('refuses a name longer than a domain may be with 422 and a field error', async () => {
    const response = await recommendations(`${'x'.repeat(251)}.de`, german);
    expect(response.statusCode).toBe(422);
    expect((response.json() as ApiError).errors.domain?.length).toBeGreaterThan(0);
  });
});

describe(`POST /api/v2/products/:id/inclusive-tlds (${database})`, () => {
  it('lists the product’s free TLDs while no domain uses them', async () => {
    const response = await inclusive(ProductId.webhostingL, { domains: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      inclusiveTlds: [
        { tld: 'de', amount: 2 },
        { tld: 'com', amount: 1 },
        { tld: 'eu', amount: 1 },
      ],
    });
  });

  it('counts the domains passed against the free TLDs, each name once', async () => {
    const response = await inclusive(ProductId.webhostingL, {
      domains: ['erste.de', 'müller.de', 'xn--mller-kva.de', 'example.com', 'example.at'],
    });
    expect(response.json()).toEqual({ inclusiveTlds: [{ tld: 'eu', amount: 1 }] });
    const partly = await inclusive(ProductId.webhostingM, { domains: ['example.com'] });
    expect(partly.json()).toEqual({ inclusiveTlds: [{ tld: 'de', amount: 1 }] });
  });

  it('matches the catalogue’s freeTlds for every product', async () => {
    for (const product of await fetchProducts(test.server, english)) {
      const response = await inclusive(product.id, { domains: [] });
      expect(response.statusCode).toBe(200);
      const expected = product.freeTlds.filter((free) => free.amount > 0);
      expect((response.json() as { inclusiveTlds: unknown[] }).inclusiveTlds).toEqual(expected);
    }
  });

  it('answers 404 for an unknown product and 422 for a bad id or body', async () => {
    const unknown = await inclusive(999_999, { domains: [] });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as ApiError).error).toBe('unknown_product');
    const badId = await inclusive('abc', { domains: [] });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys((badId.json() as ApiError).errors)).toContain('id');
    const badBody = await inclusive(ProductId.webhostingS, { domains: 'example.de' });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys((badBody.json() as ApiError).errors)).toContain('domains');
    const tooLong = await inclusive(ProductId.webhostingS, { domains: ['x'.repeat(254)] });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys((tooLong.json() as ApiError).errors)).toContain('domains.0');
  });
});

// ── RDAP adapter against a local RDAP service ───────────────────────────────────────────────────

interface FakeRdap {
  baseUrl: string;
  /** Paths asked, in order of arrival. */
  asked: string[];
  close(): Promise<void>;
}

/** A tiny RDAP service: `taken.de` and `xn--mller-kva.de` exist, `slow.de` answers after 3 s. */
async function startFakeRdap(): Promise<FakeRdap> {
  const asked: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    asked.push(path);
    const name = decodeURIComponent(path.replace(/^\/rdap\/domain\//, ''));
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/rdap+json' });
      response.end(JSON.stringify(body));
    };
    if (name === 'slow.de') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) json(404, { errorCode: 404 });
      }, 8000);
      timers.add(timer);
      return;
    }
    if (name === 'taken.de' || name === 'xn--mller-kva.de') {
      json(200, { objectClassName: 'domain', ldhName: name, status: ['active'] });
    } else if (name === 'broken.de') json(503, { errorCode: 503 });
    else if (name === 'busy.de') json(429, { errorCode: 429 });
    else json(404, { errorCode: 404, title: 'Not Found' });
  };
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/rdap`,
    asked,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('RDAP registry adapter', () => {
  let rdap: FakeRdap;
  beforeAll(async () => {
    rdap = await startFakeRdap();
  });
  afterAll(async () => {
    await rdap.close();
  });

  it('reads 404 as free, 200 as taken, a slow answer as 9 after its timeout', async () => {
    // The timeout leaves room for a loaded machine; the slow answer comes far later.
    const registry = new RdapRegistry({ baseUrl: rdap.baseUrl, timeoutMs: 1500 });
    const started = Date.now();
    const answers = await registry.checkAvailability(['free.de', 'taken.de', 'slow.de']);
    expect(answers).toEqual([
      { name: 'free.de', status: 0 },
      { name: 'taken.de', status: 1 },
      { name: 'slow.de', status: 9 },
    ]);
    // The names are asked in parallel and the slow one is cut off by the timeout.
    expect(Date.now() - started).toBeLessThan(6000);
    expect(rdap.asked).toEqual(
      expect.arrayContaining(['/rdap/domain/free.de', '/rdap/domain/taken.de', '/rdap/domain/slow.de']),
    );
  });

  it('behind a bootstrap redirector, a 404 it answers itself (no registry for the TLD) is unknown, not free', async () => {
    const notRedirected: typeof fetch = async () => new Response(null, { status: 404 });
    const registry = new RdapRegistry({
      baseUrl: 'https://rdap.org',
      timeoutMs: 1500,
      fetch: notRedirected,
    });
    expect(await registry.checkAvailability(['frei.de'])).toEqual([{ name: 'frei.de', status: 9 }]);
    const direct = new RdapRegistry({ baseUrl: rdap.baseUrl, timeoutMs: 1500, fetch: notRedirected });
    expect(await direct.checkAvailability(['frei.de'])).toEqual([{ name: 'frei.de', status: 0 }]);
  });

  it('asks once more when the connection breaks, within the same timeout', async () => {
    let calls = 0;
    const flaky: typeof fetch = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed: other side closed');
      return new Response(null, { status: 404 });
    };
    const registry = new RdapRegistry({ baseUrl: rdap.baseUrl, timeoutMs: 1500, fetch: flaky });
    expect(await registry.checkAvailability(['free.de'])).toEqual([{ name: 'free.de', status: 0 }]);
    expect(calls).toBe(2);

    const broken: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const failing = new RdapRegistry({ baseUrl: rdap.baseUrl, timeoutMs: 1500, fetch: broken });
    expect(await failing.checkAvailability(['free.de'])).toEqual([{ name: 'free.de', status: 9 }]);
  });

  it('answers 9 for upstream errors, rate limits and an unreachable service, never free', async () => {
    const registry = new RdapRegistry({ baseUrl: `${rdap.baseUrl}/`, timeoutMs: 1000 });
    expect(await registry.checkAvailability(['broken.de', 'busy.de'])).toEqual([
      { name: 'broken.de', status: 9 },
      { name: 'busy.de', status: 9 },
    ]);
    const unreachable = new RdapRegistry({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      timeoutMs: 1000,
    });
    expect(await unreachable.checkAvailability(['free.de'])).toEqual([{ name: 'free.de', status: 9 }]);
  });

  it('answers 9 when the caller aborts', async () => {
    const registry = new RdapRegistry({ baseUrl: rdap.baseUrl, timeoutMs: 5000 });
    const controller = new AbortController();
    const pending = registry.checkAvailability(['slow.de'], controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual([{ name: 'slow.de', status: 9 }]);
  });

  it('is chosen by REGISTRY=rdap; the default is the local registry', () => {
    expect(loadConfig({}).registry).toEqual({ kind: 'local' });
    expect(loadConfig({ REGISTRY: 'rdap' }).registry).toEqual({
      kind: 'rdap',
      baseUrl: 'https://rdap.org',
      timeoutMs: 3000,
    });
    expect(() => loadConfig({ REGISTRY: 'whois' })).toThrow(/REGISTRY/);
    expect(() => loadConfig({ REGISTRY: 'rdap', RDAP_BASE_URL: 'not a url' })).toThrow(/RDAP_BASE_URL/);
  });

  describe(`through the availability call (${database})`, () => {
    let rdapServer: TestServer;
    beforeAll(async () => {
      rdapServer = await startTestServer({
        REGISTRY: 'rdap',
        RDAP_BASE_URL: rdap.baseUrl,
        RDAP_TIMEOUT_MS: '1500',
      });
    });
    afterAll(async () => {
      await rdapServer.stop();
    });

    it('answers free, taken and timeout (9), asking IDN names in punycode', async () => {
      rdap.asked.length = 0;
      expect(
        await statuses(['free.de', 'taken.de', 'slow.de', 'müller.de', 'broken.de'], rdapServer),
      ).toEqual({
        'free.de': 0,
        'taken.de': 1,
        'slow.de': 9,
        'müller.de': 1,
        'broken.de': 9,
      });
      expect(rdap.asked).toContain('/rdap/domain/xn--mller-kva.de');
    });

    it('does not ask the registry for names it cannot register', async () => {
      rdap.asked.length = 0;
      expect(await statuses(['example.zz', 'shop.example.de'], rdapServer)).toEqual({
        'example.zz': 2,
        'shop.example.de': 2,
      });
      expect(rdap.asked).toEqual([]);
    });
  });
});
