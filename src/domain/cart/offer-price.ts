import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { type ElementPrice, elementPrice } from '../prices/element-price';
import { addonTermFor, upsellTermFor } from './addon-availability';
import { findActiveInterval, findActiveMaturity, resolveItemTerm } from './term';

/**
 * What an addon or upsell costs under this row: the price of the term it would get (months
 * matching the row's, or 0), or null when it is not offered for the row. Promoted addons fall back
 * to their default term, as adding them does.
 */
export function offerPrice(
  item: CartItem,
  elementId: number,
  kind: 'addon' | 'upsell' | 'promoted',
  ctx: CatalogueContext,
): ElementPrice | null {
  const term = resolveItemTerm(item, ctx);
  if (!term) return null;
  const chosen =
    kind === 'upsell'
      ? upsellTermFor(term, elementId, ctx)
      : addonTermFor(term, elementId, ctx, { fallbackToDefault: kind === 'promoted' });
  const element = ctx.productsById.get(elementId);
  if (!chosen || !element) return null;
  const maturity = findActiveMaturity(element, chosen.maturity_id);
  const interval = maturity ? findActiveInterval(maturity, chosen.interval_id) : undefined;
  return maturity ? elementPrice(maturity, interval) : null;
}
