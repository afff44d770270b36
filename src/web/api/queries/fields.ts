import type { FieldToValidate } from '@contract/fields';
import { useQuery } from '@tanstack/react-query';
import { fieldsApi } from '@web/api/endpoints';
import { callApi } from '../client';

/**
 * `POST /api/v2/additional-fields/validate` outside a submit: the nsa address's street and number
 * checked while they are edited (500 ms without typing), and the fields whose server errors are
 * shown, asked again after a language switch. The server answers in the session's language, so
 * the shown language is part of the key. Null asks for nothing. A check in the background does
 * not count for the loading indicator.
 */
export function useFieldsCheck(fields: readonly FieldToValidate[] | null, locale: string) {
  return useQuery({
    queryKey: ['fields', 'check', locale, fields] as const,
    queryFn: ({ signal }) =>
      callApi(fieldsApi.validate, {
        body: { fields: fields ? [...fields] : [] },
        signal,
        countLoading: false,
      }),
    enabled: fields !== null && fields.length > 0,
    // The same fields asked again in another language keep the last verdict until the answer.
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[3]) === JSON.stringify(fields)
        ? previous
        : undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
