import type { Cart, CartDomain } from '@contract/cart';
import type { DomainStatus } from '@contract/domains';
import type { CatalogueContext } from '../catalogue-context';
import { findItem, replaceItem } from './cart-ops';
import { normalizeDomainName, sameDomainName, tldForDomainName } from './domain-names';
import { recomputeInclusiveDomains } from './inclusive-domains';
import { removeDomain } from './removal';

export interface DomainCandidate {
  name: string;
  status: DomainStatus;
  /** Authcode entered in the modal; needed for status 1 (transfer). */
  authCode?: string | null;
}

export type DomainClickOutcome =
  | 'added'
  | 'removed'
  | 'already_in_cart'
  | 'already_assigned'
  | 'auth_code_required'
  | 'unavailable'
  | 'already_owned'
  | 'invalid_name'
  | 'unknown_tld'
  | 'unknown_item';

export interface DomainClick {
  cart: Cart;
  outcome: DomainClickOutcome;
}

const MAX_AUTH_CODE = 255;

const findHolder = (cart: Cart, name: string) =>
  cart.items.find((item) => item.domains.some((domain) => sameDomainName(domain.name, name)));

function refusal(candidate: DomainCandidate, authCode: string): DomainClickOutcome | null {
  const length = normalizeDomainName(candidate.name).length;
  if (length < 4 || length > 253) return 'invalid_name';
  if (candidate.status === 2 || candidate.status === 9) return 'unavailable';
  if (candidate.status === 4) return 'already_owned';
  if (candidate.status === 1 && (authCode === '' || authCode.length > MAX_AUTH_CODE))
    return 'auth_code_required';
  return null;
}

/**
 * Adds a domain to a row: status 0 as a registration, status 1 only with a non-empty authcode
 * (transfer); 2, 4 and 9 are refused, as is a domain already in the cart ('already_assigned' when
 * it sits on a preconfigured row). Inclusive domains of the row are recomputed.
 */
export function addDomain(
  cart: Cart,
  rowId: string,
  candidate: DomainCandidate,
  ctx: CatalogueContext,
): DomainClick {
  const holder = findHolder(cart, candidate.name);
  if (holder) return { cart, outcome: holder.is_preconfigured ? 'already_assigned' : 'already_in_cart' };
  const item = findItem(cart, rowId);
  if (!item) return { cart, outcome: 'unknown_item' };
  const authCode = candidate.authCode?.trim() ?? '';
  const refused = refusal(candidate, authCode);
  if (refused) return { cart, outcome: refused };
  const tld = tldForDomainName(candidate.name, ctx);
  if (!tld?.is_active) return { cart, outcome: 'unknown_tld' };
  const domain: CartDomain = {
    id: tld.id,
    name: normalizeDomainName(candidate.name),
    inclusive: false,
    inclusive_first_year: false,
    auth_code: candidate.status === 1 ? authCode : null,
    promotion_code: null,
    additional_fields: [],
  };
  const next = recomputeInclusiveDomains({ ...item, domains: [...item.domains, domain] }, ctx);
  return { cart: replaceItem(cart, next), outcome: 'added' };
}

/**
 * A click on a domain in the lookup: a domain already in the cart is removed again (unless it is
 * assigned to a preconfigured row: 'already_assigned'); any other is added (see `addDomain`).
 */
export function clickDomain(
  cart: Cart,
  rowId: string,
  candidate: DomainCandidate,
  ctx: CatalogueContext,
): DomainClick {
  const holder = findHolder(cart, candidate.name);
  if (holder && !holder.is_preconfigured) {
    return { cart: removeDomain(cart, holder.row_id, candidate.name, ctx).cart, outcome: 'removed' };
  }
  return addDomain(cart, rowId, candidate, ctx);
}
