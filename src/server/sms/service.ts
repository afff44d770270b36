import type { LocaleCode } from '@contract/common';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { smsCodes } from '../db/schema';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import type { RateLimitDecision, RateLimitPolicy } from '../rate-limit/rate-limiter';
import { hashSmsCode, newSmsCode, smsCodeMatches } from './codes';
import type { SmsGateway } from './gateway';

/** A code is valid for 10 minutes after it was sent (our choice; the spec names no validity). */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
/** Tries per code; after the fifth wrong one the code is dead and only a new code helps. */
export const SMS_MAX_ATTEMPTS = 5;
/**
 * Resends per order: 3 in 15 minutes (our choice). Every code costs an SMS, and each code allows
 * 5 tries, so this also caps guessing at 20 tries per 15 minutes against 58^5 possible codes.
 */
export const SMS_RESEND_PER_ORDER: RateLimitPolicy = {
  name: 'sms-resend:order',
  limit: 3,
  windowMs: 15 * 60 * 1000,
};

export interface SmsOrder {
  id: number;
  orderCode: string;
  phone: string;
  locale: LocaleCode;
  brandName: string;
}

export type SmsVerdict = 'valid' | 'wrong' | 'expired' | 'locked' | 'missing';

function messageText(order: SmsOrder, code: string): string {
  // The code comes last, so it is easy to find on a small screen (and in the outbox).
  return order.locale === 'de-DE'
    ? `${order.brandName}: Ihr Code zur Bestätigung der Bestellung ${order.orderCode} lautet ${code}`
    : `${order.brandName}: your code to confirm order ${order.orderCode} is ${code}`;
}

/**
 * SMS codes of orders awaiting validation: random (crypto), stored as a salted scrypt hash only,
 * valid 10 minutes, single use, at most 5 tries each, resends limited per order. Counting a try
 * and consuming a code are single conditional updates, so parallel requests cannot exceed the
 * tries or use a code twice.
 */
export class SmsService {
  private readonly resends: DatabaseRateLimiter;

  constructor(
    private readonly db: Database,
    private readonly gateway: SmsGateway,
  ) {
    this.resends = new DatabaseRateLimiter(db, SMS_RESEND_PER_ORDER);
  }

  /** Draws a new code for the order (replacing any earlier one) and sends it. */
  async issue(order: SmsOrder): Promise<void> {
    const code = newSmsCode();
    const { hash, salt } = await hashSmsCode(code);
    const now = new Date();
    const values = {
      codeHash: hash,
      salt,
      attempts: 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      consumedAt: null,
    };
    await this.db
      .insert(smsCodes)
      .values({ orderId: order.id, ...values })
      .onConflictDoUpdate({ target: smsCodes.orderId, set: values });
    await this.gateway.send({ orderId: order.id, to: order.phone, text: messageText(order, code) });
  }

  /** Counts a resend of the order's code; the caller refuses with 429 when not allowed. */
  resendAllowed(orderId: number): Promise<RateLimitDecision> {
    return this.resends.hit(`order:${orderId}`);
  }

  async hasCode(orderId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: smsCodes.orderId })
      .from(smsCodes)
      .where(eq(smsCodes.orderId, orderId));
    return rows.length > 0;
  }

  /**
   * Checks a typed code: the try is counted first (only while the code is unused, unexpired and
   * has tries left), then compared; a match consumes the code.
   */
  async verify(orderId: number, code: string): Promise<SmsVerdict> {
    const now = new Date();
    const [counted] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(
        and(
          eq(smsCodes.orderId, orderId),
          isNull(smsCodes.consumedAt),
          lt(smsCodes.attempts, SMS_MAX_ATTEMPTS),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .returning({ hash: smsCodes.codeHash, salt: smsCodes.salt });
    if (!counted) return this.whyNotCounted(orderId, now);
    if (!(await smsCodeMatches(code, counted))) return 'wrong';
    // A parallel request with the same right code may have consumed it first: still valid.
    await this.db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.orderId, orderId), isNull(smsCodes.consumedAt)));
    return 'valid';
  }

  /** The code of a validated order: the same code again is the same (idempotent) validation. */
  async matchesConsumed(orderId: number, code: string): Promise<boolean> {
    const [row] = await this.db.select().from(smsCodes).where(eq(smsCodes.orderId, orderId));
    return row?.consumedAt ? smsCodeMatches(code, { hash: row.codeHash, salt: row.salt }) : false;
  }

  private async whyNotCounted(orderId: number, now: Date): Promise<SmsVerdict> {
    const [row] = await this.db.select().from(smsCodes).where(eq(smsCodes.orderId, orderId));
    if (!row || row.consumedAt) return 'missing';
    if (row.expiresAt <= now) return 'expired';
    return 'locked';
  }
}
