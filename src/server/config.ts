import { resolve } from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  /** Brand slug that overrides host-based brand resolution (development). */
  BRAND: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Days a visitor session lives without activity. */
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  /** New sessions one address may create in 10 minutes (cookie-less writes); the bound on anonymous storage. */
  SESSIONS_PER_ADDRESS: z.coerce.number().int().positive().default(200),
  /** Seconds between two clean-ups of expired sessions and rate-limit rows. */
  SESSION_CLEANUP_SECONDS: z.coerce.number().positive().default(600),
  /** Days a support restore link stays valid. */
  RESTORE_LINK_TTL_DAYS: z.coerce.number().positive().default(7),
  STATIC_DIR: z.string().default('./dist/web'),
  /** Origin visitors use, e.g. https://shop.example; https turns on HSTS and Secure cookies. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Whose X-Forwarded-For the shop believes (the visitor's address counts for rate limits): `off`,
   * `all`, `private`, or a comma list of addresses, networks and the names loopback, linklocal,
   * uniquelocal. Default: `private` (those three names) in production, off elsewhere.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/)
    .optional(),
  /** Domain availability: the seeded local sandbox registry, or RDAP (see src/server/domains/registry). */
  REGISTRY: z.enum(['local', 'rdap']).default('local'),
  /** RDAP service asked when REGISTRY=rdap; the default is the public bootstrap redirector. */
  RDAP_BASE_URL: z.string().url().default('https://rdap.org'),
  /** Time one RDAP lookup may take before the name is answered "unknown, try again" (status 9). */
  RDAP_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(3000),
  /** Company VAT ids: the seeded local VIES sandbox, or the EU's VIES REST API (see src/server/vat). */
  VAT_ID_CHECK: z.enum(['sandbox', 'vies']).default('sandbox'),
  /** Base of VIES' REST API when VAT_ID_CHECK=vies. */
  VIES_BASE_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  /** Time one VAT id check may take; then it is "unavailable" and the order goes on with VAT. */
  VIES_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  /** Card payments through Adyen when API key, client key and merchant account are all set; else the sandbox. */
  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_CLIENT_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  /** Live endpoint prefix of the merchant (Customer Area, "API URLs"); required for `live`. */
  ADYEN_LIVE_URL_PREFIX: z.string().min(1).optional(),
  /** PayPal subscriptions through PayPal's REST API when client id, secret and plan are set; else the sandbox. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_PLAN_ID: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Time one call of a payment provider (card, PayPal; real or sandbox) may take before it counts as failed. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(20_000),
  /** SMS through an HTTP gateway (POST JSON) when set; else the local outbox. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Time one send through the SMS gateway may take before it counts as failed. */
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
  /**
   * Mail through an SMTP server: SMTP_URL (`smtp://user:password@host:587`, `smtps://…` for implicit
   * TLS) or SMTP_HOST with SMTP_PORT, SMTP_USER and SMTP_PASSWORD; neither: the local mail outbox.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** Implicit TLS from the first byte (`on`); default on for port 465, else STARTTLS when offered. */
  SMTP_SECURE: z.enum(['on', 'off']).optional(),
  /** Time one delivery to the SMTP server may take before it counts as failed. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().max(300_000).default(30_000),
  /** The mail worker: how often it looks for due mails, and how long a claim on one holds. */
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  MAIL_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** Backoff of failed deliveries: the first wait, doubled per attempt up to the longest wait. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
  /** Attempts before a mail is given up (status `failed`; support can send it again). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /** Bearer token for support calls (the SMS outbox) in production; unset: no support access there. */
  SUPPORT_API_TOKEN: z.string().min(16).optional(),
  /** The local OpenID Connect authority at /dev-oidc (default: on outside production, off in production). */
  DEV_OIDC: z.enum(['on', 'off']).optional(),
  /** Its issuer URL as browsers and the server reach it; default http://127.0.0.1:{PORT}/dev-oidc. */
  DEV_OIDC_ISSUER: z.url().optional(),
  /** A message shown on every page (page configuration's flash message), and its type. */
  FLASH_MESSAGE: z.string().min(1).max(1000).optional(),
  FLASH_MESSAGE_TYPE: z.enum(['info', 'warning', 'error']).default('info'),
  /**
   * Error-reporting DSN handed to the browser in the page configuration (Sentry's form:
   * `https://{public key}@{host}/{project id}`); its origin is allowed for the page's calls.
   */
  ERROR_REPORTING_DSN: z
    .url({ protocol: /^https?$/ })
    .regex(
      /^https?:\/\/[^:@/]+@[^/]+\/(?:[^?#]*\/)?\d+$/,
      'a DSN of the form https://{key}@{host}/{project id}',
    )
    .optional(),
  ADMIN_PANEL_URL: z.url().optional(),
  /** Staff fixture accounts (a sales agent, support) with known passwords; default on outside production. */
  STAFF_FIXTURES: z.enum(['on', 'off']).optional(),
  /** Client secret of the shop at the brands' authorities; unset: a public client with PKCE. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
});

export type CardPaymentConfig =
  | { kind: 'sandbox' }
  | {
      kind: 'adyen';
      apiKey: string;
      clientKey: string;
      merchantAccount: string;
      environment: 'test' | 'live';
      liveUrlPrefix: string | undefined;
    };

export type PaypalConfig =
  | { kind: 'sandbox' }
  | {
      kind: 'paypal';
      clientId: string;
      clientSecret: string;
      planId: string;
      environment: 'sandbox' | 'live';
    };

export type SmsConfig =
  | { kind: 'outbox' }
  | { kind: 'http'; url: string; token: string | undefined; timeoutMs: number };

export type MailTransportConfig =
  | { kind: 'outbox' }
  | {
      kind: 'smtp';
      /** SMTP_URL, or null when host and port are given one by one. */
      url: string | null;
      host: string;
      port: number;
      secure: boolean;
      auth: { user: string; pass: string } | null;
      timeoutMs: number;
    };

export interface MailConfig {
  transport: MailTransportConfig;
  worker: {
    pollMs: number;
    leaseMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    maxAttempts: number;
  };
}

export interface LoginConfig {
  /** The local development authority mounted at /dev-oidc, or null. */
  devAuthority: { issuer: string } | null;
  clientSecret: string | undefined;
}

export type RegistryConfig = { kind: 'local' } | { kind: 'rdap'; baseUrl: string; timeoutMs: number };

export type VatIdCheckConfig = { kind: 'sandbox' | 'vies'; baseUrl: string; timeoutMs: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brandOverride: string | undefined;
  env: 'development' | 'production' | 'test';
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  sessionTtlMs: number;
  /** New sessions per address and 10 minutes (SESSIONS_PER_ADDRESS). */
  sessionsPerAddress: number;
  /** Time between clean-ups of expired sessions (SESSION_CLEANUP_SECONDS). */
  sessionCleanupMs: number;
  /** How long a session-restore link is valid (RESTORE_LINK_TTL_DAYS). */
  restoreLinkTtlMs: number;
  staticDir: string;
  /** Served to visitors over HTTPS (through a TLS proxy): HSTS, upgrade-insecure-requests, `__Host-` cookies. */
  httpsOnly: boolean;
  /** PUBLIC_ORIGIN as an origin (`https://shop.example`), if set: where payment providers send visitors back. */
  publicOrigin: string | undefined;
  /** Proxies whose X-Forwarded-For names the visitor (TRUST_PROXY), as Fastify's `trustProxy` takes them. */
  trustProxy: boolean | string;
  /** Which domain registry answers availability (REGISTRY, RDAP_BASE_URL, RDAP_TIMEOUT_MS). */
  registry: RegistryConfig;
  /** Who checks company VAT ids (VAT_ID_CHECK, VIES_BASE_URL, VIES_TIMEOUT_MS). */
  vatIdCheck: VatIdCheckConfig;
  /** Card payments: Adyen (ADYEN_*) or the local sandbox provider. */
  cardPayments: CardPaymentConfig;
  /** PayPal subscriptions: PayPal's API (PAYPAL_*) or the local sandbox approve page. */
  paypal: PaypalConfig;
  /** Time one payment provider call may take (PAYMENT_PROVIDER_TIMEOUT_MS); then it failed (502). */
  paymentProviderTimeoutMs: number;
  /** SMS: an HTTP gateway (SMS_GATEWAY_URL) or the local outbox. */
  sms: SmsConfig;
  /** E-mail: an SMTP server (SMTP_*) or the local outbox, and the worker's timing (MAIL_*). */
  mail: MailConfig;
  /** Bearer token of support calls in production (SUPPORT_API_TOKEN). */
  supportToken: string | undefined;
  /** What the app shell embeds as page configuration (FLASH_MESSAGE*, ERROR_REPORTING_DSN). */
  pageConfig: {
    flash: { type: 'info' | 'warning' | 'error'; content: string } | null;
    errorReportingDsn: string | null;
    /** Origin of the admin panel with the drafts pages (ADMIN_PANEL_URL); empty: this server's. */
    adminPanelUrl: string;
  };
  /** Create the staff fixture accounts at start (STAFF_FIXTURES). */
  staffFixtures: boolean;
  /** Customer login through the brands' OpenID Connect authorities (DEV_OIDC*, OIDC_CLIENT_SECRET). */
  login: LoginConfig;
};

type EnvValues = z.infer<typeof Env>;

/** All of a provider's settings or none: a half-configured provider is a start-up error, not a sandbox. */
function allOrNone(value: EnvValues, names: readonly (keyof EnvValues)[]): boolean {
  const set = names.filter((name) => value[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => value[name] === undefined);
    throw new Error(`Invalid configuration: ${set.join(', ')} set but ${missing.join(', ')} missing`);
  }
  return set.length === names.length;
}

function cardPaymentConfig(value: EnvValues): CardPaymentConfig {
  if (!allOrNone(value, ['ADYEN_API_KEY', 'ADYEN_CLIENT_KEY', 'ADYEN_MERCHANT_ACCOUNT']))
    return { kind: 'sandbox' };
  if (value.ADYEN_ENVIRONMENT === 'live' && !value.ADYEN_LIVE_URL_PREFIX) {
    throw new Error('Invalid configuration: ADYEN_LIVE_URL_PREFIX is required with ADYEN_ENVIRONMENT=live');
  }
  return {
    kind: 'adyen',
    apiKey: value.ADYEN_API_KEY ?? '',
    clientKey: value.ADYEN_CLIENT_KEY ?? '',
    merchantAccount: value.ADYEN_MERCHANT_ACCOUNT ?? '',
    environment: value.ADYEN_ENVIRONMENT,
    liveUrlPrefix: value.ADYEN_LIVE_URL_PREFIX,
  };
}

/**
 * A visitor's own X-Forwarded-For must not decide their address (it would let anyone step around
 * the per-address rate limits): by default only proxies in private networks are believed.
 */
function trustProxyConfig(value: EnvValues): boolean | string {
  const setting = value.TRUST_PROXY?.trim() ?? (value.NODE_ENV === 'production' ? 'private' : 'off');
  if (setting === 'off') return false;
  if (setting === 'all') return true;
  if (setting === 'private') return 'loopback,linklocal,uniquelocal';
  return setting;
}

function loginConfig(value: EnvValues): LoginConfig {
  // Off in production unless asked for by name (the browser tests run the production build with it).
  const devOn = value.DEV_OIDC ? value.DEV_OIDC === 'on' : value.NODE_ENV !== 'production';
  const issuer = (value.DEV_OIDC_ISSUER ?? `http://127.0.0.1:${value.PORT}/dev-oidc`).replace(/\/$/, '');
  return { devAuthority: devOn ? { issuer } : null, clientSecret: value.OIDC_CLIENT_SECRET };
}

function paypalConfig(value: EnvValues): PaypalConfig {
  if (!allOrNone(value, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_PLAN_ID']))
    return { kind: 'sandbox' };
  return {
    kind: 'paypal',
    clientId: value.PAYPAL_CLIENT_ID ?? '',
    clientSecret: value.PAYPAL_CLIENT_SECRET ?? '',
    planId: value.PAYPAL_PLAN_ID ?? '',
    environment: value.PAYPAL_ENVIRONMENT,
  };
}

function mailTransportConfig(value: EnvValues): MailTransportConfig {
  if (value.SMTP_URL && value.SMTP_HOST) {
    throw new Error('Invalid configuration: set SMTP_URL or SMTP_HOST, not both');
  }
  const withAuth = allOrNone(value, ['SMTP_USER', 'SMTP_PASSWORD']);
  if (value.SMTP_URL) {
    if (withAuth) throw new Error('Invalid configuration: SMTP_URL carries user and password itself');
    const url = new URL(value.SMTP_URL);
    const secure = url.protocol === 'smtps:';
    return {
      kind: 'smtp',
      url: value.SMTP_URL,
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: null,
      timeoutMs: value.SMTP_TIMEOUT_MS,
    };
  }
  if (!value.SMTP_HOST) {
    if (withAuth)
      throw new Error('Invalid configuration: SMTP_USER and SMTP_PASSWORD set but SMTP_HOST missing');
    return { kind: 'outbox' };
  }
  return {
    kind: 'smtp',
    url: null,
    host: value.SMTP_HOST,
    port: value.SMTP_PORT,
    secure: value.SMTP_SECURE ? value.SMTP_SECURE === 'on' : value.SMTP_PORT === 465,
    auth: withAuth ? { user: value.SMTP_USER ?? '', pass: value.SMTP_PASSWORD ?? '' } : null,
    timeoutMs: value.SMTP_TIMEOUT_MS,
  };
}

function mailConfig(value: EnvValues): MailConfig {
  const transport = mailTransportConfig(value);
  // A claim must outlive the longest delivery, or a second worker could take a mail still being sent.
  if (transport.kind === 'smtp' && value.MAIL_LEASE_MS <= transport.timeoutMs) {
    throw new Error('Invalid configuration: MAIL_LEASE_MS must be longer than SMTP_TIMEOUT_MS');
  }
  return {
    transport,
    worker: {
      pollMs: value.MAIL_POLL_MS,
      leaseMs: value.MAIL_LEASE_MS,
      retryBaseMs: value.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(value.MAIL_RETRY_MAX_MS, value.MAIL_RETRY_BASE_MS),
      maxAttempts: value.MAIL_MAX_ATTEMPTS,
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    brandOverride: value.BRAND,
    env: value.NODE_ENV,
    logLevel: value.LOG_LEVEL,
    sessionTtlMs: value.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionsPerAddress: value.SESSIONS_PER_ADDRESS,
    sessionCleanupMs: value.SESSION_CLEANUP_SECONDS * 1000,
    restoreLinkTtlMs: value.RESTORE_LINK_TTL_DAYS * 24 * 60 * 60 * 1000,
    staticDir: resolve(value.STATIC_DIR),
    httpsOnly: value.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    publicOrigin: value.PUBLIC_ORIGIN ? new URL(value.PUBLIC_ORIGIN).origin : undefined,
    trustProxy: trustProxyConfig(value),
    registry:
      value.REGISTRY === 'rdap'
        ? { kind: 'rdap', baseUrl: value.RDAP_BASE_URL, timeoutMs: value.RDAP_TIMEOUT_MS }
        : { kind: 'local' },
    vatIdCheck: { kind: value.VAT_ID_CHECK, baseUrl: value.VIES_BASE_URL, timeoutMs: value.VIES_TIMEOUT_MS },
    cardPayments: cardPaymentConfig(value),
    paypal: paypalConfig(value),
    paymentProviderTimeoutMs: value.PAYMENT_PROVIDER_TIMEOUT_MS,
    sms: value.SMS_GATEWAY_URL
      ? {
          kind: 'http',
          url: value.SMS_GATEWAY_URL,
          token: value.SMS_GATEWAY_TOKEN,
          timeoutMs: value.SMS_GATEWAY_TIMEOUT_MS,
        }
      : { kind: 'outbox' },
    mail: mailConfig(value),
    supportToken: value.SUPPORT_API_TOKEN,
    login: loginConfig(value),
    pageConfig: {
      flash: value.FLASH_MESSAGE ? { type: value.FLASH_MESSAGE_TYPE, content: value.FLASH_MESSAGE } : null,
      errorReportingDsn: value.ERROR_REPORTING_DSN ?? null,
      adminPanelUrl: value.ADMIN_PANEL_URL ? new URL(value.ADMIN_PANEL_URL).origin : '',
    },
    staffFixtures: value.STAFF_FIXTURES ? value.STAFF_FIXTURES === 'on' : value.NODE_ENV !== 'production',
  };
}
