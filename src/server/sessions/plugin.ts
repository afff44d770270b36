import type { LocaleCode } from '@contract/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandEntry } from '../catalogue/brands';
import { negotiateLocale } from '../i18n/locale';
import type { SessionRecord, SessionStore } from './store';
import { looksLikeToken } from './token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request is served under (host name, BRAND override or default). */
    brand(): BrandEntry;
    /** The visitor's session, or null when the request carries none (nothing is created). */
    session(): Promise<SessionRecord | null>;
    /** The visitor's session, created (and its cookie set) when missing. */
    ensureSession(reply: FastifyReply): Promise<SessionRecord>;
    /** Session locale, else the best brand locale for Accept-Language. */
    locale(): Promise<LocaleCode>;
  }
}

interface SessionPluginOptions {
  store: SessionStore;
  resolveBrand(host: string | undefined): BrandEntry;
  sessionTtlMs: number;
  /** Counts one new session for this request's address; throws (429) when the address is over its budget. */
  countNewSession(request: FastifyRequest): Promise<void>;
  /** Force the `__Host-` cookie and `Secure` even on plain HTTP (behind a TLS proxy). */
  secureCookies: boolean;
}

const cache = Symbol('sessionCache');
type Cached = { brand?: BrandEntry; session?: Promise<SessionRecord | null> };
type WithCache = FastifyRequest & { [cache]?: Cached };

function cached(request: FastifyRequest): Cached {
  const target = request as WithCache;
  target[cache] ??= {};
  return target[cache];
}

function isSecure(request: FastifyRequest, force: boolean): boolean {
  return force || request.protocol === 'https';
}

/** `__Host-` cookies must be Secure, so plain-HTTP development uses a plain name. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

export function registerSessions(app: FastifyInstance, options: SessionPluginOptions): void {
  app.decorateRequest('brand', function brand(this: FastifyRequest) {
    const entry = cached(this);
    entry.brand ??= options.resolveBrand(this.headers.host);
    return entry.brand;
  });

  app.decorateRequest('session', function session(this: FastifyRequest) {
    const entry = cached(this);
    if (!entry.session) {
      const token = this.cookies[sessionCookieName(isSecure(this, options.secureCookies))];
      entry.session =
        token && looksLikeToken(token) ? options.store.find(token, this.brand().id) : Promise.resolve(null);
    }
    return entry.session;
  });

  app.decorateRequest(
    'ensureSession',
    async function ensureSession(this: FastifyRequest, reply: FastifyReply) {
      const existing = await this.session();
      if (existing) return existing;
      await options.countNewSession(this);
      const brand = this.brand();
      const locale = negotiateLocale(this.headers['accept-language'], brand.defaultView);
      const { token, record } = await options.store.create(brand.id, locale);
      const secure = isSecure(this, options.secureCookies);
      reply.setCookie(sessionCookieName(secure), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: Math.floor(options.sessionTtlMs / 1000),
      });
      cached(this).session = Promise.resolve(record);
      return record;
    },
  );

  app.decorateRequest('locale', async function locale(this: FastifyRequest) {
    const session = await this.session();
    if (session) return session.locale;
    return negotiateLocale(this.headers['accept-language'], this.brand().defaultView);
  });
}
