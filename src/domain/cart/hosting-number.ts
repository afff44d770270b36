import type { Cart, CartItem } from '@contract/cart';

/**
 * The hosting-context variant (catalogue spec sections 1 and 9): a visitor from the cloud panel
 * orders for an existing hosting subscription. The row that stands for that subscription carries
 * its hosting number as a product information; the number is shown as a suffix and the cart shows
 * no prices. Our choice: the subscription's own product is the existing contract and is not
 * ordered (nor charged) again; its domains and addons are.
 */
export const HOSTING_NUMBER_KEY = 'hosting_number';

export const hostingNumberOf = (item: CartItem): string | null =>
  item.product.informations.find((entry) => entry.key === HOSTING_NUMBER_KEY)?.value ?? null;

/** The row is the existing hosting contract of a cloud-panel visitor. */
export const isExistingContract = (item: CartItem): boolean => hostingNumberOf(item) !== null;

/** Some row belongs to an existing hosting subscription: the cart hides all prices. */
export const isHostingContextCart = (cart: Cart): boolean => cart.items.some(isExistingContract);

/** The row's name as the cart shows it: with the hosting number as a suffix in the hosting context. */
export function rowDisplayName(item: CartItem, productName: string): string {
  const hostingNumber = hostingNumberOf(item);
  return hostingNumber === null ? productName : `${productName} (${hostingNumber})`;
}
