import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError, LocaleCode } from '@contract/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ServerMessageKey, serverMessage } from '../i18n/messages';

/**
 * Answers of the errors Fastify and Node's HTTP parser raise before a route runs (a too long path
 * parameter, a malformed URL, headers over Node's size limit, a body shorter than its
 * Content-Length, a request that never completes). They leave in the API's `ApiError` shape and in
 * the visitor's language like every other error, and never repeat any part of the request: their
 * default answers echo the path and name the framework's codes.
 */

/** Picks the visitor's language from the Host and Accept-Language a request carried, if any. */
export type LocaleOfHeaders = (headers: { host?: string; acceptLanguage?: string }) => LocaleCode;

const frameworkCodes: Record<string, { status: number; key: ServerMessageKey }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'uri_too_long' },
  FST_ERR_BAD_URL: { status: 400, key: 'bad_request' },
};

function errorBody(locale: LocaleCode, key: ServerMessageKey): ApiError {
  return { error: key, message: serverMessage(locale, key), errors: {} };
}

/** Fastify's `frameworkErrors` option: router errors answered before any hook runs. */
export function frameworkErrorsHandler(localeOf: LocaleOfHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const known = (error.code && frameworkCodes[error.code]) || { status: 400, key: 'bad_request' as const };
    const locale = localeOf({
      host: request.headers.host,
      acceptLanguage: headerText(request.headers['accept-language']),
    });
    void reply.code(known.status).type('application/json; charset=utf-8').send(errorBody(locale, known.key));
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A header's value in the raw bytes Node's parser had read when it gave up (they may be cut off). */
export function rawHeader(raw: unknown, name: string): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  // The headers end at the first empty line; the part that was read is enough to find these two.
  const text = raw.subarray(0, 16 * 1024).toString('latin1');
  const pattern = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]{0,200})`, 'i');
  return pattern.exec(text)?.[1]?.trim();
}

function clientErrorAnswer(code: string | undefined): { status: number; key: ServerMessageKey } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'request_timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'headers_too_large' };
  if (code === 'HPE_INVALID_METHOD') return { status: 405, key: 'method_not_allowed' };
  return { status: 400, key: 'bad_request' };
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * The Host and Accept-Language of the last request whose headers a connection completed: a body
 * that breaks off later is refused by the parser with none of those bytes left to read.
 */
const headersOfConnection = new WeakMap<Socket, { host?: string; acceptLanguage?: string }>();

/** Remembers each request's Host and Accept-Language for its connection (see `clientErrorHandler`). */
export function rememberRequestHeaders(server: Server): void {
  server.on('request', (request: IncomingMessage) => {
    headersOfConnection.set(request.socket, {
      host: request.headers.host,
      acceptLanguage: headerText(request.headers['accept-language']),
    });
  });
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refused the bytes of a request, so
 * there is no request object; the answer is written to the socket and the connection closed.
 */
export function clientErrorHandler(localeOf: LocaleOfHeaders) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, key } = clientErrorAnswer(error.code);
    const locale = localeOf(
      headersOfConnection.get(socket) ?? {
        host: rawHeader(error.rawPacket, 'host'),
        acceptLanguage: rawHeader(error.rawPacket, 'accept-language'),
      },
    );
    const body = JSON.stringify(errorBody(locale, key));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reasons[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
