import type { FieldToValidate } from '@contract/fields';
import { useQuery } from '@tanstack/react-query';
import { fieldsApi } from '@web/api/endpoints';
import { callApi } from '../client';

/**
 * `POST /api/v2/additional-fields/validate` for one field while it is edited (the nsa address:
 * street and number checked by the server after 500 ms without typing). Null asks for nothing.
 * A check in the background does not count for the loading indicator.
 */
export function useFieldCheck(field: FieldToValidate | null) {
  return useQuery({
    queryKey: ['fields', 'check', field] as const,
    queryFn: ({ signal }) =>
      callApi(fieldsApi.validate, { body: { fields: field ? [field] : [] }, signal, countLoading: false }),
    enabled: field !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
