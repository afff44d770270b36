import type { Cart } from '@contract/cart';
import { cartMachine } from '@machines/cart/cart.machine';
import type { SaveCartOutput, SaveOrderDraftInput, SaveOrderDraftOutput } from '@machines/cart/types';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { draftApi } from '@web/api/endpoints';
import { fromPromise } from 'xstate';
import { lookUpPromotion } from './look-up-promotion';
import type { PutCart } from './put-cart';

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
