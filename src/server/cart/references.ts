import type { Cart, CartElement } from '@contract/cart';
import type { ApiError, LocaleCode } from '@contract/common';
import type { CatalogueContext } from '@domain/catalogue-context';
import { type ServerMessageKey, serverMessage } from '../i18n/messages';

/**
 * Finds references in a cart that cannot be interpreted at all: unknown products, maturities that
 * are not the product's, intervals that are not the maturity's, unknown TLDs, repeated row ids.
 * Such a cart comes from a broken or hostile client and is refused with field errors; rules of the
 * shop (availability, promotions, limits) are applied afterwards by correcting the cart instead.
 */
export function findBrokenReferences(
  cart: Cart,
  context: CatalogueContext,
  locale: LocaleCode,
): ApiError['errors'] {
  const errors: ApiError['errors'] = {};
  const add = (path: string, key: ServerMessageKey) => {
    errors[path] = [...(errors[path] ?? []), serverMessage(locale, key)];
  };
  const checkElement = (element: CartElement, path: string): void => {
    const product = context.productsById[element.id];
    const maturity = product?.paymentMaturities.find((candidate) => candidate.id === element.maturity_id);
    if (!product) add(`${path}.id`, 'unknown_product');
    else if (!maturity) add(`${path}.maturity_id`, 'unknown_maturity');
    else if (!maturity.paymentIntervals.some((interval) => interval.id === element.interval_id)) {
      add(`${path}.interval_id`, 'unknown_interval');
    }
  };

  const seenRows = new Set<string>();
  for (const [index, item] of cart.items.entries()) {
    const path = `items.${index}`;
    if (seenRows.has(item.row_id)) add(`${path}.row_id`, 'duplicate_row');
    seenRows.add(item.row_id);
    checkElement(item.product, `${path}.product`);
    for (const [addonIndex, addon] of item.addons.entries())
      checkElement(addon, `${path}.addons.${addonIndex}`);
    for (const [upsellIndex, upsell] of item.upsells.entries())
      checkElement(upsell, `${path}.upsells.${upsellIndex}`);
    for (const [domainIndex, domain] of item.domains.entries()) {
      if (context.tldsById[domain.id] === undefined) add(`${path}.domains.${domainIndex}.id`, 'unknown_tld');
    }
  }
  return errors;
}
