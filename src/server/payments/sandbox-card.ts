import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { newOpaqueToken, randomString, sha256 } from '../orders/identifiers';
import {
  type CardPaymentProvider,
  type CardPaymentResult,
  type CreateCardPayment,
  ProviderError,
} from './types';

/** The buttons of the sandbox payment page: the provider's outcomes the checkout must handle. */
export const SANDBOX_CARD_RESULTS = ['Authorised', 'Pending', 'Received', 'Refused'] as const;
export type SandboxCardResult = (typeof SANDBOX_CARD_RESULTS)[number];

/**
 * Outside-service faults a tester (or a test) asks for by the card holder's name, so the shop's
 * answers to a failing provider can be tried without one: the provider cannot be reached (an
 * error at once), does not answer (until the shop's time budget ends the call), or cannot be
 * reached once when the visitor comes back from the payment page (payment details; a retry works).
 */
export const SANDBOX_CARD_FAULTS = {
  'provider unreachable': 'unreachable',
  'provider slow': 'slow',
  'provider down on return': 'down-on-return',
} as const;
type SandboxFault = (typeof SANDBOX_CARD_FAULTS)[keyof typeof SANDBOX_CARD_FAULTS];

function faultOf(paymentMethod: CreateCardPayment['paymentMethod']): SandboxFault | null {
  const holder = typeof paymentMethod.holderName === 'string' ? paymentMethod.holderName : '';
  const key = holder.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.hasOwn(SANDBOX_CARD_FAULTS, key)
    ? SANDBOX_CARD_FAULTS[key as keyof typeof SANDBOX_CARD_FAULTS]
    : null;
}

/** Longer than any time budget the shop gives a provider: the call ends by the shop's timeout. */
const NO_ANSWER_MS = 10 * 60 * 1000;

/** What the sandbox keeps about a payment (`payments.provider_state`), like a real provider would. */
const SandboxState = z.object({
  returnUrl: z.string(),
  /** Payment-details calls that fail before the provider answers again (fault `down-on-return`). */
  detailsFailuresLeft: z.number().int().nonnegative().optional(),
  decision: z
    .object({
      result: z.enum(SANDBOX_CARD_RESULTS),
      /** The redirect result handed to the browser; kept so a double click gets the same one. */
      redirectResult: z.string(),
      pspReference: z.string(),
      recurringReference: z.string().nullable(),
    })
    .optional(),
});
type SandboxState = z.infer<typeof SandboxState>;

const DIGITS = '0123456789';

/** Path of the sandbox's payment page for a payment reference. */
export const sandboxPaymentPath = (reference: string): string => `/sandbox/payment/${reference}`;

/**
 * Local card provider, the default when Adyen is not configured. Create-payment always asks to
 * redirect the shopper to our own page (`/sandbox/payment/{reference}`), where buttons decide the
 * outcome; the page sends the browser back to the return URL with an opaque `redirectResult`.
 * Payment details look that token up in the sandbox's own records: a token the sandbox never
 * issued is unknown (null), exactly as Adyen refuses a forged redirectResult.
 */
export class SandboxCardProvider implements CardPaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Database) {}

  async paymentMethods() {
    return {
      clientKey: 'sandbox',
      environment: 'sandbox' as const,
      methods: [{ type: 'scheme', name: 'Credit card (sandbox)', brands: ['visa', 'mc', 'amex'] }],
    };
  }

  async createPayment(input: CreateCardPayment): Promise<CardPaymentResult> {
    const fault = faultOf(input.paymentMethod);
    if (fault === 'unreachable') throw new ProviderError('sandbox: provider unreachable');
    if (fault === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, NO_ANSWER_MS).unref());
      throw new ProviderError('sandbox: provider did not answer');
    }
    const state: SandboxState = {
      returnUrl: input.returnUrl,
      ...(fault === 'down-on-return' ? { detailsFailuresLeft: 1 } : {}),
    };
    await this.db
      .update(payments)
      .set({ providerState: state, updatedAt: new Date() })
      .where(and(eq(payments.reference, input.reference), eq(payments.provider, this.name)));
    return {
      resultCode: 'RedirectShopper',
      action: {
        type: 'redirect',
        method: 'GET',
        paymentMethodType: input.paymentMethod.type,
        url: `${input.origin}${sandboxPaymentPath(input.reference)}`,
      },
      merchantReference: input.reference,
      pspReference: null,
      recurringReference: null,
      refusalReason: null,
    };
  }

  async paymentDetails({ redirectResult }: { redirectResult: string }): Promise<CardPaymentResult | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.redirectResultHash, sha256(redirectResult)), eq(payments.provider, this.name)))
      .limit(1);
    const state = row ? SandboxState.safeParse(row.providerState).data : undefined;
    const decision = state?.decision;
    if (!row || !state || !decision || decision.redirectResult !== redirectResult) return null;
    if (state.detailsFailuresLeft) {
      await this.db
        .update(payments)
        .set({ providerState: { ...state, detailsFailuresLeft: state.detailsFailuresLeft - 1 } })
        .where(eq(payments.id, row.id));
      throw new ProviderError('sandbox: provider unreachable on return');
    }
    const authorised = decision.result !== 'Refused';
    return {
      resultCode: decision.result,
      action: null,
      merchantReference: row.reference,
      pspReference: decision.pspReference,
      recurringReference: decision.recurringReference,
      refusalReason: authorised ? null : 'Refused (sandbox)',
    };
  }

  /** The page's payment: only while it waits for the shopper, and only for the session that started it. */
  async pagePayment(reference: string, sessionIdHash: string) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.reference, reference),
          eq(payments.provider, this.name),
          eq(payments.kind, 'card'),
          eq(payments.sessionIdHash, sessionIdHash),
        ),
      )
      .limit(1);
    const state = row ? SandboxState.safeParse(row.providerState).data : undefined;
    return row && state ? { row, state } : null;
  }

  /**
   * A button of the sandbox page: records the outcome and answers the URL to send the browser to
   * (the return URL with `redirectResult`). The same button twice (a double click) answers the same
   * URL; another button after a decision is refused (null).
   */
  async decide(reference: string, sessionIdHash: string, result: SandboxCardResult): Promise<string | null> {
    const found = await this.pagePayment(reference, sessionIdHash);
    if (!found) return null;
    if (found.row.status !== 'redirect_shopper') return null;
    const { state } = found;
    if (state.decision) return state.decision.result === result ? withRedirectResult(state) : null;
    const redirectResult = newOpaqueToken();
    const decided: SandboxState = {
      ...state,
      decision: {
        result,
        redirectResult,
        pspReference: `SBX${randomString(DIGITS, 13)}`,
        recurringReference: result === 'Authorised' ? `SBXR${randomString(DIGITS, 12)}` : null,
      },
    };
    // Only the first decision counts, also when two clicks race.
    const updated = await this.db
      .update(payments)
      .set({ providerState: decided, redirectResultHash: sha256(redirectResult), updatedAt: new Date() })
      .where(and(eq(payments.id, found.row.id), sql`${payments.providerState} -> 'decision' is null`))
      .returning({ id: payments.id });
    if (updated.length === 0) return this.decide(reference, sessionIdHash, result);
    return withRedirectResult(decided);
  }
}

function withRedirectResult(state: SandboxState): string {
  const url = new URL(state.returnUrl);
  url.searchParams.set('redirectResult', state.decision?.redirectResult ?? '');
  return url.toString();
}
