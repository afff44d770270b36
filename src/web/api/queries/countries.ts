import type { Country } from '@contract/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionApi } from '@web/api/endpoints';
import { callApi } from '../client';
import { queryKeys } from './keys';

const byOrderAndName = (a: Country, b: Country) => a.order - b.order || a.name.localeCompare(b.name);

/**
 * `GET /api/v2/countries`: names come translated for the session locale, so the key lives under
 * the catalogue prefix that a locale change invalidates.
 */
export const countriesQuery = queryOptions({
  queryKey: [...queryKeys.catalogue, 'countries'] as const,
  queryFn: ({ signal }) =>
    callApi(sessionApi.countries, { signal }).then((answer) => [...answer.data].sort(byOrderAndName)),
  staleTime: 60 * 60_000,
});

export const useCountries = () => useQuery(countriesQuery);
