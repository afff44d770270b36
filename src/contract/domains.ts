import { z } from 'zod';
import { Money } from './common';

export const Tld = z.object({
  /** Article id of this TLD; a cart domain's `id` refers to it (our addition: the spec lists no id). */
  id: z.number().int().positive(),
  /** Full TLD without leading dot, e.g. `de`, `co.uk`. */
  tld: z.string(),
  /** Second level of a two-level TLD (`co` for `co.uk`), else null. */
  tld2: z.string().nullable(),
  contractlength: z.number().int().positive(),
  group_id: z.number().int().positive(),
  group_name: z.string(),
  is_active: z.boolean(),
  interval_vat: z.number().nonnegative(),
  /** Monthly price in euros without VAT; domains are shown per 12 months. */
  price: Money,
  privacy: z.boolean(),
  setupfee: Money,
  sort_id: z.number().int(),
  top_tld: z.boolean(),
  notice: z.string().nullable(),
  external_id: z.string().nullable(),
  article_name: z.string().nullable(),
});
export type Tld = z.infer<typeof Tld>;

/** Special group ids used by the lookup screen besides the numeric groups. */
export const SpecialGroupId = z.enum(['your_desired_domain', 'our_suggestions']);

export const DomainGroup = z.object({
  id: z.union([z.number().int().positive(), SpecialGroupId]),
  name: z.string(),
  code: z.string(),
  is_active: z.boolean(),
  tlds: z.array(z.string()),
  tldsInGroup: z.array(Tld),
  /** Browser-side flag while availability is loading; always false from the server. */
  fetching: z.boolean(),
});
export type DomainGroup = z.infer<typeof DomainGroup>;

export const DomainsQuery = z.object({ group: z.enum(['true', 'false']).optional() });
export const DomainsResponse = z.object({ data: z.array(Tld) });
export const DomainGroupsResponse = z.object({ data: z.array(DomainGroup) });

/**
 * 0 available/free, 1 taken but transferable (needs an authcode), 2 unavailable, 4 already owned.
 * 9 is ours: the registry did not answer in time ("unknown, try again"), never reported as free.
 */
export const DomainStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(9)]);
export type DomainStatus = z.infer<typeof DomainStatus>;

export const DomainSearchResult = z.object({
  domain: z.string(),
  name: z.string(),
  sld: z.string(),
  sld_shortened: z.string(),
  tld: z.string(),
  tld2: z.string().nullable(),
  inclusive: z.boolean(),
  status: DomainStatus,
  status_text: z.string(),
  price: Money,
  interval_vat: z.number().nonnegative(),
  notice: z.string().nullable(),
  authcode: z.string().nullable(),
});
export type DomainSearchResult = z.infer<typeof DomainSearchResult>;

/**
 * The characters of a domain name the API reads, as the search input allows them (spec section 5):
 * letters (IDN names in Unicode or as punycode) with their combining marks, digits, dots, hyphens.
 */
const DOMAIN_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;

export const DomainAvailabilityBody = z.object({
  /** At most 5 names per call (spec: batches of 5 per group), of DOMAIN_NAME_CHARACTERS. */
  domains: z.array(z.string().min(4).max(253).regex(DOMAIN_NAME_CHARACTERS)).min(1).max(5),
});
export const DomainAvailabilityItem = z.object({
  /** The name as sent (trimmed, lower case). */
  domain: z.string(),
  /** The offered TLD it ends in (`co.uk` before `uk`), else its public suffix. */
  tld: z.string(),
  /** A name that cannot be registered with us (TLD not offered, subdomain, invalid) is 2. */
  status: DomainStatus,
  /**
   * Ours (the spec lists domain, tld, status): net price per 12 months (12 x the TLD's monthly
   * price) and its VAT percent, from the catalogue; absent when the TLD is not offered.
   */
  price: z.optional(Money),
  interval_vat: z.number().nonnegative().optional(),
});
export const DomainAvailabilityResponse = z.object({ data: z.array(DomainAvailabilityItem) });

export const DomainRecommendationsResponse = z.object({ data: z.array(z.string()) });

export const InclusiveTldsBody = z.object({ domains: z.array(z.string().max(253)).max(100) });
export const InclusiveTldsResponse = z.object({
  /** TLDs that are still free of charge for this product given the domains passed. */
  inclusiveTlds: z.array(z.object({ tld: z.string(), amount: z.number().int().nonnegative() })),
});

/**
 * Path parameter of `GET /api/v2/domain-recommendations/:domain`: the searched name, of the
 * characters the availability call reads (DOMAIN_NAME_CHARACTERS). Sanitising the user's input is a
 * src/domain rule; 253 caps the server's work.
 */
export const DomainParam = z.object({
  domain: z.string().min(2).max(253).regex(DOMAIN_NAME_CHARACTERS),
});
