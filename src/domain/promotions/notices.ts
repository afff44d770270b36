import type { Notice } from '@contract/common';

/**
 * Message keys of the promotion notices. The spec names all but `confirm.manual_promotion_title`,
 * the heading we give the promotion-code answers, and `confirm.manual_promotion_replaced` (the
 * spec's "different coupon applied").
 */
export const PROMOTION_NOTICE_KEYS = {
  redeemTitle: 'confirm.manual_promotion_title',
  notFound: 'confirm.manual_promotion_not_found',
  notApplicable: 'confirm.manual_promotion_not_applicable',
  movedTitle: 'promotion_other_product_title',
  movedMessage: 'promotion_other_product_message',
  removedTitle: 'promotion_removed',
  removedOne: 'promotion_no_longer_available',
  removedSeveral: 'promotions_removed',
  replaced: 'confirm.manual_promotion_replaced',
  tooManyAttempts: 'confirm.manual_promotion_too_many_attempts',
} as const;

const notice = (type: Notice['type'], title: string, message: string, values: Notice['values']): Notice => ({
  type,
  title,
  message,
  values,
  preserveRouteChange: false,
});

export function promotionNotFoundNotice(code: string): Notice {
  return notice('error', PROMOTION_NOTICE_KEYS.redeemTitle, PROMOTION_NOTICE_KEYS.notFound, { code });
}

/** The server's budget of code look-ups for this visitor is used up for now (429). */
export function promotionAttemptsUsedUpNotice(): Notice {
  return notice('warning', PROMOTION_NOTICE_KEYS.redeemTitle, PROMOTION_NOTICE_KEYS.tooManyAttempts, {});
}

export function promotionNotApplicableNotice(code: string): Notice {
  return notice('warning', PROMOTION_NOTICE_KEYS.redeemTitle, PROMOTION_NOTICE_KEYS.notApplicable, { code });
}

/** A manual promotion moved to another element of the cart; `product` names where it went. */
export function promotionMovedNotice(code: string, product: string): Notice {
  return notice('info', PROMOTION_NOTICE_KEYS.movedTitle, PROMOTION_NOTICE_KEYS.movedMessage, {
    code,
    product,
  });
}

/** Manual promotions taken out of the cart: one notice, naming the code or listing the codes. */
export function promotionsRemovedNotice(codes: readonly string[]): Notice | null {
  const [first, ...rest] = codes;
  if (first === undefined) return null;
  return rest.length === 0
    ? notice('warning', PROMOTION_NOTICE_KEYS.removedTitle, PROMOTION_NOTICE_KEYS.removedOne, { code: first })
    : notice('warning', PROMOTION_NOTICE_KEYS.removedTitle, PROMOTION_NOTICE_KEYS.removedSeveral, {
        codes: codes.join(', '),
      });
}

/** A promotion code replaced others (a product code replaces every manual code): which ones went. */
export function promotionReplacedNotice(replaced: readonly string[], code: string): Notice | null {
  if (replaced.length === 0) return null;
  return notice('info', PROMOTION_NOTICE_KEYS.redeemTitle, PROMOTION_NOTICE_KEYS.replaced, {
    replaced: replaced.join(', '),
    count: replaced.length,
    code,
  });
}
