import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let running: TestServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function policyWith(env: Record<string, string>): Promise<Map<string, string>> {
  running = await startTestServer(env);
  const response = await running.server.app.inject({ method: 'GET', url: '/api/v2/brands/current' });
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
