/** The characters a promotion code is made of: letters, digits, `_` and `-`. */
export const PROMOTION_CODE_CHARACTERS = /^[\w-]+$/;
export const PROMOTION_CODE_MAX_LENGTH = 64;

/**
 * Whether a typed code can be a promotion code at all (the shape `GET /api/v2/promotions/{code}`
 * accepts). A code of another shape is not looked up: the visitor reads "not found" with it.
 */
export const isPromotionCodeShape = (code: string): boolean =>
  code.length > 0 && code.length <= PROMOTION_CODE_MAX_LENGTH && PROMOTION_CODE_CHARACTERS.test(code);
