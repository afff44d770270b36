export { isPromotionApplicable, targetsKind } from './applicability';
export { applyAutomaticPromotion, applyAutomaticPromotions } from './apply-automatic';
export {
  automaticCandidates,
  bestAutomaticPromotion,
  type PromotionCandidate,
  pickBestPromotion,
} from './automatic-promotion';
export {
  type CartEntry,
  cartEntries,
  ELEMENT_KINDS,
  type ElementKind,
  type ElementRef,
  type ElementSlot,
} from './cart-elements';
export { findPromotion, withPromotion } from './find-promotion';
export { PROMOTION_NOTICE_KEYS } from './notices';
export { promotionDurationMonths } from './promotion-duration';
export { elementDiscountCents, promotedMonthlyCents, promotedPerPeriod } from './promotion-price';
export { type RedeemOutcome, redeemPromoCode } from './redeem';
export { type RevalidationResult, revalidatePromotions } from './revalidate';
