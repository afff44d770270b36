import type { QueryClient } from '@tanstack/react-query';
import { createRouter, stringifySearchWith } from '@tanstack/react-router';
import type { AppAreas } from '@web/wizard/area-loaders';
import { routeTree } from './routes';
import { ScreenError } from './StartupError';

export const createAppRouter = (queryClient: QueryClient, areas: AppAreas) =>
  createRouter({
    routeTree,
    context: { queryClient, areas },
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
