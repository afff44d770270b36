import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The bench's TLS front as a process of its own (started by tls-front.ts, its target URL as the
 * only argument): it tells its parent `{ baseUrl }` or `{ error }` once listening, and stops on
 * SIGTERM. Apart from the bench's process, Lighthouse's own work (the trace it records arrives
 * there) does not hold up the pages' responses, which Lighthouse would count as server latency.
 */

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

const tell = (message: { baseUrl: string; certificate: string } | { error: string }) =>
  process.send?.(message);

async function main(target: string) {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-tls-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  let credentials: { key: Buffer; cert: Buffer };
  try {
    credentials = selfSignedCertificate(dir);
  } catch (error) {
    await cleanUp();
    tell({
      error: `no certificate for the HTTPS front (openssl: ${error instanceof Error ? error.message : String(error)})`,
    });
    return;
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
  process.once('SIGTERM', () => {
    server.close();
    // Open HTTP/2 sessions would keep the process; the bench is done with them.
    void cleanUp().finally(() => process.exit(0));
  });
  tell({
    baseUrl: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    certificate: credentials.cert.toString(),
  });
}

void main(process.argv[2] ?? '');
