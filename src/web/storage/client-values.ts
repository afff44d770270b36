import { StoredClientValues } from '@contract/storage';

const STORAGE_KEY = 'shop.client-values';

/** The values the browser keeps between page loads (contract `StoredClientValues`); empty when unreadable. */
export function readClientValues(): StoredClientValues {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed = StoredClientValues.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    // Storage blocked (private mode) or unreadable JSON: start empty.
    return {};
  }
}

/** Stores some values, keeping the others; a blocked storage only loses the values. */
export function writeClientValues(values: StoredClientValues): void {
  const next = StoredClientValues.safeParse({ ...readClientValues(), ...values });
  if (!next.success) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next.data));
  } catch {
    // Storage full or blocked: the values live on for this page only.
  }
}
