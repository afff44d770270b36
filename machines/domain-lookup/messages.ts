import type { Notice } from '@contract/common';
import type { DomainStatus } from '@contract/domains';
import type { DomainClickOutcome } from '@domain/cart/domain-click';

/**
 * Message keys of the domain screens (ours; the spec names the texts, not the keys). The web
 * catalogues translate them.
 */
export const DOMAIN_TITLES = {
  lookup: 'domains.lookup.title',
  additionalFields: 'domains.additional_fields.title',
  addDomainQuestion: 'domains.add_domain_question.title',
  addProductQuestion: 'domains.add_product_question.title',
} as const;

/** Title of the desired-domain group: 'your wish domain is taken' when it is not free. */
export const DESIRED_GROUP_TITLES = {
  free: 'domains.lookup.group.your_desired_domain',
  taken: 'domains.lookup.group.your_wish_domain_is_taken',
  suggestions: 'domains.lookup.group.our_suggestions',
} as const;

const notice = (
  key: string,
  values: Record<string, string | number> = {},
  type: Notice['type'] = 'warning',
): Notice => ({
  type,
  title: `${key}_title`,
  message: `${key}_body`,
  values,
  preserveRouteChange: false,
});

export const NOTICE_KEYS = {
  unavailable: 'domains.lookup.notice.domain_unavailable',
  alreadyOwned: 'domains.lookup.notice.domain_already_owned',
  unknown: 'domains.lookup.notice.domain_unknown_try_again',
  domainOnlyUnavailable: 'domains.lookup.notice.domain_orders_unavailable',
} as const;

/**
 * Why a clicked domain did not go into the cart: status 9 is "unknown, try again", 4 "already
 * owned", everything else (2, an unknown TLD or name) "domain unavailable".
 */
export function refusalNotice(
  outcome: DomainClickOutcome | null,
  name: string,
  status: DomainStatus,
): Notice {
  if (status === 9) return notice(NOTICE_KEYS.unknown, { domain: name });
  if (outcome === 'already_owned') return notice(NOTICE_KEYS.alreadyOwned, { domain: name });
  return notice(NOTICE_KEYS.unavailable, { domain: name });
}

/** The spec's generic error ('An error has occurred. If the error occurs again, ...'). */
export const genericErrorNotice = (): Notice => ({
  type: 'error',
  title: 'error.something_went_wrong',
  message: 'error.generic',
  values: {},
  preserveRouteChange: false,
});

/** No domain-only row can be created (its product is not orderable): domains cannot be ordered alone. */
export const domainOnlyUnavailableNotice = (): Notice => ({
  ...notice(NOTICE_KEYS.domainOnlyUnavailable, {}, 'error'),
  preserveRouteChange: true,
});
