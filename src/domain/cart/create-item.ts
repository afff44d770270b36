import type { Cart, CartElement, CartItem } from '@contract/cart';
import { applyAutomaticPromotion } from '@domain/promotions/apply-automatic';
import type { CatalogueContext } from '../catalogue-context';
import { addonTermFor } from './addon-availability';
import { linkHasRule } from './addon-groups';
import { newElement } from './element-term';
import { generateRowId, type RandomBytes } from './row-id';
import { defaultTerm, type ItemTerm } from './term';

function autoAssignedAddons(term: ItemTerm, ctx: CatalogueContext): CartElement[] {
  return term.product.addons.flatMap((link) => {
    if (!linkHasRule(link, 'autoassign')) return [];
    const addonTerm = addonTermFor(term, link.addon_id, ctx);
    return addonTerm ? [newElement(link.addon_id, addonTerm)] : [];
  });
}

/**
 * A new cart row for a product (spec: adding a product): random 32-character row id, default
 * maturity and interval, empty fields, auto-assign addons, then the automatic promotion when the
 * brand has automatic_promotions (`cart`, the cart the row will join, serves their `requires`).
 * Null when the product is unknown, inactive or has no active term.
 */
export function createCartItem(
  productId: number,
  ctx: CatalogueContext,
  random?: RandomBytes,
  cart?: Cart,
): CartItem | null {
  const product = ctx.productsById[productId];
  const term = product ? defaultTerm(product) : null;
  if (!product || !term) return null;
  const { maturity, interval } = term;
  const item: CartItem = {
    row_id: generateRowId(random),
    product: {
      id: product.id,
      maturity_id: maturity.id,
      interval_id: interval.id,
      promotion: null,
      additional_fields: [],
      informations: [],
    },
    addons: autoAssignedAddons({ product, maturity, interval }, ctx),
    upsells: [],
    domains: [],
    is_preconfigured: false,
  };
  return ctx.brand.automatic_promotions ? applyAutomaticPromotion(item, ctx, cart) : item;
}
