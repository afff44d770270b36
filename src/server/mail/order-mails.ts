import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderMails } from '../db/schema';
import type { ConfirmationFacts } from './confirmation-facts';

export type OrderMailRow = typeof orderMails.$inferSelect;

/** A row this worker holds: `claimToken` proves the claim when the outcome is written. */
export type ClaimedMail = OrderMailRow & { claimToken: string };

export interface NewOrderMail {
  orderId: number;
  brandId: number;
  locale: string;
  recipient: string;
  reason: 'placed' | 'resend';
  requestedBy: number | null;
  content: ConfirmationFacts;
}

/** `now() + ms` on the database's clock, which every server process shares. */
const later = (ms: number) => sql`now() + (${ms} * interval '1 millisecond')`;

/**
 * The outbox of order mails (`order_mails`). Claiming is one statement: the due rows are picked
 * with `FOR UPDATE SKIP LOCKED` (a row another process is claiming right now is skipped, not
 * waited for) and get a claim token and a lease on the database's clock; a row whose lease is
 * still running is not due. An outcome is written only under the claim it was sent with.
 */
export class OrderMailStore {
  constructor(private readonly db: Database) {}

  /** Records a mail; give the order's transaction as `db`, so the mail exists exactly when the order does. */
  async record(mail: NewOrderMail, db: Database = this.db): Promise<OrderMailRow> {
    const [row] = await db.insert(orderMails).values(mail).returning();
    if (!row) throw new Error('order mail insert returned no row');
    return row;
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const token = randomUUID();
    const due = this.db
      .select({ id: orderMails.id })
      .from(orderMails)
      .where(
        and(
          eq(orderMails.status, 'pending'),
          lte(orderMails.nextAttemptAt, sql`now()`),
          or(isNull(orderMails.claimedUntil), lte(orderMails.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(orderMails.nextAttemptAt), asc(orderMails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(orderMails)
      .set({
        claimToken: token,
        claimedUntil: later(leaseMs),
        attempts: sql`${orderMails.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inArray(orderMails.id, due))
      .returning();
    return rows.map((row) => ({ ...row, claimToken: token }));
  }

  /** Marks the mail sent; false when the claim was lost meanwhile (its lease ran out). */
  async markSent(mail: ClaimedMail, messageId: string): Promise<boolean> {
    const rows = await this.db
      .update(orderMails)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        messageId,
        lastError: null,
        claimToken: null,
        claimedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orderMails.id, mail.id), eq(orderMails.claimToken, mail.claimToken)))
      .returning({ id: orderMails.id });
    return rows.length > 0;
  }

  /** A failed attempt: tried again after `retryInMs`, or given up (`failed`) when `retryInMs` is null. */
  async markAttemptFailed(mail: ClaimedMail, error: string, retryInMs: number | null): Promise<void> {
    await this.db
      .update(orderMails)
      .set({
        status: retryInMs === null ? 'failed' : 'pending',
        nextAttemptAt: retryInMs === null ? sql`${orderMails.nextAttemptAt}` : later(retryInMs),
        lastError: error,
        claimToken: null,
        claimedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orderMails.id, mail.id), eq(orderMails.claimToken, mail.claimToken)));
  }

  /** The order's mails, newest first. */
  forOrder(orderId: number): Promise<OrderMailRow[]> {
    return this.db
      .select()
      .from(orderMails)
      .where(eq(orderMails.orderId, orderId))
      .orderBy(desc(orderMails.id));
  }
}
