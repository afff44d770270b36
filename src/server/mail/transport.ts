import { createTransport } from 'nodemailer';
import type { MailTransportConfig } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for parts the HTML shows inline (the logo: `cid:{cid}`). */
  cid?: string;
}

/** One e-mail as the shop hands it to a transport. */
export interface OutgoingMail {
  /** Our own Message-ID, the same on every attempt, so a receiver can spot a repeated delivery. */
  messageId: string;
  from: { name: string; address: string };
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutgoingAttachment[];
}

/** What the outbox row is, for transports that record it (never part of the message). */
export interface MailReference {
  mailId: number;
  orderId: number;
}

/**
 * Why a delivery failed, without the server's reply text (it may quote the address): an error
 * code, the SMTP reply code, and whether trying again can help.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly responseCode: number | null,
    readonly permanent: boolean,
  ) {
    super(`mail delivery failed: ${code}${responseCode ? ` ${responseCode}` : ''}`);
  }
}

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail, reference: MailReference): Promise<void>;
  close(): void;
}

/**
 * The local outbox (the default without SMTP settings): a delivered mail is a row of `mail_outbox`,
 * which tests and support read (`GET /api/v2/support/mail-outbox`). A repeated delivery of one
 * outbox mail adds nothing (`mail_id` is unique).
 */
export class OutboxMailTransport implements MailTransport {
  readonly name = 'outbox' as const;

  constructor(private readonly db: Database) {}

  async send(mail: OutgoingMail, reference: MailReference): Promise<void> {
    await this.db
      .insert(mailOutbox)
      .values({
        mailId: reference.mailId,
        orderId: reference.orderId,
        messageId: mail.messageId,
        sender: `${mail.from.name} <${mail.from.address}>`,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments
          .filter((attachment) => !attachment.cid)
          .map((attachment) => ({
            file_name: attachment.filename,
            content_type: attachment.contentType,
            size: attachment.content.length,
          })),
      })
      .onConflictDoNothing({ target: mailOutbox.mailId });
  }

  close(): void {}
}

interface NodemailerFailure {
  code?: unknown;
  responseCode?: unknown;
}

/** Refusals of the message or its recipient (5xx) will not change; anything else may pass later. */
export function deliveryErrorOf(error: unknown): MailDeliveryError {
  const failure = (error && typeof error === 'object' ? error : {}) as NodemailerFailure;
  const code = typeof failure.code === 'string' ? failure.code : 'EUNKNOWN';
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const refused = responseCode !== null && responseCode >= 500 && responseCode < 600;
  return new MailDeliveryError(code, responseCode, refused && code !== 'EAUTH');
}

/** Delivery to an SMTP server through nodemailer (SMTP_URL, or SMTP_HOST with port, user and password). */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter;

  constructor(private readonly config: Extract<MailTransportConfig, { kind: 'smtp' }>) {
    const timeouts = {
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
    };
    this.transporter = createTransport(
      config.url
        ? { url: config.url, ...timeouts }
        : {
            host: config.host,
            port: config.port,
            secure: config.secure,
            ...(config.auth ? { auth: config.auth } : {}),
            ...timeouts,
          },
    );
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transporter.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw deliveryErrorOf(error);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

export function createMailTransport(config: MailTransportConfig, db: Database): MailTransport {
  return config.kind === 'smtp' ? new SmtpMailTransport(config) : new OutboxMailTransport(db);
}
