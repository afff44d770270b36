import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope: its header (`type`: event, transaction, session, ...) and payload. */
export interface EnvelopeItem {
  header: { type?: string } & Record<string, unknown>;
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The body exactly as the browser sent it. */
  raw: string;
}

/** An error event as the browser's SDK sends it (the fields the tests read). */
export interface ReportedEvent {
  message?: string;
  level?: string;
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
  request?: { url?: string; headers?: Record<string, string> };
}

const PUBLIC_KEY = 'e2epublickey';
const PROJECT = '42';

function parseEnvelope(raw: string): Envelope {
  const [head = '{}', ...lines] = raw.split('\n').filter((line) => line.length > 0);
  const items: EnvelopeItem[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as EnvelopeItem['header'];
    const body = lines[index + 1] ?? '';
    let payload: unknown = body;
    try {
      payload = JSON.parse(body);
    } catch {
      // An attachment's bytes: kept as text.
    }
    items.push({ header, payload });
  }
  return { header: JSON.parse(head) as Record<string, unknown>, items, raw };
}

/**
 * The local sandbox receiver of error reports: an HTTP server speaking the envelope endpoint of
 * Sentry's protocol (`POST /api/{project}/envelope/`) on a free loopback port, which keeps what it
 * receives for the test to read. Its DSN goes into the shop's ERROR_REPORTING_DSN.
 */
export class ErrorReceiver {
  private readonly received: Envelope[] = [];
  /** Every request that reached the receiver, as `METHOD path`. */
  readonly requests: string[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<ErrorReceiver> {
    const server = createServer();
    const receiver = new ErrorReceiver(server);
    server.on('request', (request, response) => receiver.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get dsn(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://${PUBLIC_KEY}@127.0.0.1:${port}/${PROJECT}`;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    this.requests.push(`${request.method} ${request.url}`);
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const path = new URL(request.url ?? '/', 'http://receiver').pathname;
    if (request.method !== 'POST' || path !== `/api/${PROJECT}/envelope/`) {
      response.writeHead(404, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push(parseEnvelope(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  }

  envelopes(): readonly Envelope[] {
    return this.received;
  }

  /** Every body received, one after another: what a search for leaked data must look through. */
  everything(): string {
    return this.received.map((envelope) => envelope.raw).join('\n');
  }

  /** The error events received (item type `event`). */
  errorEvents(): ReportedEvent[] {
    return this.received.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => item.payload as ReportedEvent),
    );
  }

  /** The traces' spans received (item types `span` and the streamed container's items). */
  spans(): unknown[] {
    return this.received.flatMap((envelope) =>
      envelope.items.flatMap((item) => {
        const type = String(item.header.type ?? '');
        if (type === 'span') {
          const payload = item.payload as { items?: unknown[] };
          return Array.isArray(payload.items) ? payload.items : [payload];
        }
        if (type === 'transaction') return [item.payload];
        return [];
      }),
    );
  }

  /** Forgets what was received (between tests). */
  clear(): void {
    this.received.length = 0;
    this.requests.length = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
