import type { CartDomain, CartItem } from '@contract/cart';
import type { Tld } from '@contract/domains';
import { isExistingContract } from '../cart/hosting-number';
import type { CatalogueContext } from '../catalogue-context';
import type { ElementKind, ElementSlot } from '../promotions/cart-elements';
import { DOMAIN_BILLING_MONTHS, domainPrice } from './domain-price';
import { elementPrice } from './element-price';
import { type ResolvedElement, resolveElement } from './resolve-element';
import { type NetGross, ZERO } from './vat';

/** A cart element with what pricing and promotion rules need to know about it. */
export interface PricedElement {
  kind: ElementKind;
  /** Product id; for domains the TLD's article id. */
  id: number;
  /** Product name or domain name, for notices. */
  name: string;
  categoryId: number | null;
  categorySlug: string | null;
  /** TLD without leading dot, for domains only. */
  tld: string | null;
  /** Term and interval months; a domain runs and is billed per 12 months. */
  maturityMonths: number;
  intervalMonths: number;
  /** Months covered by one bill: the interval's months (at least 1), 12 for domains. */
  billingMonths: number;
  vatPercent: number;
  oneTime: boolean;
  /** Regular monthly price before promotions (0 for one-time elements). */
  monthly: NetGross;
  setupFee: NetGross;
}

export function pricedCatalogueElement(kind: ElementKind, resolved: ResolvedElement): PricedElement {
  const { product, maturity, interval } = resolved;
  const price = elementPrice(maturity, interval);
  return {
    kind,
    id: product.id,
    name: product.name,
    categoryId: product.category_id,
    categorySlug: product.category.slug,
    tld: null,
    maturityMonths: maturity.months,
    intervalMonths: interval.months,
    billingMonths: Math.max(interval.months, 1),
    ...price,
  };
}

export function pricedDomain(tld: Tld, domain: CartDomain): PricedElement {
  const price = domainPrice(tld, domain);
  return {
    kind: 'domain',
    id: tld.id,
    name: domain.name,
    categoryId: null,
    categorySlug: null,
    tld: tld.tld,
    maturityMonths: DOMAIN_BILLING_MONTHS,
    intervalMonths: DOMAIN_BILLING_MONTHS,
    billingMonths: DOMAIN_BILLING_MONTHS,
    vatPercent: price.vatPercent,
    oneTime: false,
    monthly: price.monthly,
    setupFee: price.setupFee,
  };
}

/** Null when the element does not exist or refers to something the catalogue does not know. */
export function pricedElementAt(
  item: CartItem,
  slot: ElementSlot,
  ctx: Pick<CatalogueContext, 'productsById' | 'tldsById'>,
): PricedElement | null {
  if (slot.kind === 'domain') {
    const domain = item.domains[slot.index];
    const tld = domain && ctx.tldsById.get(domain.id);
    return domain && tld ? pricedDomain(tld, domain) : null;
  }
  const element =
    slot.kind === 'product'
      ? item.product
      : slot.kind === 'addon'
        ? item.addons[slot.index]
        : item.upsells[slot.index];
  const resolved = element && resolveElement(ctx, element);
  if (!resolved) return null;
  const priced = pricedCatalogueElement(slot.kind, resolved);
  // The existing hosting contract of a cloud-panel visitor is not ordered again.
  return slot.kind === 'product' && isExistingContract(item)
    ? { ...priced, monthly: ZERO, setupFee: ZERO }
    : priced;
}
