import { ReferralBody, type ReferralResponse } from '@contract/customer';
import { sanitizeReferrer } from '@domain/validation/sanitize';
import type { z } from 'zod';

export type ResolvedReferral = z.infer<typeof ReferralResponse>['data'];
export type ReferralSource = NonNullable<ResolvedReferral['source']>;

/** The spec's fallback order (catalogue spec section 7, checkout spec section 5). */
export const REFERRAL_ORDER: readonly ReferralSource[] = [
  'order_data',
  'cookie_pvid',
  'cookie_emid',
  'app_referrer',
  'server_referrer',
];

/** Referral ids by source, as the session remembers them (`sessions.state.referral`). */
export type ReferralSources = Partial<Record<ReferralSource, string>>;

/** The state key the referral lives under. */
export const REFERRAL_STATE_KEY = 'referral';

/** A referral id as the order takes it: 2 to 20 letters, digits, underscores, hyphens. */
const ReferralId = ReferralBody.shape.id;

/** `value` when it is a valid referral id, else undefined (the source is then skipped). */
export function referralId(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  return ReferralId.safeParse(text).success ? text : undefined;
}

/** What the session state holds; entries that are not valid ids count as not seen. */
export function storedReferralSources(state: Record<string, unknown> | undefined): ReferralSources {
  const raw = state?.[REFERRAL_STATE_KEY];
  if (!raw || typeof raw !== 'object') return {};
  const sources: ReferralSources = {};
  for (const source of REFERRAL_ORDER) {
    const id = referralId((raw as Record<string, unknown>)[source]);
    if (id) sources[source] = id;
  }
  return sources;
}

/**
 * The referrer id carried by a URL's `referrer` query parameter (the shop's own deep-link
 * parameter, sanitised like the app's: letters and digits only). Used for the HTTP `Referer`
 * header. Undefined when there is no URL, no parameter, or no valid id is left.
 */
export function referrerOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return referralId(sanitizeReferrer(new URL(url).searchParams.get('referrer') ?? undefined));
  } catch {
    return undefined;
  }
}

/** The first source of the spec's order that has an id. */
export function resolveReferral(sources: ReferralSources): ResolvedReferral {
  for (const source of REFERRAL_ORDER) {
    const id = sources[source];
    if (id) return { id, source };
  }
  return { id: null, source: null };
}

/** Stored sources with the ones seen now replacing those of the same source. */
export function mergeReferralSources(stored: ReferralSources, seen: ReferralSources): ReferralSources {
  const merged: ReferralSources = { ...stored };
  for (const source of REFERRAL_ORDER) {
    const id = seen[source];
    if (id) merged[source] = id;
  }
  return merged;
}

/**
 * The referral an order records: the id the visitor typed on confirm (order data, in place of one
 * an earlier PUT saved), else the first of the session's other sources in the spec's order.
 */
export function orderReferral(stored: ReferralSources, typed: string | undefined): ResolvedReferral {
  return resolveReferral(mergeReferralSources(stored, { order_data: referralId(typed) }));
}

export function sameSources(a: ReferralSources, b: ReferralSources): boolean {
  return REFERRAL_ORDER.every((source) => a[source] === b[source]);
}
