import type { CartItem } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';
import type { PricedElement } from '../prices/priced-element';
import { type ElementKind, productIdsInCart } from './cart-elements';

/**
 * Whether a promotion may sit on a cart element:
 * - the brand allows its kind (automatic_promotions / manual_promotions);
 * - it targets the element's kind: `type` names the kind; `supported.for_addon` and
 *   `supported.for_upsell` additionally open it to addons and upsells;
 * - `applies_to` lists the element (product ids, category ids or slugs, TLDs, or all);
 * - the element's maturity and interval months are supported (an empty list supports all);
 * - every product id in `requires` is somewhere in the cart.
 */
export function isPromotionApplicable(
  promotion: Promotion,
  element: PricedElement,
  cartItems: readonly CartItem[],
  ctx: Pick<CatalogueContext, 'brand'>,
): boolean {
  return (
    brandAllows(promotion, ctx) &&
    targetsKind(promotion, element.kind) &&
    appliesTo(promotion.applies_to, element) &&
    supportsTerm(promotion.supported, element) &&
    requirementsMet(promotion.requires, cartItems)
  );
}

function brandAllows(promotion: Promotion, ctx: Pick<CatalogueContext, 'brand'>): boolean {
  return promotion.is_automatic ? ctx.brand.automatic_promotions : ctx.brand.manual_promotions;
}

export function targetsKind(promotion: Pick<Promotion, 'type' | 'supported'>, kind: ElementKind): boolean {
  if (promotion.type === kind) return true;
  if (kind === 'addon') return promotion.supported.for_addon;
  if (kind === 'upsell') return promotion.supported.for_upsell;
  return false;
}

function appliesTo(target: Promotion['applies_to'], element: PricedElement): boolean {
  const listed = (value: string | number | null) =>
    value !== null &&
    target.list.some((entry) => String(entry).toLowerCase() === String(value).toLowerCase());
  switch (target.type) {
    case 'all':
      return true;
    case 'product':
      return listed(element.id);
    case 'category':
      return listed(element.categoryId) || listed(element.categorySlug);
    case 'tld': {
      const { tld } = element;
      return tld !== null && target.list.some((entry) => sameTld(String(entry), tld));
    }
  }
}

function sameTld(listed: string, tld: string): boolean {
  return listed.replace(/^\./, '').toLowerCase() === tld.toLowerCase();
}

function supportsTerm(supported: Promotion['supported'], element: PricedElement): boolean {
  const allows = (list: readonly number[], months: number) => list.length === 0 || list.includes(months);
  return (
    allows(supported.maturity_months, element.maturityMonths) &&
    allows(supported.interval_months, element.intervalMonths)
  );
}

function requirementsMet(requires: readonly number[], cartItems: readonly CartItem[]): boolean {
  if (requires.length === 0) return true;
  const present = productIdsInCart(cartItems);
  return requires.every((id) => present.has(id));
}
