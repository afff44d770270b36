import type { StoredClientValues } from '@contract/storage';
import { useSyncExternalStore } from 'react';
import { readClientValues, subscribeClientValues } from './client-values';

/** The stored client values, re-rendering when they change (in this tab or another). */
export function useClientValues(): StoredClientValues {
  return useSyncExternalStore(subscribeClientValues, readClientValues);
}
