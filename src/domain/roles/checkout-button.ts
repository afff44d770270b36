import type { Actor } from './actor';

export const CHECKOUT_BUTTON_KEYS = { saveOrder: 'cart.save_order', toCheckout: 'cart.to_checkout' } as const;
export type CheckoutButtonKey = (typeof CHECKOUT_BUTTON_KEYS)[keyof typeof CHECKOUT_BUTTON_KEYS];

/** The cart's checkout button reads 'save order' for sales agents and 'to checkout' otherwise. */
export const checkoutButtonLabelKey = (actor: Pick<Actor, 'isSalesAgent'>): CheckoutButtonKey =>
  actor.isSalesAgent ? CHECKOUT_BUTTON_KEYS.saveOrder : CHECKOUT_BUTTON_KEYS.toCheckout;
