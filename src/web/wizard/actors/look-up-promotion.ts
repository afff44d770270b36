import { isPromotionCodeShape } from '@domain/promotions/code-shape';
import type { RedeemPromoCodeInput, RedeemPromoCodeOutput } from '@machines/cart/types';
import { ApiRequestError, callApi } from '@web/api/client';
import { promotionApi } from '@web/api/endpoints';
import { fromPromise } from 'xstate';

/**
 * `GET /api/v2/promotions/{code}`: the promotion, or null when the server answers 404 (not found).
 * A typed code with characters no code has (spaces, markup, ...) is not found either, without
 * asking: the visitor reads "not found" with their code, not a server error.
 */
export const lookUpPromotion = () =>
  fromPromise<RedeemPromoCodeOutput, RedeemPromoCodeInput>(async ({ input, signal }) => {
    if (!isPromotionCodeShape(input.code)) return null;
    try {
      const answer = await callApi(promotionApi.promotion, { params: { code: input.code }, signal });
      return answer.data;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  });
