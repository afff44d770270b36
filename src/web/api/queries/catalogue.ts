import type { DomainGroup, Tld } from '@contract/domains';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@web/api/endpoints';
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

const isTld = (entry: Tld | DomainGroup): entry is Tld => 'tld' in entry;

/** `GET /api/v2/domains`: the TLDs of the brand (ungrouped). */
export const tldsQuery = queryOptions({
  queryKey: queryKeys.tlds,
  queryFn: ({ signal }) =>
    callApi(catalogueApi.domains, { query: { group: 'false' }, signal }).then((answer) =>
      answer.data.filter(isTld),
    ),
  staleTime: catalogueStaleTime,
});
