import type { ApiError, LocaleCode } from '@contract/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ServerMessageKey, serverMessage } from '../i18n/messages';
import { HttpError } from './api-error';
import type { AppShell } from './app-shell';
import { compressPage } from './compressed-page';
import type { KnownRoutes } from './known-routes';
import { isAppPage } from './static';

const fastifyCodes: Record<string, { status: number; key: ServerMessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalid_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'body_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalid_json' },
};

async function safeLocale(request: FastifyRequest): Promise<LocaleCode> {
  try {
    return await request.locale();
  } catch {
    return 'en-GB';
  }
}

function send(reply: FastifyReply, status: number, body: ApiError, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error leaves as an `ApiError` in the visitor's language; only real faults are 500s. A
 * request no route matched is a page of the app (GET), a path the app takes with other methods
 * (405 with `Allow`), or unknown (404).
 */
export function installErrorHandlers(
  app: FastifyInstance,
  options: { appShell: AppShell | null; knownRoutes: KnownRoutes },
): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const locale = await safeLocale(request);
    if (error instanceof HttpError) {
      return send(
        reply,
        error.statusCode,
        { error: error.code, message: serverMessage(locale, error.code), errors: error.fieldErrors },
        error.headers,
      );
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) {
      return send(reply, known.status, {
        error: known.key,
        message: serverMessage(locale, known.key),
        errors: {},
      });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, {
        error: 'rate_limited',
        message: serverMessage(locale, 'rate_limited'),
        errors: {},
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, {
        error: 'validation_failed',
        message: serverMessage(locale, 'validation_failed'),
        errors: {},
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { error: 'internal', message: serverMessage(locale, 'internal'), errors: {} });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.appShell && isAppPage(request.method, request.url)) {
      const page = compressPage(await options.appShell.render(request), request.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('content-type', 'text/html; charset=utf-8')
        .header('vary', 'accept-encoding');
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    const locale = await safeLocale(request);
    const allowed = options.knownRoutes.allowedMethods(request.url.split('?')[0] ?? '');
    if (allowed.length > 0) {
      return send(
        reply,
        405,
        { error: 'method_not_allowed', message: serverMessage(locale, 'method_not_allowed'), errors: {} },
        { allow: allowed.join(', ') },
      );
    }
    return send(reply, 404, { error: 'not_found', message: serverMessage(locale, 'not_found'), errors: {} });
  });
}
