import type { Brand } from '@contract/brand';
import type { Category } from '@contract/catalogue';
import type { Country } from '@contract/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts } from './support/catalogue';
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

describe(`catalogue calls (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers the brand chosen by the host name, and the default brand for an unknown host', async () => {
    const byHost = async (host: string) =>
      ((await get('/api/v2/brands/current', { host })).json() as { data: Brand }).data;
    const first = await byHost('hostwerk.localhost:3000');
    const second = await byHost('cloudkontor.localhost');
    const unknown = await byHost('example.org');
    expect(first.slug).toBe('hostwerk');
    expect(second.slug).toBe('cloudkontor');
    expect(second.properties.allow_private_persons).toBe(false);
    expect(first.locales.map((locale) => locale.code).sort()).toEqual(['de-DE', 'en-GB']);
    expect(second.locales.map((locale) => locale.code)).toEqual(['en-GB']);
    expect(unknown.slug).toBe(first.slug);
  });

  it('lists categories in the language the browser asks for', async () => {
    const names = async (language: string) =>
      (
        (await get('/api/v2/categories', { 'accept-language': language })).json() as { data: Category[] }
      ).data.map((category) => category.name);
    const german = await names('de-DE,de;q=0.9');
    const english = await names('en-GB,en;q=0.8');
    expect(german.length).toBeGreaterThan(4);
    expect(german).toHaveLength(english.length);
    expect(german).not.toEqual(english);
  });

  it('lists products with maturities and intervals, and filters by category', async () => {
    const products = await fetchProducts(test.server);
    expect(products.length).toBeGreaterThan(10);
    const months = new Set(
      products.flatMap((product) => product.paymentMaturities.map((maturity) => maturity.months)),
    );
    expect([...months]).toEqual(expect.arrayContaining([1, 12, 24]));
    const slug = products[0]?.category.slug ?? '';
    const filtered = (await get(`/api/v2/products?category=${slug}`)).json() as {
      data: { category: { slug: string } }[];
    };
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((product) => product.category.slug === slug)).toBe(true);
  });

  it('answers payment intervals, TLDs and TLD groups', async () => {
    const intervals = (await get('/api/v2/payment-intervals')).json() as { data: { months: number }[] };
    expect(intervals.data.map((interval) => interval.months)).toEqual(expect.arrayContaining([1, 12]));
    const tlds = (await get('/api/v2/domains')).json() as { data: { tld: string }[] };
    expect(tlds.data.map((tld) => tld.tld)).toEqual(expect.arrayContaining(['de', 'com', 'co.uk']));
    const groups = (await get('/api/v2/domains?group=true')).json() as { data: { tldsInGroup: unknown[] }[] };
    expect(groups.data.length).toBeGreaterThan(1);
    expect(groups.data.every((group) => group.tldsInGroup.length > 0)).toBe(true);
  });

  it('lists countries sorted by their order, with zip codes for DE and AT only', async () => {
    const countries = ((await get('/api/v2/countries')).json() as { data: Country[] }).data;
    expect(countries.map((country) => country.code)).toEqual(expect.arrayContaining(['DE', 'AT', 'CH']));
    expect(countries.map((country) => country.order)).toEqual(
      [...countries.map((country) => country.order)].sort((a, b) => a - b),
    );
    const zips = async (code: string) =>
      (await get(`/api/v2/zipcodes/${code}`)).json() as { data: { code: string }[] };
    expect((await zips('DE')).data.length).toBeGreaterThan(5);
    expect((await zips('at')).data.length).toBeGreaterThan(5);
    expect((await zips('CH')).data).toEqual([]);
    const unknown = await get('/api/v2/zipcodes/XX');
    expect(unknown.statusCode).toBe(404);
    const malformed = await get('/api/v2/zipcodes/D1');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.code).toHaveLength(1);
  });

  it('knows no admin for a visitor and answers unknown API paths with a JSON 404', async () => {
    expect((await get('/api/v2/admins/me')).json()).toEqual({ data: null });
    const missing = await get('/api/v2/nothing-here', { 'accept-language': 'de-DE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'not_found',
      message: 'Die angefragte Ressource existiert nicht.',
    });
  });

  it('reports VAT of the brand country with the 1.19 factor', async () => {
    const vat = (await get('/api/v2/session/vat', { host: 'hostwerk.localhost' })).json();
    expect(vat.data).toMatchObject({ country_code: 'DE', vat: 19, factor: 1.19 });
  });
});
