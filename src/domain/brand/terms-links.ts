import type { BrandProperties } from '@contract/brand';

/** The general terms of one customer type (business: companies; private: private persons). */
export interface TermsLink {
  audience: 'business' | 'private';
  url: string;
}

/**
 * The general terms a brand links: those of the customer types it sells to (a companies-only
 * brand has no terms for private persons to show).
 */
export function termsLinks(
  brand: Pick<BrandProperties, 'allow_companies' | 'allow_private_persons'> & {
    terms: Pick<BrandProperties['terms'], 'business' | 'private'>;
  },
): TermsLink[] {
  const links: TermsLink[] = [];
  if (brand.allow_companies) links.push({ audience: 'business', url: brand.terms.business });
  if (brand.allow_private_persons) links.push({ audience: 'private', url: brand.terms.private });
  return links;
}
