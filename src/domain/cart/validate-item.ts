import type { CartDomain, CartElement, CartItem } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { CatalogueContext } from '../catalogue-context';
import { addonTermFor, upsellTermFor } from './addon-availability';
import { findAddonLink } from './addon-groups';
import { domainMatchesTld, uniqueDomains } from './domain-names';
import type { ElementTerm } from './element-term';
import { recomputeInclusiveDomains } from './inclusive-domains';
import { cartNotice } from './notices';
import { isEmptyHiddenProduct } from './removal';
import {
  defaultInterval,
  defaultMaturity,
  findActiveInterval,
  findActiveMaturity,
  type ItemTerm,
} from './term';

export interface ItemValidation {
  /** The repaired row, or null when the row had to go. */
  item: CartItem | null;
  notices: Notice[];
  /** Valid domains of a removed row; they belong in the domain-only row. */
  orphanDomains: CartDomain[];
}

/** Whether a cart domain is still offered: known TLD id, TLD active, name ending in that TLD. */
export function isDomainValid(domain: CartDomain, ctx: CatalogueContext): boolean {
  const tld = ctx.tldsById[domain.id];
  return tld?.is_active === true && domainMatchesTld(domain.name, tld);
}

export function validateDomains(
  domains: readonly CartDomain[],
  ctx: CatalogueContext,
): { kept: CartDomain[]; notices: Notice[] } {
  const valid = domains.filter((domain) => isDomainValid(domain, ctx));
  const kept = uniqueDomains([], valid);
  const notices = domains
    .filter((domain) => !kept.includes(domain))
    .map((domain) => cartNotice('domainRemoved', { domain: domain.name }));
  return { kept, notices };
}

function termOf(item: CartItem, ctx: CatalogueContext): ItemTerm | null {
  const product = ctx.productsById[item.product.id];
  if (!product?.is_active) return null;
  const stored = findActiveMaturity(product, item.product.maturity_id);
  const maturity = stored ?? defaultMaturity(product);
  const storedInterval = stored ? findActiveInterval(stored, item.product.interval_id) : undefined;
  const interval = storedInterval ?? (maturity ? defaultInterval(maturity) : undefined);
  return maturity && interval ? { product, maturity, interval } : null;
}

function keepOffered(
  elements: readonly CartElement[],
  choose: (element: CartElement) => ElementTerm | null,
  notice: (element: CartElement) => Notice,
): { kept: CartElement[]; notices: Notice[] } {
  const kept: CartElement[] = [];
  const notices: Notice[] = [];
  for (const element of elements) {
    const term = kept.some((other) => other.id === element.id) ? null : choose(element);
    if (term) kept.push({ ...element, ...term });
    else notices.push(notice(element));
  }
  return { kept, notices };
}

/**
 * Re-checks one row against the catalogue: product known, active and with an active term (unknown
 * maturity or interval ids fall back to the defaults); addons and upsells still linked, active and
 * available for the term (their terms repaired; a promoted addon may keep its default term);
 * domains valid; inclusive flags recomputed.
 */
export function validateItem(item: CartItem, ctx: CatalogueContext): ItemValidation {
  const product = ctx.productsById[item.product.id];
  const domains = validateDomains(item.domains, ctx);
  const isDomainOnly = item.product.id === ctx.domainOnlyProductId;
  const orphanDomains = isDomainOnly ? [] : domains.kept;
  const term = termOf(item, ctx);
  if (!product || !term) {
    const notice = product
      ? cartNotice('productNotAvailable', { product: product.name })
      : cartNotice('productRemoved', {});
    return { item: null, notices: [notice, ...domains.notices], orphanDomains };
  }
  const elementNotice = (element: CartElement) =>
    cartNotice('addonNotAvailable', {
      addon: ctx.productsById[element.id]?.name ?? String(element.id),
      product: product.name,
    });
  // A promoted addon without a term matching the row's keeps the default term it was added with.
  const addons = keepOffered(
    item.addons,
    (a) =>
      addonTermFor(term, a.id, ctx, {
        current: a,
        fallbackToDefault: findAddonLink(product, a.id)?.is_promoted === true,
      }),
    elementNotice,
  );
  const upsells = keepOffered(
    item.upsells,
    (u) => upsellTermFor(term, u.id, ctx, { current: u }),
    elementNotice,
  );
  const repaired = recomputeInclusiveDomains(
    {
      ...item,
      product: { ...item.product, maturity_id: term.maturity.id, interval_id: term.interval.id },
      addons: addons.kept,
      upsells: upsells.kept,
      domains: domains.kept,
    },
    ctx,
  );
  const emptied = isEmptyHiddenProduct(repaired, ctx) && !isEmptyHiddenProduct(item, ctx);
  return {
    item: emptied ? null : repaired,
    notices: [...addons.notices, ...upsells.notices, ...domains.notices],
    orphanDomains: [],
  };
}
