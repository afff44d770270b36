import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useBrand } from '@web/api/queries/brand';
import { messagesQuery, useSessionLocale } from '@web/api/queries/session';
import { fallbackLocale } from '@web/i18n/fallback-locale';
import { WizardProvider } from '@web/wizard/WizardProvider';
import { useDeferredValue, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { BrandContext } from './brand-context';
import type { AppRouter } from './router';
import { StartupError } from './StartupError';

/**
 * Loads the session locale (the server's choice for a new visitor: brand default or
 * Accept-Language) and the brand in parallel, then that locale's catalogue; only then the routed
 * app renders, inside the IntlProvider of the session locale.
 */
export function SessionGate({ router }: { router: AppRouter }) {
  const locale = useSessionLocale();
  const brand = useBrand();
  const code = locale.data ?? fallbackLocale;
  // While another locale's catalogue loads (language switch), the page keeps the one it shows.
  const messages = useQuery({ ...messagesQuery(code), placeholderData: keepPreviousData });
  // The app's first render (providers, layout, the route's screen) is a deferred one, which React
  // interrupts for input, instead of one long task when the last of the three arrives.
  const appShown = useDeferredValue(Boolean(locale.data && brand.data && messages.data));

  useEffect(() => {
    document.documentElement.lang = code;
  }, [code]);

  if (!messages.data) return null;
  if (locale.isError || brand.isError) {
    return (
      <IntlProvider locale={code} defaultLocale={fallbackLocale} messages={messages.data}>
        <StartupError
          onRetry={() => {
            void locale.refetch();
            void brand.refetch();
          }}
        />
      </IntlProvider>
    );
  }
  if (!locale.data || !brand.data || !appShown) return null;

  return (
    <IntlProvider locale={code} defaultLocale={fallbackLocale} messages={messages.data}>
      <BrandContext value={brand.data}>
        <WizardProvider router={router}>
          <RouterProvider router={router} />
        </WizardProvider>
      </BrandContext>
    </IntlProvider>
  );
}
