import type { LocaleCode } from '@contract/common';
import type { Database } from '../db/client';
import { formatReference, type SessionRestoreService } from '../support/session-restore';
import { ConfirmationFacts, type ConfirmationInput, confirmationFacts } from './confirmation-facts';
import type { ComposedConfirmation, ConfirmationMailer } from './confirmation-mailer';
import type { OrderMailRow, OrderMailStore } from './order-mails';
import type { MailWorker } from './worker';

export interface PlacedOrderMail extends ConfirmationInput {
  orderId: number;
  brandId: number;
  locale: LocaleCode;
  /** The customer's e-mail address; without one no mail is recorded. */
  recipient: string | null;
}

/**
 * The order confirmation e-mail: recorded in the order's transaction (the outbox), delivered by
 * the mail worker after commit, previewed and sent again by support.
 */
export class OrderConfirmations {
  constructor(
    private readonly store: OrderMailStore,
    private readonly mailer: ConfirmationMailer,
    private readonly worker: MailWorker,
    private readonly references: SessionRestoreService,
  ) {}

  /**
   * The session's support reference (as the help and contact modal shows it), for the mail; asked
   * before the order's transaction. A reference that cannot be made leaves it out of the mail.
   */
  async supportReference(sessionIdHash: string, brandId: number): Promise<string | null> {
    try {
      const { reference } = await this.references.referenceFor(sessionIdHash, brandId);
      return formatReference(reference);
    } catch {
      return null;
    }
  }

  /** Writes the confirmation into the outbox, inside the transaction `db` that places the order. */
  async record(db: Database, order: PlacedOrderMail): Promise<OrderMailRow | null> {
    if (!order.recipient) return null;
    return this.store.record(
      {
        orderId: order.orderId,
        brandId: order.brandId,
        locale: order.locale,
        recipient: order.recipient,
        reason: 'placed',
        requestedBy: null,
        content: confirmationFacts(order),
      },
      db,
    );
  }

  /** After a commit that recorded mails: deliver now rather than at the next poll. */
  committed(): void {
    this.worker.kick();
  }

  /** The order's mails, newest first (support's page). */
  history(orderId: number): Promise<OrderMailRow[]> {
    return this.store.forOrder(orderId);
  }

  /** The mail as it would go out now (support's preview), or null when none was recorded. */
  async preview(orderId: number): Promise<{ mail: OrderMailRow; composed: ComposedConfirmation } | null> {
    const [latest] = await this.store.forOrder(orderId);
    if (!latest) return null;
    return { mail: latest, composed: await this.mailer.compose(latest) };
  }

  /**
   * Queues the order's confirmation again (support's resend): to the same address, with the facts
   * recorded with the order; null when none was recorded.
   */
  async resend(orderId: number, staffId: number): Promise<OrderMailRow | null> {
    const [latest] = await this.store.forOrder(orderId);
    const content = ConfirmationFacts.safeParse(latest?.content);
    if (!latest || !content.success) return null;
    const row = await this.store.record({
      orderId,
      brandId: latest.brandId,
      locale: latest.locale,
      recipient: latest.recipient,
      reason: 'resend',
      requestedBy: staffId,
      content: content.data,
    });
    this.worker.kick();
    return row;
  }
}
