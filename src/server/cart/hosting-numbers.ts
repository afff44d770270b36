import type { Cart } from '@contract/cart';
import type { ApiError, LocaleCode } from '@contract/common';
import { HOSTING_NUMBER_KEY, hostingNumberOf } from '@domain/cart';
import { serverMessage } from '../i18n/messages';

/**
 * Cart rows may carry only the hosting numbers of the logged-in customer's contracts: a row with
 * a hosting number is the existing contract and is not charged again (hosting-context variant), so
 * a number the session does not own is refused with a field error.
 */
export function findForeignHostingNumbers(
  cart: Cart,
  owned: ReadonlySet<string>,
  locale: LocaleCode,
): ApiError['errors'] {
  const errors: ApiError['errors'] = {};
  for (const [index, item] of cart.items.entries()) {
    const hostingNumber = hostingNumberOf(item);
    if (hostingNumber !== null && !owned.has(hostingNumber))
      errors[`items.${index}.product.informations`] = [serverMessage(locale, 'unknown_hosting_number')];
  }
  return errors;
}

/**
 * The cart without hosting numbers the session no longer owns (the customer logged out): those rows
 * become ordinary rows again, priced as such.
 */
export function releaseForeignHostingRows(
  cart: Cart,
  owned: ReadonlySet<string>,
): { cart: Cart; changed: boolean } {
  let changed = false;
  const items = cart.items.map((item) => {
    const hostingNumber = hostingNumberOf(item);
    if (hostingNumber === null || owned.has(hostingNumber)) return item;
    changed = true;
    const informations = item.product.informations.filter((entry) => entry.key !== HOSTING_NUMBER_KEY);
    return { ...item, product: { ...item.product, informations } };
  });
  return { cart: changed ? { ...cart, items } : cart, changed };
}
