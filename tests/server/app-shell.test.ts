import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PageConfig } from '@contract/page-config';
import { AppShell } from '@server/http/app-shell';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * The app shell carries the page configuration (brand, environment, error-reporting DSN, flash
 * message) as an attribute, and the style sheets in the page (the build's and the brand's) where
 * their files are there to read; no inline script.
 */
let test: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'shop-shell-'));
  mkdirSync(join(staticDir, 'assets'));
  // A hashed asset as the build writes it: the file and its precompressed twins.
  const script = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(4000))};\n`);
  writeFileSync(join(staticDir, 'assets', 'app-Cz9x81Qa.js'), script);
  writeFileSync(join(staticDir, 'assets', 'app-Cz9x81Qa.js.br'), brotliCompressSync(script));
  writeFileSync(join(staticDir, 'assets', 'app-Cz9x81Qa.js.gz'), gzipSync(script));
  writeFileSync(join(staticDir, 'assets', 'index-Ab12cd34.css'), '.page-header{color:#123456}');
  // One brand's style file is in the build; the other's is not (it stays a link).
  mkdirSync(join(staticDir, 'brands', 'cloudkontor'), { recursive: true });
  writeFileSync(join(staticDir, 'brands', 'cloudkontor', 'style.css'), ':root{--radius:2px}');
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Ab12cd34.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  test = await startTestServer({
    STATIC_DIR: staticDir,
    FLASH_MESSAGE: 'Maintenance tonight from 22:00 – "orders" may be delayed <b>briefly</b>.',
    FLASH_MESSAGE_TYPE: 'warning',
    ADMIN_PANEL_URL: 'https://admin.example.org/',
  });
});
afterAll(async () => {
  await test.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

function pageConfigOf(html: string) {
  const match = /data-page-config="([^"]*)"/.exec(html);
  const decoded = (match?.[1] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return PageConfig.parse(JSON.parse(decoded));
}

describe('app shell', () => {
  it.each([
    // A visitor whose browser names no language gets the brand's default.
    ['hostwerk.localhost', 'hostwerk', 'de-DE'],
    ['cloudkontor.localhost', 'cloudkontor', 'en-GB'],
  ])('for %s embeds the page configuration and the style sheets', async (host, slug, locale) => {
    const page = await test.server.app.inject({ method: 'GET', url: '/cart', headers: { host } });
    const brand = await test.server.app.inject({
      method: 'GET',
      url: '/api/v2/brands/current',
      headers: { host },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The first paint waits for no style sheet request: the build's sheet is in the page.
    expect(page.body).toContain('<style>.page-header{color:#123456}</style>');
    expect(page.body).not.toContain('/assets/index-Ab12cd34.css');
    if (slug === 'cloudkontor') {
      expect(page.body).toContain('<style>:root{--radius:2px}</style></head>');
      expect(page.body).not.toContain('/brands/cloudkontor/style.css');
    } else {
      expect(page.body).toContain(`<link rel="stylesheet" href="/brands/${slug}/style.css" /></head>`);
    }
    expect(page.body).not.toContain('<b>briefly</b>');
    expect(page.body).not.toMatch(/<script(?![^>]*src=)/);
    expect(pageConfigOf(page.body)).toEqual({
      brand: slug,
      env: 'test',
      error_reporting_dsn: null,
      flash: {
        type: 'warning',
        content: 'Maintenance tonight from 22:00 – "orders" may be delayed <b>briefly</b>.',
      },
      admin_panel_url: 'https://admin.example.org',
      locale,
      // The app starts with it instead of asking first.
      current_brand: brand.json().data,
    });
    expect(pageConfigOf(page.body).current_brand).toMatchObject({ slug, fqdn: expect.any(String) });
    expect(page.body).toContain(`<html lang="${locale}">`);
  });

  it('is in the language the session speaks: Accept-Language for a new visitor, then the session’s choice', async () => {
    const headers = { host: 'hostwerk.localhost', 'accept-language': 'de-DE,de;q=0.9' };
    const first = await test.server.app.inject({ method: 'GET', url: '/domains/lookup', headers });
    expect(first.body).toContain('<html lang="de-DE">');
    expect(pageConfigOf(first.body).locale).toBe('de-DE');

    // The visitor switches to English; the next page the server sends is English, whatever the browser asks.
    const switched = await test.server.app.inject({
      method: 'PUT',
      url: '/api/v2/session/locale',
      headers,
      payload: { code: 'en-GB' },
    });
    expect(switched.statusCode).toBe(200);
    const cookie = String(switched.headers['set-cookie']).split(';', 1)[0] ?? '';
    const next = await test.server.app.inject({
      method: 'GET',
      url: '/cart',
      headers: { ...headers, cookie },
    });
    expect(next.body).toContain('<html lang="en-GB">');
    expect(pageConfigOf(next.body).locale).toBe('en-GB');
    // The brand's texts follow the session's language too.
    const brandIn = async (cookieHeader: string) =>
      (
        await test.server.app.inject({
          method: 'GET',
          url: '/api/v2/brands/current',
          headers: { ...headers, cookie: cookieHeader },
        })
      ).json().data;
    expect(pageConfigOf(next.body).current_brand).toEqual(await brandIn(cookie));
    expect(pageConfigOf(first.body).current_brand).not.toEqual(pageConfigOf(next.body).current_brand);
  });
});

describe('app shell encoding', () => {
  const pageWith = (acceptEncoding?: string) =>
    test.server.app.inject({
      method: 'GET',
      url: '/cart',
      headers: {
        host: 'hostwerk.localhost',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  /** The same page as it goes out to a client that accepts no encoding. */
  const plainHtml = async () => (await pageWith()).body;

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('goes out compressed when the browser accepts %s', async (accepted, encoding, decode) => {
    const page = await pageWith(accepted);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe(encoding);
    expect(page.headers.vary).toContain('accept-encoding');
    const html = decode(page.rawPayload).toString();
    expect(html).toBe(await plainHtml());
    expect(page.rawPayload.length).toBeLessThan(html.length / 2);
  });

  it('goes out as it is to a client that accepts no encoding', async () => {
    const page = await pageWith('identity');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('data-page-config');
  });
});

describe('static shell', () => {
  const shellOf = (url: string, host = 'hostwerk.localhost') =>
    test.server.app.inject({ method: 'GET', url, headers: { host } }).then((page) => page.body);
  const headingOf = (html: string) => /<h1 class="page-heading">([^<]*)<\/h1>/.exec(html)?.[1];

  it.each([
    ['/cart', 'hostwerk.localhost', 'Warenkorb'],
    ['/cart', 'cloudkontor.localhost', 'Shopping cart'],
    ['/domains/lookup?domain=example', 'hostwerk.localhost', 'Domainsuche'],
    ['/confirm', 'cloudkontor.localhost', 'Confirm your order'],
    ['/confirm/ORD-1234', 'hostwerk.localhost', 'Bestellung bestätigen'],
    ['/categories', 'cloudkontor.localhost', 'Product categories'],
  ])('of %s on %s carries the page’s heading %s', async (url, host, heading) => {
    expect(headingOf(await shellOf(url, host))).toBe(heading);
  });

  it('heads a products page with the name of its category, as the catalogue gives it', async () => {
    const categories = await test.server.app.inject({
      method: 'GET',
      url: '/api/v2/categories',
      headers: { host: 'hostwerk.localhost' },
    });
    const first = categories.json().data[0] as { slug: string; name: string };
    expect(headingOf(await shellOf(`/products/${first.slug}`))).toBe(first.name);
    expect(headingOf(await shellOf('/products/no-such-category'))).toBe('Produkte');
  });

  it('shows the brand’s logo named by the brand, before the app’s root', async () => {
    const brand = await test.server.app.inject({
      method: 'GET',
      url: '/api/v2/brands/current',
      headers: { host: 'cloudkontor.localhost' },
    });
    const { name, properties } = brand.json().data as { name: string; properties: { logo: string } };
    const html = await shellOf('/cart', 'cloudkontor.localhost');
    expect(html).toContain(`<img src="${properties.logo}" alt="${name}" width="200" height="40" />`);
    expect(html.indexOf('id="static-shell"')).toBeLessThan(html.indexOf('<div id="root"'));
  });

  it.each(['/categories?d=example.com', '/customer/basic-info', '/nowhere'])(
    'has no heading for %s, whose heading the address does not tell',
    async (url) => {
      const html = await shellOf(url);
      expect(html).toContain('id="static-shell"');
      expect(headingOf(html)).toBeUndefined();
    },
  );

  it('escapes what it writes', async () => {
    expect(await shellOf('/products/%3Cb%3E')).not.toContain('<b>');
  });
});

describe('app shell without the session store', () => {
  /** The page for `url` when the session store cannot say the visitor's locale. */
  const renderWithoutStore = (url: string) => {
    const shell = new AppShell(
      staticDir,
      { env: 'test', pageConfig: { errorReportingDsn: null, flash: null, adminPanelUrl: '' } },
      () => Promise.reject(new Error('store unreachable')),
      () => [],
    );
    const request = {
      url,
      brand: () => ({ slug: 'hostwerk' }),
      locale: () => Promise.reject(new Error('store unreachable')),
    } as unknown as FastifyRequest;
    return shell.render(request);
  };

  it('still goes out, without a locale: the app asks for it', async () => {
    const html = await renderWithoutStore('/categories');
    expect(html).toContain('<html>');
    expect(pageConfigOf(html).locale).toBeUndefined();
    expect(pageConfigOf(html).current_brand).toBeUndefined();
    expect(pageConfigOf(html).brand).toBe('hostwerk');
  });

  it('has no static shell: the app shows the page itself', async () => {
    expect(await renderWithoutStore('/cart')).not.toContain('static-shell');
  });
});

describe('built assets', () => {
  const asset = (encoding: string) =>
    test.server.app.inject({
      method: 'GET',
      url: '/assets/app-Cz9x81Qa.js',
      headers: { 'accept-encoding': encoding },
    });

  it('go out precompressed as the browser accepts, cached for a year under their hashed names', async () => {
    const plain = await asset('identity');
    const brotli = await asset('gzip, deflate, br');
    const gzip = await asset('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toContain('javascript');
    }
  });

  it('answer a name the build did not write with 404, not with the app shell', async () => {
    const missing = await test.server.app.inject({
      method: 'GET',
      url: '/assets/app-OLDBUILD.js',
      headers: { accept: '*/*', 'accept-language': 'de-DE' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const head = await test.server.app.inject({
      method: 'HEAD',
      url: '/assets/app-Cz9x81Qa.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-type']).toContain('javascript');
    expect(head.body).toBe('');
  });

  it('leave the app shell to be revalidated on every visit', async () => {
    const page = await test.server.app.inject({ method: 'GET', url: '/categories' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
