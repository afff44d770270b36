import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartApi } from '@web/api/endpoints';
import { callApi } from '../client';
import { queryKeys } from './keys';

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: ({ signal }) => callApi(cartApi.getCart, { signal }),
  staleTime: 30_000,
});

/** `GET /api/v2/session/cart` (the whole answer: cart, version, totals, notices). */
export const useCart = () => useQuery(cartQuery);

/** Number of rows in the session's cart, 0 while unknown. */
export const useCartCount = (): number =>
  useQuery({ ...cartQuery, select: (answer) => answer.data.items.length }).data ?? 0;
