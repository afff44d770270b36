import type { SmsConfig } from '../config';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';

export interface SmsMessage {
  orderId: number;
  /** The phone number as the customer gave it (digits, spaces, plus). */
  to: string;
  text: string;
}

/** Sends text messages. A failed send throws; the caller decides whether that fails the request. */
export interface SmsGateway {
  readonly name: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}

/**
 * The default gateway: every message lands in the `sms_outbox` table instead of a phone, where tests
 * and support read it (`GET /api/v2/support/sms-outbox`; in production only with SUPPORT_API_TOKEN).
 */
export class OutboxSmsGateway implements SmsGateway {
  readonly name = 'outbox' as const;

  constructor(private readonly db: Database) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insert(smsOutbox)
      .values({ orderId: message.orderId, phone: message.to, text: message.text });
  }
}

/**
 * A provider-neutral HTTP gateway (SMS_GATEWAY_URL): `POST {url}` with JSON `{ to, text, reference }`
 * and `Authorization: Bearer {SMS_GATEWAY_TOKEN}` when a token is set; any 2xx counts as sent. Most
 * SMS services (or a small relay in front of one) take this shape.
 */
export class HttpSmsGateway implements SmsGateway {
  readonly name = 'http' as const;

  constructor(private readonly config: Extract<SmsConfig, { kind: 'http' }>) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.config.token ? { authorization: `Bearer ${this.config.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text, reference: `order-${message.orderId}` }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

export function createSmsGateway(config: SmsConfig, db: Database): SmsGateway {
  return config.kind === 'http' ? new HttpSmsGateway(config) : new OutboxSmsGateway(db);
}
