import { StoredClientValues } from '@contract/storage';

const STORAGE_KEY = 'shop.client-values';

let cache: { raw: string | null; values: StoredClientValues } = { raw: null, values: {} };
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): nothing stored.
    return null;
  }
}

function parse(raw: string | null): StoredClientValues {
  try {
    const parsed = StoredClientValues.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    // Unreadable JSON: start empty.
    return {};
  }
}

/**
 * The values the browser keeps between page loads (contract `StoredClientValues`); empty when
 * unreadable. The same stored text gives the same object, so React can subscribe to it.
 */
export function readClientValues(): StoredClientValues {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, values: parse(raw) };
  return cache.values;
}

/** Stores some values, keeping the others; a blocked storage only loses the values. */
export function writeClientValues(values: StoredClientValues): void {
  const next = StoredClientValues.safeParse({ ...readClientValues(), ...values });
  if (!next.success) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next.data));
  } catch {
    // Storage full or blocked: the values live on for this page only.
    cache = { raw: cache.raw, values: next.data };
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every write here and in other tabs (the `storage` event); returns the unsubscribe. */
export function subscribeClientValues(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
