import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 5 and 9: a field's validity is "touched" 500 ms after the last input. */
export const TOUCH_DELAY_MS = 500;

export interface Touched {
  /** Whether the errors of this input (a field, or `field:part`) are shown. */
  isTouched(id: string): boolean;
  /** The user typed: the input counts as touched once they stop for 500 ms. */
  typed(id: string): void;
  /** The user left the input: touched at once. */
  left(id: string): void;
  /** Every input counts as touched (a submit). */
  touchAll(): void;
}

/** Which inputs show their rule errors: after 500 ms without typing, on leaving, or after a submit. */
export function useTouched(delay = TOUCH_DELAY_MS): Touched {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const mark = useCallback((id: string) => {
    setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  const stop = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const typed = useCallback(
    (id: string) => {
      stop(id);
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          mark(id);
        }, delay),
      );
    },
    [delay, mark, stop],
  );

  const left = useCallback(
    (id: string) => {
      stop(id);
      mark(id);
    },
    [mark, stop],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const isTouched = useCallback((id: string) => all || touched.has(id), [all, touched]);
  const touchAll = useCallback(() => setAll(true), []);

  return { isTouched, typed, left, touchAll };
}
