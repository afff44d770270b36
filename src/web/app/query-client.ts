import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@web/api/client';

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
