import { authApi } from '@contract/api';
import type { OAuthSettings } from '@contract/brand';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { callbackPathOf } from '../customer/login-popup-pages';
import { LoginFailed, type OidcLogin, PENDING_AUTHORIZATION_TTL_MS } from '../customer/oidc-login';
import { rotateSession } from '../customer/session-rotation';
import {
  ADDRESS_STATE_KEY,
  BASIC_INFO_STATE_KEY,
  CHECKOUT_RESET,
  CUSTOMER_STATE_KEY,
  HOSTING_STATE_KEY,
  ORDER_TYPE_STATE_KEY,
  PAYMENT_STATE_KEY,
} from '../customer/state';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { visitorOrigin } from '../payments/origin';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import { enforceBudget } from '../rate-limit/enforce';
import type { RateLimitPolicy } from '../rate-limit/rate-limiter';

/**
 * Login attempts (code redemptions) per session: 10 in 10 minutes (our numbers). A person needs
 * one; each attempt costs a call to the brand's authority.
 */
export const CUSTOMER_LOGIN_PER_SESSION: RateLimitPolicy = {
  name: 'customer-login:session',
  limit: 10,
  windowMs: 10 * 60 * 1000,
};

/** Backstop per client address, high for offices and mobile networks behind one address. */
export const CUSTOMER_LOGIN_PER_ADDRESS: RateLimitPolicy = {
  name: 'customer-login:address',
  limit: 200,
  windowMs: 10 * 60 * 1000,
};

/** Session state entry of the authorization in progress (our key). */
const PENDING_STATE_KEY = 'oauth_pending';

const Pending = z.object({
  issuer: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  createdAt: z.number(),
});

/** The brand's OAuth settings with the second authority in front when the panel asks for it (`use_cp_2`). */
function authoritySettings(oauth: OAuthSettings, useSecond: boolean): OAuthSettings {
  return useSecond && oauth.second_authority ? { ...oauth, authority: oauth.second_authority } : oauth;
}

/**
 * Customer login through the brand's authority (checkout spec sections 4 and 7):
 * - `GET /api/v2/customer/authorization-url` answers where the login popup goes; state, nonce and
 *   PKCE verifier stay in the visitor's session (404 `login_not_offered` when the brand offers no
 *   login: no authority or no CRM customers);
 * - `POST /api/v2/customer/login` takes the callback's code and state: only the state this session
 *   was given, within 10 minutes, once. The authority's customer becomes the session's existing
 *   customer (number, basic info, address from its claims; payment as on file) and the session gets
 *   a new id (no fixation). `clear_cart` empties the cart. A refused login is 401 `login_failed`;
 *   more than 10 attempts per session or 200 per address in 10 minutes are 429.
 * - A `subscription_id` (cloud panel's hosting number) must be one of the customer's hosting
 *   contracts (authority claim `hosting_subscriptions`); the answer's `external_product_id` is that
 *   contract's product. The contracts stay in the session: its cart may carry their numbers.
 */
export function registerLoginRoutes(
  { app, config, db, catalogue, sessions, checkResponses }: AppContext,
  login: OidcLogin,
) {
  const options = { checkResponses };
  const perSession = new DatabaseRateLimiter(db, CUSTOMER_LOGIN_PER_SESSION);
  const perAddress = new DatabaseRateLimiter(db, CUSTOMER_LOGIN_PER_ADDRESS);

  route(
    app,
    authApi.authorizationUrl,
    async ({ request, reply, query }) => {
      reply.header('cache-control', 'no-store');
      const locale = await request.locale();
      const brand = catalogue.view(request.brand(), locale).brand;
      const settings = authoritySettings(brand.properties.oauth, query.use_cp_2 === 'true');
      const issuer = brand.properties.allow_crm ? login.issuerOf(settings) : null;
      const clientId = brand.properties.oauth.client_id;
      if (!issuer || !clientId) throw new HttpError(404, 'login_not_offered');
      const redirectPath = callbackPathOf(brand.properties.oauth);
      const redirectUri = new URL(redirectPath, visitorOrigin(request, config)).href;
      let started: Awaited<ReturnType<OidcLogin['start']>>;
      try {
        started = await login.start({ issuer, clientId, redirectUri, uiLocale: locale });
      } catch (error) {
        request.log.warn({ err: error }, 'the login authority cannot be reached');
        throw new HttpError(502, 'authority_unavailable');
      }
      const session = await request.ensureSession(reply);
      await sessions.mergeState(session.idHash, { [PENDING_STATE_KEY]: started.pending });
      return { data: { url: started.url } };
    },
    options,
  );

  route(
    app,
    authApi.login,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      await enforceBudget(perAddress, request.ip, 'login_attempts_limited');
      const session = await request.session();
      if (session) await enforceBudget(perSession, session.idHash, 'login_attempts_limited');
      const pending = Pending.safeParse(session?.state[PENDING_STATE_KEY]);
      if (!session || !pending.success) throw new HttpError(401, 'login_failed');
      // Single use: whatever the authority answers, this authorization is spent.
      await sessions.mergeState(session.idHash, { [PENDING_STATE_KEY]: null });
      if (Date.now() - pending.data.createdAt > PENDING_AUTHORIZATION_TTL_MS)
        throw new HttpError(401, 'login_failed');
      let customer: Awaited<ReturnType<OidcLogin['finish']>>;
      try {
        customer = await login.finish(pending.data, {
          code: body.authorization_code,
          state: body.state ?? null,
        });
      } catch (error) {
        if (error instanceof LoginFailed) {
          request.log.info({ reason: error.message }, 'login refused');
          throw new HttpError(401, 'login_failed');
        }
        throw error;
      }
      // A panel visitor comes for one of their own hosting contracts, or not at all.
      const subscription = body.subscription_id
        ? customer.hostingSubscriptions.find((candidate) => candidate.id === body.subscription_id)
        : undefined;
      if (body.subscription_id && !subscription) {
        request.log.info('login refused: the subscription is not the customer’s');
        throw new HttpError(401, 'login_failed');
      }
      // The cart is emptied before the session moves to its new id (the row moves with it).
      if (body.clear_cart) await sessions.saveCart(session.idHash, { items: [] });
      await rotateSession(db, config, request, reply, session.idHash, {
        ...CHECKOUT_RESET,
        [CUSTOMER_STATE_KEY]: { customer_number: customer.customerNumber },
        [BASIC_INFO_STATE_KEY]: customer.basicInfo,
        [ADDRESS_STATE_KEY]: customer.address,
        [PAYMENT_STATE_KEY]: null,
        [HOSTING_STATE_KEY]: customer.hostingSubscriptions.map((contract) => ({
          id: contract.id,
          external_product_id: contract.externalProductId,
        })),
        [ORDER_TYPE_STATE_KEY]: body.order_type ?? null,
      });
      return { external_product_id: subscription?.externalProductId ?? null };
    },
    options,
  );
}
