import { connect, type Socket } from 'node:net';
import { ApiError } from '@contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * Errors raised before a route runs (the router, Node's HTTP parser) answer like every other API
 * error: the `ApiError` shape, a sentence in the visitor's language, and nothing of the request
 * repeated back (no path, no header value, no framework code).
 */
let test: TestServer;
let port = 0;
const serverSockets: Socket[] = [];
beforeAll(async () => {
  test = await startTestServer();
  test.server.app.server.on('connection', (socket: Socket) => void serverSockets.push(socket));
  await test.server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (test.server.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await test.stop();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends raw bytes and reads the whole answer (the server closes the connection after these errors). */
function raw(text: string, keepOpen = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (keepOpen) socket.write(text);
      else socket.end(text);
    });
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      out += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer: ${out}`));
      else resolve({ status, headers: head, body });
    });
  });
}

function expectApiError(body: string, error: string, message: RegExp): void {
  const parsed = ApiError.parse(JSON.parse(body));
  expect(parsed.error).toBe(error);
  expect(parsed.message).toMatch(message);
  expect(body).not.toMatch(/FST_|statusCode|Client Error|Bad Request|evil/);
}

describe('router errors', () => {
  it('414: a path parameter over the limit, in the visitor’s language, without the path', async () => {
    const path = `/api/v2/zipcodes/evil${'a'.repeat(600)}`;
    const german = await test.server.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'hostwerk.localhost', 'accept-language': 'de-DE' },
    });
    expect(german.statusCode).toBe(414);
    expect(german.headers['content-type']).toContain('application/json');
    expectApiError(german.body, 'uri_too_long', /Adresse der Anfrage ist zu lang/);
    const english = await test.server.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'hostwerk.localhost', 'accept-language': 'en' },
    });
    expectApiError(english.body, 'uri_too_long', /address of the request is too long/);
  });

  it('404 and 413 keep the API shape and do not echo the request', async () => {
    const missing = await test.server.app.inject({
      method: 'GET',
      url: '/api/v2/evil-<script>',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expectApiError(missing.body, 'not_found', /does not exist/);
    const large = await test.server.app.inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ items: [], evil: 'x'.repeat(300 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expectApiError(large.body, 'body_too_large', /too large/);
  });
});

describe('errors of Node’s HTTP parser', () => {
  it('431: headers over the size limit, in the language the request asked for', async () => {
    const answer = await raw(
      `GET /api/v2/brands/current HTTP/1.1\r\nHost: hostwerk.localhost\r\nAccept-Language: de-DE\r\n` +
        `X-Evil: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expectApiError(answer.body, 'headers_too_large', /Kopfdaten/);
  });

  it('400: a body shorter than its Content-Length', async () => {
    const answer = await raw(
      'PUT /api/v2/session/locale HTTP/1.1\r\nHost: hostwerk.localhost\r\nAccept-Language: en\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"code":"evil"}',
    );
    expect(answer.status).toBe(400);
    expectApiError(answer.body, 'bad_request', /could not be read/);
  });

  it('400: an invalid Content-Length, and 405 for a method the parser does not know', async () => {
    const invalid = await raw(
      'PUT /api/v2/session/locale HTTP/1.1\r\nHost: hostwerk.localhost\r\nContent-Length: evil\r\n\r\n',
    );
    expect(invalid.status).toBe(400);
    expectApiError(invalid.body, 'bad_request', /.+/);
    const method = await raw('EVIL /api/v2/session HTTP/1.1\r\nHost: hostwerk.localhost\r\n\r\n');
    expect(method.status).toBe(405);
    expectApiError(method.body, 'method_not_allowed', /.+/);
  });

  it('408: a request that does not arrive in time', async () => {
    const before = serverSockets.length;
    const pending = raw(
      'PUT /api/v2/session/locale HTTP/1.1\r\nHost: hostwerk.localhost\r\nAccept-Language: en\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"co',
      true,
    );
    await expect.poll(() => serverSockets.length).toBeGreaterThan(before);
    const socket = serverSockets[serverSockets.length - 1];
    // Node raises this error when `requestTimeout` ends; raised here at once instead of after minutes.
    const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    test.server.app.server.emit('clientError', timeout, socket);
    const answer = await pending;
    expect(answer.status).toBe(408);
    expectApiError(answer.body, 'request_timeout', /.+/);
  });
});
