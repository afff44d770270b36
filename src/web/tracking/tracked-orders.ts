/** What was sent for an order: its purchase event, its marketing conversion. */
export type TrackedKind = 'purchase' | 'conversion';

const STORAGE_KEY = 'shop.tracked-orders';
/** Orders remembered per kind (the newest). */
const KEEP = 50;

type Tracked = Record<TrackedKind, number[]>;

/** Where storage is blocked, the page itself remembers (a reload may then send again). */
let inMemory: Tracked = { purchase: [], conversion: [] };
let storageWritable = true;

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((entry) => Number.isInteger(entry));

function read(): Tracked {
  if (!storageWritable) return inMemory;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return {
      purchase: isIdList(record.purchase) ? record.purchase : [],
      conversion: isIdList(record.conversion) ? record.conversion : [],
    };
  } catch {
    return inMemory;
  }
}

/** Whether this order's event of this kind was sent already (in this browser). */
export const wasTracked = (kind: TrackedKind, orderId: number): boolean => read()[kind].includes(orderId);

/** Remembers that this order's event of this kind was sent. */
export function rememberTracked(kind: TrackedKind, orderId: number): void {
  const tracked = read();
  const next: Tracked = {
    ...tracked,
    [kind]: [...tracked[kind].filter((id) => id !== orderId), orderId].slice(-KEEP),
  };
  inMemory = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: remembered for this page only.
    storageWritable = false;
  }
}
