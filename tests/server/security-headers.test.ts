import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let running: TestServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

let lastHeaders: Record<string, unknown> = {};

async function policyWith(env: Record<string, string>): Promise<Map<string, string>> {
  running = await startTestServer(env);
  const response = await running.server.app.inject({ method: 'GET', url: '/api/v2/brands/current' });
  lastHeaders = response.headers;
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows only the shop itself with the sandbox card provider: no inline scripts, no frames elsewhere', async () => {
    const policy = await policyWith({});
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('frame-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    // Plain HTTP on localhost: no HSTS and no upgrade, or development hosts would break.
    expect(lastHeaders['strict-transport-security']).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(lastHeaders['x-content-type-options']).toBe('nosniff');
  });

  it('turns on HSTS (a year, subdomains) and upgrade-insecure-requests when the shop is served over HTTPS', async () => {
    const policy = await policyWith({ PUBLIC_ORIGIN: 'https://shop.example' });
    expect(lastHeaders['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('script-src')).toBe("'self'");
  });

  it('lets Adyen’s card components load from its test origin, and 3-D Secure frames of any https bank', async () => {
    const policy = await policyWith({
      ADYEN_API_KEY: 'key',
      ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
      ADYEN_MERCHANT_ACCOUNT: 'ShopECOM',
    });
    const adyen = 'https://checkoutshopper-test.adyen.com';
    expect(policy.get('script-src')).toBe(`'self' ${adyen}`);
    expect(policy.get('style-src')).toContain(adyen);
    expect(policy.get('connect-src')).toBe(`'self' ${adyen}`);
    expect(policy.get('frame-src')).toBe("'self' https:");
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
  });
});
