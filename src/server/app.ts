import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { CatalogueService } from './catalogue/service';
import type { Config } from './config';
import { loginPopupPages } from './customer/login-popup-pages';
import { OidcLogin } from './customer/oidc-login';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedDatabaseOnce } from './db/seed-database';
import { mountDevAuthority } from './dev-authority/mount';
import { DraftService } from './drafts/service';
import { AppShell } from './http/app-shell';
import { hostRuleOf, installBelievedHost } from './http/believed-host';
import { installBodyDepthLimit } from './http/body-depth';
import { contentSecurityPolicy } from './http/content-security-policy';
import { crossSiteRuleOf, installCrossSiteGuard } from './http/cross-site';
import { installErrorHandlers } from './http/error-handler';
import {
  clientErrorHandler,
  frameworkErrorsHandler,
  type LocaleOfHeaders,
  rememberRequestHeaders,
} from './http/framework-errors';
import { KnownRoutes } from './http/known-routes';
import { errorLogFields, LOG_REDACT_PATHS, type LogStream, requestLogFields } from './http/log-fields';
import { installLoginPopupOpenerPolicy, SHOP_OPENER_POLICY } from './http/opener-policy';
import { outsideOrigins } from './http/outside-origins';
import { hasBuiltApp, registerStaticApp } from './http/static';
import { negotiateLocale } from './i18n/locale';
import { createCheckoutServices } from './orders/checkout-services';
import { PromotionLookupBudget } from './promotions/lookup-budget';
import { DatabaseRateLimiter } from './rate-limit/database-rate-limiter';
import { enforceBudget } from './rate-limit/enforce';
import { registerApiDescriptionRoutes } from './routes/api-description';
import { registerBrandRoutes, visitorBrand } from './routes/brand';
import { registerCartRoutes } from './routes/cart';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerCustomerRoutes } from './routes/customer';
import { registerDomainRoutes } from './routes/domains';
import { registerDraftRoutes } from './routes/drafts';
import { registerFieldRoutes } from './routes/fields';
import { registerLoginRoutes } from './routes/login';
import { registerMailOutboxRoutes } from './routes/mail-outbox';
import { registerOrderRoutes } from './routes/orders';
import { registerPaymentOptionRoutes } from './routes/payment-options';
import { registerPaymentRoutes } from './routes/payments';
import { registerPromotionRoutes } from './routes/promotions';
import { registerReferralRoutes } from './routes/referral';
import { registerRestoreRoutes } from './routes/restore';
import { registerSessionRoutes } from './routes/session';
import { registerSmsRoutes } from './routes/sms';
import { registerStaffRoutes } from './routes/staff';
import { registerStaffMailRoutes } from './routes/staff-mail';
import { loadSeed } from './seed';
import { startSessionCleanup } from './sessions/cleanup';
import { registerSessions } from './sessions/plugin';
import { SessionStore } from './sessions/store';
import { StaffAccounts } from './staff/accounts';
import { createVatIdChecker } from './vat';

/** The window of SESSIONS_PER_ADDRESS: new sessions per address are counted over 10 minutes. */
export const SESSION_CREATION_WINDOW_MS = 10 * 60 * 1000;

export interface Server {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Told of every route the app registers, from the first on (tests compare them with the API document). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Opens the database (migrated, seeded once) and builds the HTTP app; `listen` is the caller's. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) => console.warn(`database connection lost while idle: ${error.message}`),
  });
  await seedDatabaseOnce(database.db, loadSeed());
  const catalogue = await CatalogueService.load(database.db, config.brandOverride);

  const localeOfHeaders: LocaleOfHeaders = ({ host, acceptLanguage }) =>
    negotiateLocale(acceptLanguage, catalogue.brands.resolve(host).defaultView);
  const answerFrameworkError = frameworkErrorsHandler(localeOfHeaders);
  const app = Fastify({
    // Structured JSON lines (pino) with the request id; no personal data or secrets (log-fields.ts).
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogFields, err: errorLogFields },
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // A domain name may be 253 characters; longer path params still reach the contract's 422.
    routerOptions: { maxParamLength: 512 },
    // Errors raised before any route or hook runs answer in the API's shape too (framework-errors.ts).
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
    clientErrorHandler: clientErrorHandler(localeOfHeaders),
  });
  rememberRequestHeaders(app.server);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  // Every route from the first on, so a known path asked with another method is told 405 with Allow.
  const knownRoutes = new KnownRoutes();
  app.addHook('onRoute', (route) => knownRoutes.add(route.method, route.url));
  // The API speaks JSON only: anything else is answered 415 instead of reaching a schema as text.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy({
      httpsOnly: config.httpsOnly,
      cardPayments: config.cardPayments,
      outside: outsideOrigins({
        errorReportingDsn: config.pageConfig.errorReportingDsn,
        brands: catalogue.brands.all().map((brand) => brand.defaultView),
      }),
    }),
    hsts: config.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: SHOP_OPENER_POLICY },
  });
  installLoginPopupOpenerPolicy(app, loginPopupPages(config, catalogue));
  installBelievedHost(
    app,
    hostRuleOf(
      catalogue.brands.all().map((brand) => brand.fqdn),
      catalogue.brands.resolve(undefined).fqdn,
      config.publicOrigin,
    ),
  );
  installCrossSiteGuard(app, crossSiteRuleOf(config));
  installBodyDepthLimit(app);
  // The request id of the log lines, so an answer (a 500 above all) can be found in the logs.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const sessions = new SessionStore(database.db, config.sessionTtlMs);
  const newSessionsPerAddress = new DatabaseRateLimiter(database.db, {
    name: 'session-create:address',
    limit: config.sessionsPerAddress,
    windowMs: SESSION_CREATION_WINDOW_MS,
  });
  registerSessions(app, {
    store: sessions,
    resolveBrand: (host) => catalogue.brands.resolve(host),
    countNewSession: (request) => enforceBudget(newSessionsPerAddress, request.ip, 'sessions_limited'),
    sessionTtlMs: config.sessionTtlMs,
    secureCookies: config.httpsOnly,
  });
  // The error handlers first: routes keep the handler that was set when they were added.
  const builtApp = hasBuiltApp(config.staticDir);
  const login = new OidcLogin(config.login);
  const brandOf = visitorBrand(login);
  installErrorHandlers(app, {
    knownRoutes,
    appShell: builtApp
      ? new AppShell(
          config.staticDir,
          config,
          brandOf,
          (request, locale) => catalogue.view(request.brand(), locale).categories,
        )
      : null,
  });
  if (builtApp) await registerStaticApp(app, config.staticDir);

  const context: AppContext = {
    app,
    config,
    db: database.db,
    catalogue,
    sessions,
    vatIds: createVatIdChecker(config),
    checkResponses: config.env !== 'production',
  };
  registerBrandRoutes(context, brandOf);
  registerCatalogueRoutes(context);
  registerDomainRoutes(context);
  registerSessionRoutes(context);
  const staff = new StaffAccounts(database.db);
  if (config.staffFixtures) await staff.addFixtures();
  const promotionLookups = new PromotionLookupBudget(database.db, sessions);
  registerCartRoutes(context, staff, promotionLookups);
  registerPromotionRoutes(context, promotionLookups);
  registerFieldRoutes(context);
  registerReferralRoutes(context);
  registerCustomerRoutes(context);
  registerPaymentOptionRoutes(context);
  const checkout = createCheckoutServices(context);
  registerPaymentRoutes(context, checkout);
  registerOrderRoutes(context, checkout);
  registerSmsRoutes(context, checkout);
  registerMailOutboxRoutes(context);
  registerLoginRoutes(context, login);
  const drafts = new DraftService(database.db);
  registerRestoreRoutes(context, drafts, staff);
  registerStaffRoutes(context, staff, drafts);
  registerStaffMailRoutes(context, staff, checkout.confirmations);
  registerDraftRoutes(context, staff, drafts);
  registerApiDescriptionRoutes(context);
  await mountDevAuthority(app, config, catalogue, login);
  // Order mails go out from the start (also those a stopped process left) until the app closes.
  app.addHook('onClose', () => checkout.mailWorker.stop());
  checkout.mailWorker.start();
  const cleanup = startSessionCleanup(sessions, config.sessionCleanupMs, app.log);
  app.addHook('onClose', async () => cleanup.stop());

  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
