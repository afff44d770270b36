import { loadConfig } from '@server/config';
import { brands } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let running: TestServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

type Policy = Map<string, string>;

async function policyOf(test: TestServer, host = 'hostwerk.localhost'): Promise<Policy> {
  const response = await test.server.app.inject({
    method: 'GET',
    url: '/api/v2/brands/current',
    headers: { host },
  });
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

/** Gives the brand these tracking ids in the database, then starts the server again (brands load at start). */
async function configureTracking(test: TestServer, slug: string, ids: Record<string, string>): Promise<void> {
  await test.server.database.db
    .update(brands)
    .set({
      document: sql`jsonb_set(${brands.document}, '{properties,tracking_ids}', ${JSON.stringify(ids)}::jsonb)`,
    })
    .where(eq(brands.slug, slug));
  await test.restart();
}

describe(`Content-Security-Policy for error reporting and trackers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('allows calls to the error-reporting DSN’s origin only, when one is configured', async () => {
    running = await startTestServer({ ERROR_REPORTING_DSN: 'https://0123abcd@errors.example.net:8443/42' });
    const policy = await policyOf(running);
    expect(policy.get('connect-src')).toBe("'self' https://errors.example.net:8443");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('img-src')).toBe("'self' data:");
  });

  it('refuses to start with an error-reporting DSN that is not one', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
    for (const dsn of [
      'errors.example.net',
      'https://errors.example.net/42',
      'ftp://k@errors.example.net/42',
      'https://k@errors.example.net/x',
    ]) {
      expect(() => loadConfig({ ...base, ERROR_REPORTING_DSN: dsn }), dsn).toThrow(/ERROR_REPORTING_DSN/);
    }
    expect(
      loadConfig({ ...base, ERROR_REPORTING_DSN: 'https://k@o1.ingest.example.io/api/7' }).pageConfig
        .errorReportingDsn,
    ).toBe('https://k@o1.ingest.example.io/api/7');
  });

  it('allows nothing outside without configuration; the tag manager and the marketing tracker a brand configures; nothing from a malformed id', async () => {
    running = await startTestServer();
    // Nothing configured (the demo seed): no outside origin for either brand.
    for (const host of ['hostwerk.localhost', 'cloudkontor.localhost']) {
      const policy = await policyOf(running, host);
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('img-src')).toBe("'self' data:");
    }

    await configureTracking(running, 'hostwerk', {
      google_tag_manager: 'GTM-AB12CD3',
      easymarketing_host: 'track.partner.example',
      easymarketing_trigger_id: '7',
    });
    const policy = await policyOf(running);
    expect(policy.get('script-src')).toBe("'self' https://*.googletagmanager.com");
    expect(policy.get('img-src')).toBe(
      "'self' data: https://*.google-analytics.com https://*.googletagmanager.com https://track.partner.example",
    );
    expect(policy.get('connect-src')).toBe(
      "'self' https://*.analytics.google.com https://*.google-analytics.com https://*.googletagmanager.com",
    );
    // The brand answer carries its tracking ids for the browser.
    const brand = await running.server.app.inject({
      method: 'GET',
      url: '/api/v2/brands/current',
      headers: { host: 'hostwerk.localhost' },
    });
    expect(brand.json().data.properties.tracking_ids).toEqual({
      google_tag_manager: 'GTM-AB12CD3',
      easymarketing_host: 'track.partner.example',
      easymarketing_trigger_id: '7',
    });

    // A stored value without its form never reaches the header.
    await configureTracking(running, 'hostwerk', {
      easymarketing_host: "x.example; script-src 'unsafe-inline'",
      easymarketing_trigger_id: '7',
    });
    const guarded = await policyOf(running);
    expect(guarded.get('script-src')).toBe("'self'");
    expect(guarded.get('img-src')).toBe("'self' data:");
  });
});
