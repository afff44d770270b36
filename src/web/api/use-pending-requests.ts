import { useSyncExternalStore } from 'react';
import { requestCounter } from './request-counter';

/** Number of counted API requests currently running. */
export function usePendingRequests(): number {
  return useSyncExternalStore(requestCounter.subscribe, requestCounter.get, requestCounter.get);
}
