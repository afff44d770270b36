import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandApi } from '@web/api/endpoints';
import { readPageConfig } from '@web/app/page-config';
import { callApi } from '../client';
import { queryKeys } from './keys';

/** The server writes the brand into the page it serves (page configuration); else it is asked for. */
export const brandQuery = queryOptions({
  queryKey: queryKeys.brand,
  queryFn: ({ signal }) => callApi(brandApi.currentBrand, { signal }).then((answer) => answer.data),
  initialData: () => readPageConfig()?.current_brand,
  staleTime: 5 * 60_000,
});

/** `GET /api/v2/brands/current` (texts in the session locale). */
export const useBrand = () => useQuery(brandQuery);

/** `GET /api/v2/admins/me`: the logged-in admin (sales agents), null for a visitor. */
export const adminQuery = queryOptions({
  queryKey: queryKeys.admin,
  queryFn: ({ signal }) => callApi(brandApi.adminMe, { signal }).then((answer) => answer.data),
  staleTime: 5 * 60_000,
});
