import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import type { ConfirmationMailer } from './confirmation-mailer';
import type { ClaimedMail, OrderMailStore } from './order-mails';
import { MailDeliveryError } from './transport';

/** Mails claimed per round; a full round is followed by the next at once. */
const BATCH = 5;

/** Wait before attempt n + 1 after n failed ones: the base doubled per attempt, at most the longest wait. */
export function retryDelayMs(
  attempts: number,
  worker: Pick<MailConfig['worker'], 'retryBaseMs' | 'retryMaxMs'>,
) {
  const doubled = worker.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(doubled, worker.retryMaxMs);
}

/**
 * Delivers the outbox's due mails in the server process: right after an order commits (`kick`),
 * at start (mails a stopped or crashed process left behind) and every `MAIL_POLL_MS`. Failed
 * attempts are tried again with exponential backoff until `MAIL_MAX_ATTEMPTS`; a permanent refusal
 * (the SMTP server refused message or recipient) gives up at once. One round runs at a time per
 * process; several processes share the outbox through its claims. Logs name the mail and order
 * ids and error codes, never addresses or contents.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly store: OrderMailStore,
    private readonly mailer: ConfirmationMailer,
    private readonly config: MailConfig['worker'],
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Runs a round now (or right after the one running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.kick();
      } else {
        this.timer = setTimeout(() => this.kick(), this.config.pollMs);
        this.timer.unref();
      }
    });
  }

  /** Stops polling and waits for the round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.mailer.close();
  }

  private async round(): Promise<void> {
    try {
      for (;;) {
        const claimed = await this.store.claimDue(BATCH, this.config.leaseMs);
        for (const mail of claimed) await this.deliver(mail);
        if (claimed.length < BATCH || this.stopped) return;
      }
    } catch (error) {
      // The database is unreachable or closing: the next round tries again.
      this.log.error({ err: error }, 'mail worker round failed');
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const ids = { mailId: mail.id, orderId: mail.orderId, attempt: mail.attempts };
    try {
      const messageId = await this.mailer.deliver(mail);
      if (await this.store.markSent(mail, messageId)) this.log.info(ids, 'order mail sent');
      else this.log.warn(ids, 'order mail sent after its claim ran out');
    } catch (error) {
      const failure =
        error instanceof MailDeliveryError ? error : new MailDeliveryError('EINTERNAL', null, false);
      if (!(error instanceof MailDeliveryError))
        this.log.error({ ...ids, err: error }, 'composing an order mail failed');
      const giveUp = failure.permanent || mail.attempts >= this.config.maxAttempts;
      const retryInMs = giveUp ? null : retryDelayMs(mail.attempts, this.config);
      const code = failure.responseCode ? `${failure.code} ${failure.responseCode}` : failure.code;
      await this.store.markAttemptFailed(mail, code, retryInMs);
      this.log.warn(
        { ...ids, error: code, permanent: failure.permanent, retryInMs },
        'order mail not delivered',
      );
    }
  }
}
