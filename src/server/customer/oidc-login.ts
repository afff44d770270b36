import type { OAuthSettings } from '@contract/brand';
import { AddressInfo, BasicInfo } from '@contract/customer';
import * as oidc from 'openid-client';
import type { LoginConfig } from '../config';

/** What the server keeps in the session between the authorization URL and the login. */
export interface PendingAuthorization {
  issuer: string;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** ms since epoch; a pending authorization lives 10 minutes. */
  createdAt: number;
}

export const PENDING_AUTHORIZATION_TTL_MS = 10 * 60 * 1000;

/** A hosting contract of the customer, as the authority's `hosting_subscriptions` claim lists it. */
export interface HostingSubscription {
  /** The hosting number the cloud panel sends as `webhosting_id`. */
  id: string;
  /** The catalogue's `external_product_id` of the contract's product, if the authority names it. */
  externalProductId: string | null;
}

/** The existing customer the authority vouches for. */
export interface AuthenticatedCustomer {
  customerNumber: string;
  basicInfo: BasicInfo;
  address: AddressInfo | null;
  hostingSubscriptions: HostingSubscription[];
}

/** The authority refused (wrong state, expired, invalid code) or is unreachable. */
export class LoginFailed extends Error {}

const DEV_AUTHORITY_PATH = '/dev-oidc';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const SCOPE = 'openid email profile phone address customer';
/** More hosting contracts than this in one claim are not read (a broken or hostile authority). */
const MAX_SUBSCRIPTIONS = 100;

type Claims = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Customer login through a brand's OpenID Connect authority (`openid-client`): authorization code
 * flow with PKCE, state and nonce; the customer's data come from the ID token and userinfo claims.
 * A brand whose authority is the development authority (`…/dev-oidc` on a loopback host) talks to
 * the one this server runs (its issuer has the real port).
 */
export class OidcLogin {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly config: LoginConfig) {}

  /** The issuer to talk to for a brand's settings, or null when the brand has no authority. */
  issuerOf(settings: OAuthSettings): string | null {
    if (!settings.authority || !settings.client_id) return null;
    return this.authorityUrl(settings.authority);
  }

  /**
   * An authority address as visitors and this server reach it: the seeded development authority
   * (`…/dev-oidc` on a loopback host) is the one this server runs, on its real port.
   */
  authorityUrl(authority: string): string {
    const url = new URL(authority);
    const dev = this.config.devAuthority;
    if (dev && LOOPBACK.has(url.hostname) && url.pathname.replace(/\/$/, '') === DEV_AUTHORITY_PATH)
      return dev.issuer;
    return authority.replace(/\/$/, '');
  }

  private configuration(issuer: string, clientId: string): Promise<oidc.Configuration> {
    const key = `${issuer} ${clientId}`;
    let found = this.configurations.get(key);
    if (!found) {
      const url = new URL(issuer);
      // Plain HTTP only for an authority on this machine (the development authority).
      const insecure = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
      const auth = this.config.clientSecret ? oidc.ClientSecretPost(this.config.clientSecret) : oidc.None();
      found = oidc.discovery(url, clientId, undefined, auth, {
        timeout: 5,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      // A failed discovery is asked again next time.
      found.catch(() => this.configurations.delete(key));
      this.configurations.set(key, found);
    }
    return found;
  }

  async start(options: {
    issuer: string;
    clientId: string;
    redirectUri: string;
    uiLocale: string;
  }): Promise<{ url: string; pending: PendingAuthorization }> {
    const configuration = await this.configuration(options.issuer, options.clientId);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending: PendingAuthorization = {
      issuer: options.issuer,
      clientId: options.clientId,
      redirectUri: options.redirectUri,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      createdAt: Date.now(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: options.redirectUri,
      scope: SCOPE,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: options.uiLocale,
    });
    return { url: url.href, pending };
  }

  async finish(pending: PendingAuthorization, callback: { code: string; state: string | null }) {
    if (Date.now() - pending.createdAt > PENDING_AUTHORIZATION_TTL_MS) throw new LoginFailed('expired');
    if (callback.state !== pending.state) throw new LoginFailed('state mismatch');
    try {
      const configuration = await this.configuration(pending.issuer, pending.clientId);
      const current = new URL(pending.redirectUri);
      current.searchParams.set('code', callback.code);
      current.searchParams.set('state', callback.state);
      current.searchParams.set('iss', configuration.serverMetadata().issuer);
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims: Claims = tokens.claims() ?? {};
      const subject = text(idClaims.sub);
      if (!subject) throw new LoginFailed('no subject');
      const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
      return customerOfClaims({ ...idClaims, ...userinfo });
    } catch (error) {
      if (error instanceof LoginFailed) throw error;
      throw new LoginFailed(error instanceof Error ? error.message : 'login failed');
    }
  }
}

/** The shop's customer from the authority's claims; no customer number: not a customer. */
export function customerOfClaims(claims: Claims): AuthenticatedCustomer {
  const customerNumber = text(claims.customer_number);
  if (!customerNumber) throw new LoginFailed('no customer number');
  const companyName = text(claims.company_name);
  const basicInfo = BasicInfo.safeParse({
    group: claims.customer_group === 0 || (claims.customer_group === undefined && companyName) ? 0 : 1,
    first_name: text(claims.given_name) ?? '',
    last_name: text(claims.family_name) ?? '',
    company_name: companyName,
    company_vat_id: text(claims.company_vat_id),
    email: text(claims.email) ?? '',
    gender: claims.gender === 'female' ? 1 : 0,
  });
  if (!basicInfo.success) throw new LoginFailed('unreadable customer data');
  const address =
    typeof claims.address === 'object' && claims.address !== null ? (claims.address as Claims) : {};
  const parsedAddress = AddressInfo.safeParse({
    street: text(address.street_address) ?? '',
    postal_code: text(address.postal_code) ?? '',
    city: text(address.locality) ?? '',
    country_code: (text(address.country) ?? '').toUpperCase(),
    phone: text(claims.phone_number) ?? '',
  });
  return {
    customerNumber,
    basicInfo: basicInfo.data,
    address: parsedAddress.success ? parsedAddress.data : null,
    hostingSubscriptions: subscriptionsOfClaim(claims.hosting_subscriptions),
  };
}

/** The readable entries of a `hosting_subscriptions` claim (`[{ id, external_product_id }]`). */
function subscriptionsOfClaim(claim: unknown): HostingSubscription[] {
  if (!Array.isArray(claim)) return [];
  return claim.slice(0, MAX_SUBSCRIPTIONS).flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record: Claims = { ...entry };
    const id = text(record.id);
    if (!id || id.length > 64) return [];
    return [{ id, externalProductId: text(record.external_product_id) }];
  });
}
