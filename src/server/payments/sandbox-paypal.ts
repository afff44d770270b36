import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { randomString } from '../orders/identifiers';
import type { CreatedSubscription, PaypalProvider, SubscriptionStatus } from './types';

const LETTERS_AND_DIGITS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Path of the sandbox's approve page for a subscription id. */
export const sandboxApprovePath = (subscriptionId: string): string => `/sandbox/paypal/${subscriptionId}`;

/** What the sandbox keeps about a subscription (`payments.provider_state`). */
const SandboxSubscription = z.object({
  subscriptionId: z.string(),
  status: z.enum(['APPROVAL_PENDING', 'ACTIVE', 'CANCELLED']),
  returnUrl: z.string(),
  cancelUrl: z.string(),
});
type SandboxSubscription = z.infer<typeof SandboxSubscription>;

const STATUS: Record<SandboxSubscription['status'], SubscriptionStatus> = {
  APPROVAL_PENDING: 'approval_pending',
  ACTIVE: 'active',
  CANCELLED: 'cancelled',
};

/**
 * Local PayPal, the default when PayPal is not configured: a subscription waits for approval on our
 * own page (`/sandbox/paypal/{id}`, buttons approve and cancel), which sends the browser back to
 * `/confirm?subscription_id={id}` or to the cancel route. Subscription ids are `SBXSUB` and 20
 * letters or digits: the app's payment-redirect sanitiser keeps only word characters and `! + / =`,
 * so an id with a hyphen (like PayPal's `I-…`) would not come back unchanged.
 */
export class SandboxPaypalProvider implements PaypalProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Database) {}

  async createSubscription(input: {
    reference: string;
    returnUrl: string;
    cancelUrl: string;
    origin: string;
  }): Promise<CreatedSubscription> {
    const subscriptionId = `SBXSUB${randomString(LETTERS_AND_DIGITS, 20)}`;
    const state: SandboxSubscription = {
      subscriptionId,
      status: 'APPROVAL_PENDING',
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
    };
    await this.db
      .update(payments)
      .set({ providerState: state, updatedAt: new Date() })
      .where(and(eq(payments.reference, input.reference), eq(payments.provider, this.name)));
    const self = `${input.origin}${sandboxApprovePath(subscriptionId)}`;
    return {
      subscriptionId,
      status: 'approval_pending',
      links: [
        { rel: 'approve', href: self, method: 'GET' },
        { rel: 'self', href: self, method: 'GET' },
      ],
    };
  }

  private async find(subscriptionId: string, sessionIdHash?: string) {
    const conditions = [
      eq(payments.provider, this.name),
      eq(payments.kind, 'paypal'),
      eq(payments.providerReference, subscriptionId),
    ];
    if (sessionIdHash !== undefined) conditions.push(eq(payments.sessionIdHash, sessionIdHash));
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(...conditions))
      .limit(1);
    const state = row ? SandboxSubscription.safeParse(row.providerState).data : undefined;
    return row && state ? { row, state } : null;
  }

  async subscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus | null> {
    const found = await this.find(subscriptionId);
    return found ? STATUS[found.state.status] : null;
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.setStatus(subscriptionId, 'CANCELLED');
  }

  private async setStatus(subscriptionId: string, status: SandboxSubscription['status']): Promise<void> {
    const found = await this.find(subscriptionId);
    if (!found) return;
    await this.db
      .update(payments)
      .set({ providerState: { ...found.state, status }, updatedAt: new Date() })
      .where(eq(payments.id, found.row.id));
  }

  /** The approve page's subscription: only for the session that created it. */
  async pageSubscription(subscriptionId: string, sessionIdHash: string) {
    return this.find(subscriptionId, sessionIdHash);
  }

  /**
   * A button of the approve page. Approve activates a subscription waiting for approval and answers
   * the return URL with `subscription_id`; cancel answers the cancel URL (our sandbox cancels the
   * subscription too, PayPal would leave it unapproved). Null when the page's subscription is gone
   * or no longer waiting (approving twice answers the same return URL).
   */
  async decide(
    subscriptionId: string,
    sessionIdHash: string,
    action: 'approve' | 'cancel',
  ): Promise<string | null> {
    const found = await this.pageSubscription(subscriptionId, sessionIdHash);
    if (!found) return null;
    const { state } = found;
    if (action === 'approve') {
      if (state.status === 'CANCELLED') return null;
      if (state.status === 'APPROVAL_PENDING') await this.setStatus(subscriptionId, 'ACTIVE');
      const url = new URL(state.returnUrl);
      url.searchParams.set('subscription_id', subscriptionId);
      return url.toString();
    }
    if (state.status === 'APPROVAL_PENDING') await this.setStatus(subscriptionId, 'CANCELLED');
    return state.status === 'ACTIVE' ? null : state.cancelUrl;
  }
}
