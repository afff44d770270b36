import type { QueryClient } from '@tanstack/react-query';
import { createRouter, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from './routes';
import { ScreenError } from './StartupError';

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    // Plain query strings as in the spec (`?chooseProduct=12&promocode=X`), no JSON quoting.
    stringifySearch: stringifySearchWith(JSON.stringify),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ScreenError,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
