import { loadConfig } from '@server/config';
import { DOMAIN_AVAILABILITY_PER_ADDRESS } from '@server/routes/domains';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendBudget } from './support/rate-limits';
import { startTestServer, type TestServer } from './support/server';

/**
 * The address a rate limit counts is the visitor's: a reverse proxy in a private network names
 * it in X-Forwarded-For, but a visitor who sends that header themselves must not choose it, or
 * they could step around every per-address limit by making up a new address for each call.
 */
describe('TRUST_PROXY setting', () => {
  it('believes proxies in private networks by default in production, and nobody elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'all' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toBe('10.0.0.0/8, 192.0.2.1');
  });

  it('refuses a value that is no address list', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback; rm -rf /' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the address of a request behind the default production proxy setting', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer({ TRUST_PROXY: 'private' });
  });
  afterAll(async () => {
    await test.stop();
  });

  const lookup = (options: Pick<InjectOptions, 'remoteAddress' | 'headers'>) =>
    test.server.app.inject({
      method: 'POST',
      url: '/api/v2/domain-availability',
      payload: { domains: ['example.de'] },
      ...options,
      headers: { host: 'hostwerk.localhost', 'accept-language': 'en-GB', ...options.headers },
    });
  const spent = (address: string) =>
    spendBudget(test.server, DOMAIN_AVAILABILITY_PER_ADDRESS, address, DOMAIN_AVAILABILITY_PER_ADDRESS.limit);

  it('counts the address a proxy on loopback or in a private network names', async () => {
    await spent('198.51.100.7');
    for (const proxy of ['127.0.0.1', '10.1.2.3']) {
      const named = await lookup({ remoteAddress: proxy, headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(named.statusCode).toBe(429);
      const other = await lookup({ remoteAddress: proxy, headers: { 'x-forwarded-for': '198.51.100.8' } });
      expect(other.statusCode).toBe(200);
    }
  });

  it("ignores the header from a public address: a limited visitor cannot name someone else's", async () => {
    await spent('203.0.113.5');
    for (const claimed of ['198.51.100.9', '10.0.0.1', '127.0.0.1']) {
      const answer = await lookup({ remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': claimed } });
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
