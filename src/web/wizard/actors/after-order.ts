import type { Cart } from '@contract/cart';
import { IdParam } from '@contract/common';
import type { PlacedOrder } from '@machines/payment/confirm.machine';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@web/api/client';
import { cartApi, checkoutApi, orderApi } from '@web/api/endpoints';
import { checkoutKeys } from '@web/api/queries/checkout';
import { queryKeys } from '@web/api/queries/keys';
import { refreshSessionVat } from '@web/api/queries/session';
import { fromPromise } from 'xstate';

/**
 * GET /api/v2/orders/:id: the session's order with that id, null when the session has none (404,
 * or an id that names no order); any other failure rejects.
 */
export const findOrderWith = (queryClient: QueryClient) =>
  fromPromise<PlacedOrder | null, { orderId: string }>(async ({ input, signal }) => {
    // The order call's own id rule: what it would refuse names no order.
    const parsed = IdParam.safeParse({ id: input.orderId });
    if (!parsed.success) return null;
    const { id } = parsed.data;
    try {
      const answer = await callApi(orderApi.getOrder, { params: { id }, signal });
      queryClient.setQueryData(checkoutKeys.order(id), answer.data);
      return { id, code: answer.data.order_code };
    } catch (error) {
      if (isApiRequestError(error) && error.status === 404) return null;
      throw error;
    }
  });

/**
 * Leaving success: the session's customer, payment and order are reset (GET /api/v2/session/cancel)
 * and the cart is loaded again. The cart answer goes into the cache by hand, so the header, the cart
 * screen and the cart saver (put-cart.ts, which follows such answers) all work from it; the
 * customer, the payment option and the VAT are loaded again.
 */
export const resetAfterOrderWith = (queryClient: QueryClient) =>
  fromPromise<Cart>(async ({ signal }) => {
    try {
      await callApi(checkoutApi.cancel, { signal });
      const cart = await callApi(cartApi.getCart, { signal });
      queryClient.setQueryData(queryKeys.cart, cart);
      return cart.data;
    } catch (error) {
      // The ordered cart must not stay in the cache: the header and the cart saver read it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      throw error;
    } finally {
      queryClient.setQueryData(checkoutKeys.payment, null);
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.customer });
      void refreshSessionVat(queryClient);
    }
  });
