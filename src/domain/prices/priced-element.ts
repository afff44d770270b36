import type { CartDomain, CartItem } from '@contract/cart';
import type { Tld } from '@contract/domains';
import { isExistingContract } from '../cart/hosting-number';
import type { CatalogueContext } from '../catalogue-context';
import type { ElementKind, ElementSlot } from '../promotions/cart-elements';
import { DOMAIN_BILLING_MONTHS, domainPrice } from './domain-price';
import { elementPrice } from './element-price';
import { type ResolvedElement, resolveElement } from './resolve-element';
import type { PricePeriod } from './shown-price';
import { type NetGross, ZERO } from './vat';

/** How a domain is included in its product: not, while the product runs, or for its first 12 months. */
export type Inclusion = 'none' | 'inclusive' | 'inclusive_first_year';

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
  /** How its price is shown: per month, per 12 months (domains) or once (one-time elements). */
  period: PricePeriod;
  /**
   * Regular amount per period before promotions: the monthly price, a domain's price for 12 months
   * (0 while it is inclusive), or a one-time element's setup fee.
   */
  perPeriod: NetGross;
  /** A domain's amount per 12 months once its inclusion ends (`perPeriod` for everything else). */
  regularPerPeriod: NetGross;
  inclusion: Inclusion;
  /** Regular price per month of an element shown per month (0 for domains and one-time elements). */
  monthly: NetGross;
  /** Charged once: the setup fee (of a one-time element: its whole price). */
  setupFee: NetGross;
}

export function pricedCatalogueElement(kind: ElementKind, resolved: ResolvedElement): PricedElement {
  const { product, maturity, interval } = resolved;
  const price = elementPrice(maturity, interval);
  const perPeriod = price.oneTime ? price.setupFee : price.monthly;
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
    vatPercent: price.vatPercent,
    oneTime: price.oneTime,
    period: price.oneTime ? 'once' : 'month',
    perPeriod,
    regularPerPeriod: perPeriod,
    inclusion: 'none',
    monthly: price.monthly,
    setupFee: price.setupFee,
  };
}

const inclusionOf = (domain: Pick<CartDomain, 'inclusive' | 'inclusive_first_year'>): Inclusion =>
  domain.inclusive_first_year ? 'inclusive_first_year' : domain.inclusive ? 'inclusive' : 'none';

/** A domain of the cart, priced per 12 months by the one domain rule (`domainPrice`). */
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
    period: 'year',
    perPeriod: price.firstYear,
    regularPerPeriod: price.perYear,
    inclusion: inclusionOf(domain),
    monthly: ZERO,
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
    const tld = domain && ctx.tldsById[domain.id];
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
    ? { ...priced, perPeriod: ZERO, regularPerPeriod: ZERO, monthly: ZERO, setupFee: ZERO }
    : priced;
}
