import { catalogueApi } from '@contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../client';
import { queryKeys } from './keys';

const catalogueStaleTime = 5 * 60_000;

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: ({ signal }) => callApi(catalogueApi.categories, { signal }).then((answer) => answer.data),
  staleTime: catalogueStaleTime,
});

/** Products of one category (by slug), or of the whole catalogue when `category` is null. */
export const productsQuery = (category: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.products(category),
    queryFn: ({ signal }) =>
      callApi(catalogueApi.products, { query: category ? { category } : {}, signal }).then(
        (answer) => answer.data,
      ),
    staleTime: catalogueStaleTime,
  });

/** `GET /api/v2/categories`. */
export const useCategories = () => useQuery(categoriesQuery);

/** `GET /api/v2/products` (optionally `?category=slug`). */
export const useProducts = (category: string | null = null) => useQuery(productsQuery(category));
