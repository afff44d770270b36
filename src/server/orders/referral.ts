import { REFERRAL_ORDER, type ReferralSource, type ResolvedReferral, referralId } from '../sessions/referral';

/**
 * The partner an order credits: the referral id and the source of the fallback order it came from
 * (null when the feedback names none).
 */
export interface OrderReferral {
  id: string;
  source: ReferralSource | null;
}

/** Where the order's `feedback` (jsonb) keeps its referral. */
interface ReferralFeedback {
  referral_id?: string;
  referral_source?: ReferralSource;
}

/**
 * The referral as the order's feedback records it: `referral_id` is the id that gets the credit
 * (the typed one, else the session's fallback, see `orderReferral`), `referral_source` where it came
 * from; neither when no source had one.
 */
export function referralFeedback(referral: ResolvedReferral): ReferralFeedback {
  return referral.id && referral.source ? { referral_id: referral.id, referral_source: referral.source } : {};
}

/** The referral an order's stored feedback names, or null (no valid id). */
export function recordedReferral(feedback: unknown): OrderReferral | null {
  if (!feedback || typeof feedback !== 'object') return null;
  const { referral_id, referral_source } = feedback as Record<string, unknown>;
  const id = referralId(referral_id);
  const source = REFERRAL_ORDER.find((candidate) => candidate === referral_source) ?? null;
  return id ? { id, source } : null;
}
