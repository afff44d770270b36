import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: the SMTP envelope and the parsed message. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  message: ParsedMail;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:{port}` for SMTP_URL. */
  url: string;
  /** Messages accepted so far, in order. */
  received: ReceivedMail[];
  /** Waits until at least `count` messages have arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The next `count` deliveries are refused with this SMTP reply code (4xx: try later, 5xx: never). */
  refuseNext(count: number, responseCode: number): void;
  /** Deliveries are held (the message is read, never answered) until `release`; answers how many are held. */
  hold(): void;
  held(): number;
  release(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real SMTP server in the test process (the `smtp-server` package) on a loopback port: the shop
 * delivers to it through nodemailer exactly as to a mail provider, and tests read what arrived.
 * Plain SMTP without TLS or authentication, as a local relay would take it.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; responseCode: number } = { count: 0, responseCode: 0 };
  let holding = false;
  const waiting: (() => void)[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    async onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      if (holding) {
        // Never answered: the sender waits until it gives up or dies.
        waiting.push(() => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      if (refusals.count > 0) {
        refusals = { ...refusals, count: refusals.count - 1 };
        const text = refusals.responseCode >= 500 ? 'Refused' : 'Try again later';
        callback(Object.assign(new Error(text), { responseCode: refusals.responseCode }));
        return;
      }
      const message = await simpleParser(Buffer.concat(chunks));
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      received.push({ envelope: { from, to: session.envelope.rcptTo.map((to) => to.address) }, message });
      callback();
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`the SMTP sink got ${received.length} of ${count} messages within ${timeoutMs} ms`);
        }
        await sleep(20);
      }
      return received;
    },
    refuseNext(count, responseCode) {
      refusals = { count, responseCode };
    },
    hold() {
      holding = true;
    },
    held: () => waiting.length,
    release() {
      holding = false;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
