import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { SessionGate } from './SessionGate';

/** Providers of the whole app: server data, then session (locale and brand), then the router. */
export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

  // Start the first route's loaders (catalogue prefetches, screen chunk) while the session gate
  // is still waiting for locale and brand: a preload, so the router's own first load (when it is
  // rendered) takes the location the browser is on by then, which Back or Forward may have changed
  // (`href` takes the place of `to`).
  useEffect(() => {
    void router.preloadRoute({ to: '.', href: router.history.location.href });
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate router={router} />
    </QueryClientProvider>
  );
}
