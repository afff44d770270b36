import type { Notice } from '@contract/common';

/** Message keys of the cart notices (spec section 8); the web catalogue translates them. */
export const CART_NOTICE_KEYS = {
  /** A product the catalogue no longer knows: no name to show, never the raw id. */
  productRemoved: { title: 'cart.product_removed_title', message: 'cart.product_removed_body' },
  productNotAvailable: {
    title: 'cart.product_not_available_title',
    message: 'cart.product_not_available_body',
  },
  /** A product id the catalogue does not know (a typed link): no name to show, never the raw id. */
  unknownProductNotAvailable: {
    title: 'cart.product_not_available_title',
    message: 'cart.unknown_product_not_available_body',
  },
  addonNotAvailable: { title: 'cart.addon_not_available_title', message: 'cart.addon_not_available_body' },
  domainRemoved: { title: 'cart.domain_removed_title', message: 'cart.domain_removed_body' },
  maxAmountReached: {
    title: 'max_amount_of_same_products_in_cart_reached_title',
    message: 'max_amount_of_same_products_in_cart_reached_body',
  },
  /** The cart was saved elsewhere (another tab) meanwhile; both changes were kept (ours). */
  changedElsewhere: { title: 'cart.changed_elsewhere_title', message: 'cart.changed_elsewhere_body' },
} as const;

type NoticeKey = keyof typeof CART_NOTICE_KEYS;

/**
 * A cart notice. Validation notices appear after the navigation that triggered them and clear with
 * the next one; a refusal that is followed by a redirect passes `preserveRouteChange` true.
 */
export const cartNotice = (
  key: NoticeKey,
  values: Record<string, string | number>,
  preserveRouteChange = false,
): Notice => ({
  type: 'warning',
  ...CART_NOTICE_KEYS[key],
  values,
  preserveRouteChange,
});
