import type { Notice } from '@contract/common';

/**
 * Notices of the cart screen that src/domain does not produce (message keys of the web catalogues;
 * the spec names the draft and generic texts, the keys are ours).
 */
const notice = (
  type: Notice['type'],
  title: string,
  message: string,
  values: Notice['values'] = {},
): Notice => ({ type, title, message, values, preserveRouteChange: false });

export const CART_SCREEN_NOTICES = {
  /** A save or lookup failed: 'Something went wrong' / the generic support text. */
  failed: () => notice('error', 'error.something_went_wrong', 'error.generic'),
  /**
   * The promo code went onto the cart: which codes it replaced and that it applies now when it
   * replaced any (src/domain `replacedNotice`), else that it has been applied.
   */
  promotionRedeemed: (code: string, replacedNotice: Notice | null) =>
    replacedNotice ??
    notice('info', 'confirm.manual_promotion_title', 'confirm.manual_promotion_applied', { code }),
  /** A term the row's non-removable addons do not support (spec section 8: addons with unsupported runtime). */
  unsupportedRuntime: (addons: string) =>
    notice('warning', 'cart.addon_unsupported_runtime_title', 'cart.addon_unsupported_runtime_body', {
      addons,
    }),
  /** Sales agent without a draft: 'no order draft' / 'please create order draft'. */
  noOrderDraft: () =>
    notice('error', 'order_drafts.no_order_draft', 'order_drafts.please_create_order_draft'),
  /** Cancel order, but the server knows no draft of this session (spec: 'draft does not exist'). */
  draftDoesNotExist: () =>
    notice('warning', 'order_drafts.draft_does_not_exist_title', 'order_drafts.draft_does_not_exist'),
  /** Cancelling the draft failed. */
  draftNotCancelled: () => notice('error', 'error.something_went_wrong', 'order_drafts.unable_to_cancel'),
  /** Saving the draft failed. */
  draftNotSaved: () => notice('error', 'error.something_went_wrong', 'order_drafts.unable_to_save'),
} as const;
