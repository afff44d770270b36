/** Roles and flow predicates (spec: catalogue and cart section 6, checkout sections 2, 4 and 6). */
export { type Actor, isSalesAgent } from './actor';
export { mayAddItems } from './add-items';
export { type RequiredAgreements, requiredAgreements } from './agreements';
export { CHECKOUT_BUTTON_KEYS, type CheckoutButtonKey, checkoutButtonLabelKey } from './checkout-button';
export {
  type CheckoutStart,
  type ConfirmAdmission,
  checkoutStart,
  forwardToLastStepReached,
  isExistingCustomer,
  isLoginAllowed,
  type LastStepReached,
  mayEnterConfirm,
  type SessionProgress,
} from './checkout-flow';
export { draftsPageUrl } from './drafts-page';
export { isChangeTermLinkVisible, mayEditItem, mayEditPreconfiguredRows } from './permissions';
export { smsValidationRequired } from './sms';
