/**
 * Loading counter kept across requests (spec section 7): every counted call increments it while it
 * runs, so any screen may show a spinner while the count is above zero.
 */
type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const requestCounter = {
  start(): void {
    pending += 1;
    notify();
  },
  finish(): void {
    pending = Math.max(0, pending - 1);
    notify();
  },
  get(): number {
    return pending;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
