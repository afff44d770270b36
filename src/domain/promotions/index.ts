export { isPromotionApplicable, targetsKind } from './applicability';
export { applyAutomaticPromotion, applyAutomaticPromotions } from './apply-automatic';
export {
  automaticCandidates,
  bestAutomaticOffer,
  bestAutomaticPromotion,
  type ProductOffer,
  type PromotionCandidate,
  pickBestPromotion,
} from './best-automatic';
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
export { promotionDurationLabel, promotionDurationMonths } from './promotion-duration';
export { elementDiscountCents, promotedElementPrice, promotedMonthlyCents } from './promotion-price';
export { type RedeemOutcome, redeemPromoCode } from './redeem';
export { type RevalidationResult, revalidatePromotions } from './revalidate';
