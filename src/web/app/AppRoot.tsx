import { QueryClientProvider } from '@tanstack/react-query';
import { appAreas } from '@web/wizard/area-loaders';
import { useEffect, useState } from 'react';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { SessionGate } from './SessionGate';

/**
 * Providers of the whole app: server data, then session (locale and brand), then the router. The
 * wizard's areas (their code loaded on demand) live as long as the app, like the router.
 */
export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  const [areas] = useState(() => appAreas(queryClient));
  const [router] = useState(() => createAppRouter(queryClient, areas));

  // Start the first route's loaders (catalogue and wizard prefetches, screen chunk) while the session
  // gate is still waiting for locale and brand.
  useEffect(() => {
    void router.load();
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate router={router} areas={areas} />
    </QueryClientProvider>
  );
}
