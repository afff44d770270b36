import type { BrandProperties } from '@contract/brand';

export type CheckoutStart = 'logout' | 'basic-info' | 'login-or-register';
export type LastStepReached = 'cart' | 'address' | 'payment' | 'confirm';

/** Login is only offered when the brand has an OAuth authority and allows CRM customers. */
export const isLoginAllowed = (brand: Pick<BrandProperties, 'oauth' | 'allow_crm'>): boolean =>
  brand.oauth.authority !== null && brand.allow_crm;

/** An existing customer is one with a customer number. */
export const isExistingCustomer = (customerNumber: string | null | undefined): boolean =>
  typeof customerNumber === 'string' && customerNumber.trim() !== '';

/** Checkout flow start from the cart: logout for an existing customer, basic info without login, else login-or-register. */
export function checkoutStart(input: { existingCustomer: boolean; loginAllowed: boolean }): CheckoutStart {
  if (input.existingCustomer) return 'logout';
  return input.loginAllowed ? 'login-or-register' : 'basic-info';
}

export interface SessionProgress {
  itemCount: number;
  hasPendingNotification: boolean;
  hasAddress: boolean;
  hasPaymentOption: boolean;
  /** Existing customers skip address and payment (their guards admit them to confirm). */
  existingCustomer?: boolean;
}

/**
 * Forward to the last step reached (session restore): empty cart or a pending notification → cart;
 * no address → address; no payment option → payment; else confirm.
 */
export function forwardToLastStepReached(progress: SessionProgress): LastStepReached {
  if (progress.itemCount === 0 || progress.hasPendingNotification) return 'cart';
  if (progress.existingCustomer) return 'confirm';
  if (!progress.hasAddress) return 'address';
  return progress.hasPaymentOption ? 'confirm' : 'payment';
}

export interface ConfirmAdmission {
  itemCount: number;
  /** A payment option is selected in the session. */
  hasPaymentOption: boolean;
  /** Basic info and an address are known. */
  hasCustomer: boolean;
  existingCustomer: boolean;
}

/**
 * Route guard of confirm (checkout spec section 2): items and either (a selected payment option and
 * a customer) or an existing customer.
 */
export const mayEnterConfirm = (admission: ConfirmAdmission): boolean =>
  admission.itemCount > 0 &&
  ((admission.hasPaymentOption && admission.hasCustomer) || admission.existingCustomer);
