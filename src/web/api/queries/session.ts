import type { LocaleCode } from '@contract/common';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@web/api/endpoints';
import { readPageConfig } from '@web/app/page-config';
import type { CataloguePart } from '@web/i18n/catalogue-parts';
import { fallbackLocale } from '@web/i18n/fallback-locale';
import { loadCatalogue } from '@web/i18n/load-catalogue';
import { callApi } from '../client';
import { queryKeys } from './keys';

/**
 * The session's locale: the server writes it into the page it serves (page configuration), so a
 * page load asks for its texts at once; without it (the Vite dev server's page) it is asked for.
 */
export const localeQuery = queryOptions({
  queryKey: queryKeys.locale,
  queryFn: ({ signal }) => callApi(sessionApi.getLocale, { signal }).then((answer) => answer.data.code),
  initialData: () => readPageConfig()?.locale,
  staleTime: Number.POSITIVE_INFINITY,
});

export const vatQuery = queryOptions({
  queryKey: queryKeys.vat,
  queryFn: ({ signal }) => callApi(sessionApi.vat, { signal }).then((answer) => answer.data),
  staleTime: 60_000,
});

/**
 * Fetches the session's VAT again, and the catalogue with it: prices carry the VAT of the
 * customer's country, so a changed customer (login, logout, a finished order) may change them.
 */
export const refreshSessionVat = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.vat }),
    queryClient.invalidateQueries({ queryKey: queryKeys.catalogue }),
  ]);

/** `GET /api/v2/session/locale`: the UI language of this session. */
export const useSessionLocale = () => useQuery(localeQuery);

/** `GET /api/v2/session/vat`. */
export const useVat = () => useQuery(vatQuery);

/** The locale's message catalogue: the core and the parts screens have shown (its own chunks). */
export const messagesQuery = (code: LocaleCode) =>
  queryOptions({
    queryKey: queryKeys.messages(code),
    queryFn: () => loadCatalogue(code),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Loads the catalogue parts a screen shows (a route loader, so the screen renders with them) in
 * the session's locale and hands the grown catalogue to the IntlProvider.
 */
export async function showCatalogueParts(
  queryClient: QueryClient,
  parts: readonly CataloguePart[],
): Promise<void> {
  if (parts.length === 0) return;
  const code = await queryClient.ensureQueryData(localeQuery).catch(() => fallbackLocale);
  // The session gate may still be loading the core texts through the same query. That load writes
  // the cache after it answers, so it is waited for here: otherwise a part that arrived first would
  // be overwritten by the core alone.
  const [, messages] = await Promise.all([
    queryClient.ensureQueryData(messagesQuery(code)),
    loadCatalogue(code, parts),
  ]);
  if (queryClient.getQueryData(messagesQuery(code).queryKey) !== messages)
    queryClient.setQueryData(messagesQuery(code).queryKey, messages);
}

/**
 * `PUT /api/v2/session/locale`. Texts of the catalogue and the brand come translated from the
 * server, so they are refetched before the new locale is switched on, and the page re-renders once.
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: LocaleCode) => callApi(sessionApi.saveLocale, { body: { code } }),
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.catalogue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.brand }),
        // Loaded again even if this language was loaded before: it may lack parts shown since
        // (the English fallback a German visit starts with lacks the cart's texts). The chunks are
        // cached, so this costs no request.
        queryClient.prefetchQuery({ ...messagesQuery(answer.data.code), staleTime: 0 }),
      ]);
      queryClient.setQueryData(queryKeys.locale, answer.data.code);
    },
  });
}
