import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shop as visitors reach it in production: HTTPS with HTTP/2, in front of the app server. */
export interface TlsFront {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids (and a proxy never passes on). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function passedOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name) || name === 'http2-settings')
      continue;
    kept[name] = value;
  }
  return kept;
}

/** A throwaway certificate for 127.0.0.1, made by the system's openssl for this run only. */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ['-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1'],
      ['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    ].flat(),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

/**
 * Terminates TLS and speaks HTTP/2 (HTTP/1.1 to clients without it), passing every request on to
 * the app server unchanged, as the TLS proxy or load balancer in front of a production deployment
 * does (README, Configuration: PUBLIC_ORIGIN, TRUST_PROXY). Returns why not when openssl is
 * missing.
 */
export async function startTlsFront(target: string): Promise<TlsFront | string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-tls-'));
  let credentials: { key: Buffer; cert: Buffer };
  try {
    credentials = selfSignedCertificate(dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    return `no certificate for the HTTPS front (openssl: ${error instanceof Error ? error.message : String(error)})`;
  }
  const upstream = new URL(target);
  const forward = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const headers = passedOn(request.headers);
    headers.host = request.headers[':authority'] ?? request.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const outgoing = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(outgoing);
  };
  const server = createSecureServer({ ...credentials, allowHTTP1: true }, forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
