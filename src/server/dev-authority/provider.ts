import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { claimsOf, DEV_CUSTOMERS, findDevCustomer } from './customers';
import { languageOf, loginPage } from './login-page';
import { panelLanguageOf, panelPage } from './panel-page';

export interface DevAuthorityOptions {
  /** e.g. `http://127.0.0.1:3000/dev-oidc` */
  issuer: string;
  /** The shop's clients: one per brand (`oauth.client_id`), with every origin the shop answers on. */
  clients: readonly { clientId: string; redirectUris: readonly string[] }[];
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) request.destroy(new Error('form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

/**
 * The local OpenID Connect authority of development and tests (checkout spec: "login through an
 * external authority"), built on `oidc-provider`: authorization code flow with PKCE for public
 * clients, the seeded customers of ./customers.ts, its own sign-in page, and consent given for the
 * shop's own clients. Signing keys are the library's development keys: never in production.
 */
export function createDevAuthority(options: DevAuthorityOptions) {
  const issuerPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      token_endpoint_auth_method: 'none',
      redirect_uris: [...client.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'gender'],
      phone: ['phone_number'],
      address: ['address'],
      customer: [
        'customer_number',
        'customer_group',
        'company_name',
        'company_vat_id',
        'hosting_subscriptions',
      ],
    },
    scopes: ['openid', 'email', 'profile', 'phone', 'address', 'customer'],
    async findAccount(_ctx, sub) {
      const customer = findDevCustomer(sub);
      if (!customer) return undefined;
      return { accountId: sub, claims: async () => ({ ...claimsOf(customer), sub }) };
    },
    // The shop is the authority's own first party: no consent screen, every requested scope granted.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope(String(oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [crypto.randomUUID(), crypto.randomUUID()] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  };
  const provider = new Provider(options.issuer, configuration);
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    const language = languageOf(details.params.ui_locales);
    const action = `${issuerPath}/interaction/${details.uid}`;
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(loginPage({ action, language, email: '', refused: false }));
      return;
    }
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    const customer = DEV_CUSTOMERS.find(
      (candidate) => candidate.email === email && sameText(candidate.password, password),
    );
    if (!customer) {
      response.writeHead(401, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(loginPage({ action, language, email, refused: true }));
      return;
    }
    await provider.interactionFinished(request, response, { login: { accountId: customer.sub } });
  }

  /** Handles a request whose URL lies under the issuer path (the path prefix is stripped here). */
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '/';
    const inner = url.slice(issuerPath.length) || '/';
    const innerPath = inner.split('?')[0] ?? '';
    if (request.method === 'GET' && (innerPath === '/' || innerPath === '')) {
      const language = panelLanguageOf(request.headers['accept-language']);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(panelPage(language));
      return;
    }
    if (/^\/interaction\/[\w-]+$/.test(innerPath)) {
      try {
        await interaction(request, response);
      } catch {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('This sign-in has expired. Please start the login again.');
      }
      return;
    }
    // As when mounted under a path prefix: the library derives its own URLs from `originalUrl`.
    Object.assign(request, { originalUrl: url });
    request.url = inner;
    await callback(request, response);
  };
}
