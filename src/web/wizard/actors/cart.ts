import type { Cart } from '@contract/cart';
import { PromotionCodeParam } from '@contract/promotions';
import { cartMachine } from '@machines/cart/cart.machine';
import type {
  RedeemPromoCodeInput,
  RedeemPromoCodeOutput,
  SaveCartOutput,
  SaveOrderDraftInput,
  SaveOrderDraftOutput,
} from '@machines/cart/types';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '@web/api/client';
import { draftApi, promotionApi } from '@web/api/endpoints';
import { fromPromise } from 'xstate';
import type { PutCart } from './put-cart';

/**
 * `GET /api/v2/promotions/{code}`: the promotion, or null when the server answers 404 (not found).
 * A typed code with characters no code has (spaces, markup, ...) is not found either, without
 * asking: the visitor reads "not found" with their code, not a server error.
 */
export const lookUpPromotion = () =>
  fromPromise<RedeemPromoCodeOutput, RedeemPromoCodeInput>(async ({ input, signal }) => {
    if (!PromotionCodeParam.safeParse({ code: input.code }).success) return null;
    try {
      const answer = await callApi(promotionApi.promotion, { params: { code: input.code }, signal });
      return answer.data;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  });

export const providedCart = (putCart: PutCart, queryClient: QueryClient) =>
  cartMachine.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, Cart>(({ input, signal }) => putCart(input, signal)),
      redeemPromoCode: lookUpPromotion(),
      /** POST /api/v2/order-drafts (the session's cart, saved by a signed-in sales agent). */
      saveOrderDraft: fromPromise<SaveOrderDraftOutput, SaveOrderDraftInput>(({ signal }) =>
        callApi(draftApi.save, { body: {}, signal }),
      ),
      /** DELETE /api/v2/order-drafts/current; the cart is empty afterwards. */
      cancelDraft: fromPromise<void>(async ({ signal }) => {
        await callApi(draftApi.cancel, { signal });
        await queryClient.invalidateQueries({ queryKey: ['session'] });
      }),
    },
  });
