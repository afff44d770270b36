import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainApi } from '@web/api/endpoints';
import { callApi } from '../client';

/** Free TLDs still left, as `POST /api/v2/products/:id/inclusive-tlds` answers them. */
export interface InclusiveTld {
  tld: string;
  amount: number;
}

/** Key prefix of the domain calls (their own, so no shared key list needs an edit). */
const domainsKey = ['domains'] as const;

const sorted = (names: readonly string[]) => [...names].sort();

/**
 * `POST /api/v2/products/:id/inclusive-tlds`: the TLDs still free of charge for a product given the
 * domains its cart row already has.
 */
export const inclusiveTldsQuery = (productId: number, domains: readonly string[]) =>
  queryOptions({
    queryKey: [...domainsKey, 'inclusive-tlds', productId, sorted(domains)] as const,
    queryFn: ({ signal }) =>
      callApi(domainApi.inclusiveTlds, {
        params: { id: productId },
        body: { domains: sorted(domains) },
        signal,
      }).then((answer): InclusiveTld[] => answer.inclusiveTlds),
    staleTime: 60_000,
  });

/**
 * Inclusive TLDs left for a cart row's product (empty while unknown). Only asked for products with
 * free TLDs (`hasFreeTlds`); others have none.
 */
export function useInclusiveTlds(
  productId: number | null,
  domains: readonly string[],
  hasFreeTlds: boolean,
): { tlds: InclusiveTld[]; isLoading: boolean } {
  const query = useQuery({
    ...inclusiveTldsQuery(productId ?? 0, domains),
    enabled: productId !== null && hasFreeTlds,
    // While the row's domains change, the previous answer stays shown until the new one arrives.
    placeholderData: (previous) => previous,
  });
  return { tlds: query.data ?? [], isLoading: query.isLoading };
}
