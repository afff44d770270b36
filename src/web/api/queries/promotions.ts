import type { Promotion } from '@contract/promotions';
import { queryOptions } from '@tanstack/react-query';
import { promotionApi } from '@web/api/endpoints';
import { callApi } from '../client';
import { queryKeys } from './keys';

/**
 * `GET /api/v2/promotions`: the brand's automatic promotions and the manual ones applied to this
 * session's cart, as one list for the pricing and promotion rules.
 */
export const promotionsQuery = queryOptions({
  queryKey: queryKeys.promotions,
  queryFn: async ({ signal }): Promise<Promotion[]> => {
    const answer = await callApi(promotionApi.promotions, { signal });
    return [...answer.automatic, ...answer.applied];
  },
  staleTime: 60_000,
});
