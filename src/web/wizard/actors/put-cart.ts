import { cartApi } from '@contract/api';
import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { queryKeys } from '@web/api/queries/keys';

export type PutCart = (cart: Cart, signal: AbortSignal) => Promise<{ data: Cart; notices: Notice[] }>;

/** PUT /api/v2/session/cart; the answer also refreshes the cached cart (header count, cart screen). */
export const putCartWith =
  (queryClient: QueryClient): PutCart =>
  async (cart, signal) => {
    const answer = await callApi(cartApi.saveCart, { body: cart, signal });
    queryClient.setQueryData(queryKeys.cart, answer);
    return { data: answer.data, notices: answer.notices };
  };
