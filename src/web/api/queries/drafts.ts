import { queryOptions } from '@tanstack/react-query';
import { draftApi } from '@web/api/endpoints';
import { callApi } from '../client';

/** `GET /api/v2/order-drafts/current`: the draft this session works on, null without one. */
export const currentDraftQuery = queryOptions({
  queryKey: ['session', 'order-draft'] as const,
  queryFn: ({ signal }) => callApi(draftApi.current, { signal }).then((answer) => answer.data),
  staleTime: 30_000,
});
