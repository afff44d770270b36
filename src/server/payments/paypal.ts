import type { LocaleCode } from '@contract/common';
import { PaypalLink } from '@contract/payment';
import { z } from 'zod';
import type { PaypalConfig } from '../config';
import {
  type CreatedSubscription,
  type PaypalProvider,
  ProviderError,
  type SubscriptionStatus,
} from './types';

type PaypalApiConfig = Extract<PaypalConfig, { kind: 'paypal' }>;

const BASE_URL = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;
const TIMEOUT_MS = 15_000;

const TokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const SubscriptionAnswer = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(PaypalLink).default([]),
});

function statusOf(status: string): SubscriptionStatus {
  switch (status) {
    case 'APPROVAL_PENDING':
      return 'approval_pending';
    case 'APPROVED':
      return 'approved';
    case 'ACTIVE':
      return 'active';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'other';
  }
}

const euros = (cents: number): string => (cents / 100).toFixed(2);

/**
 * PayPal subscriptions through PayPal's REST API (`/v1/billing/subscriptions`), switched on by
 * PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_PLAN_ID. The plan's regular cycle is priced
 * with the cart's monthly gross amount (PayPal's plan override), our reference is the
 * subscription's `custom_id` and its request id, so a retried create makes no second subscription.
 */
export class PaypalApiProvider implements PaypalProvider {
  readonly name = 'paypal' as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly config: PaypalApiConfig) {}

  private get baseUrl(): string {
    return BASE_URL[this.config.environment];
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const credentials = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const answer = await this.request('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = TokenAnswer.parse(await answer.json());
    this.token = { value: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 };
    return token.access_token;
  }

  private async request(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new ProviderError(`PayPal ${path} unreachable`, { cause: error });
    }
    if (!response.ok && response.status !== 404) {
      throw new ProviderError(`PayPal ${path} answered ${response.status}`);
    }
    return response;
  }

  private async api(path: string, init: RequestInit & { requestId?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.accessToken()}`,
      'content-type': 'application/json',
      accept: 'application/json',
      ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
    };
    return this.request(path, { ...init, headers });
  }

  async createSubscription(input: {
    reference: string;
    amountCents: number;
    currency: string;
    returnUrl: string;
    cancelUrl: string;
    brandName: string;
    locale: LocaleCode;
  }): Promise<CreatedSubscription> {
    const response = await this.api('/v1/billing/subscriptions', {
      method: 'POST',
      requestId: `subscription-${input.reference}`,
      body: JSON.stringify({
        plan_id: this.config.planId,
        custom_id: input.reference,
        plan: {
          billing_cycles: [
            {
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: {
                fixed_price: { value: euros(input.amountCents), currency_code: input.currency },
              },
            },
          ],
        },
        application_context: {
          brand_name: input.brandName.slice(0, 127),
          locale: input.locale,
          shipping_preference: 'NO_SHIPPING',
          user_action: 'SUBSCRIBE_NOW',
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
      }),
    });
    if (response.status === 404) throw new ProviderError('PayPal plan not found');
    const subscription = SubscriptionAnswer.parse(await response.json());
    return {
      subscriptionId: subscription.id,
      status: statusOf(subscription.status),
      links: subscription.links,
    };
  }

  async subscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus | null> {
    const response = await this.api(`/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`);
    if (response.status === 404) return null;
    return statusOf(SubscriptionAnswer.parse(await response.json()).status);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.api(`/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'Order not completed' }),
    });
  }
}
