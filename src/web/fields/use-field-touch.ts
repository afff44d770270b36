import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from './form-values';

/** Spec sections 5 and 9: a field's validity is "touched" 500 ms after the last input. */
export const TOUCH_DELAY_MS = 500;

/** Which inputs of the fields form show their rule errors (a field, or one part of a composite). */
export interface FieldTouch {
  /** Whether the errors of the field (or of this part) are shown. */
  isTouched(name: string, part?: string): boolean;
  /** The user typed: the input counts as touched once they stop for 500 ms. */
  typed(name: string, part?: string): void;
  /** The user left the input: touched at once. */
  left(name: string, part?: string): void;
}

/** Touched parts of a composite are an object of flags by part name. */
const isPartTouched = (touched: unknown, part: string): boolean =>
  typeof touched === 'object' && touched !== null && (touched as Record<string, unknown>)[part] === true;

/**
 * The touched inputs of the fields form are react-hook-form's touched fields (`name`, or
 * `name.part` for a part of a composite): an input is touched when it is left, 500 ms after its
 * last input, and every input once the form was submitted. react-hook-form touches on leaving
 * only; the 500 ms are a timer per input that touches it through `setValue`.
 */
export function useFieldTouch(form: UseFormReturn<FormValues>, delay = TOUCH_DELAY_MS): FieldTouch {
  const { getValues, setValue } = form;
  const { touchedFields, submitCount } = form.formState;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const touch = useCallback(
    (name: string, part?: string) => {
      // The state of now (a timer may run after later renders).
      if (form.formState.touchedFields[name] === true) return;
      if (part === undefined) {
        setValue(name, getValues(name), { shouldTouch: true });
        return;
      }
      const path = `${name}.${part}`;
      // A part never typed into is blank ('' as typing and clearing it leaves it).
      setValue(path, getValues(path) ?? '', { shouldTouch: true });
    },
    [form, getValues, setValue],
  );

  const stop = useCallback((key: string) => {
    const timer = timers.current.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(key);
  }, []);

  const typed = useCallback(
    (name: string, part?: string) => {
      const key = part === undefined ? name : `${name}.${part}`;
      stop(key);
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          touch(name, part);
        }, delay),
      );
    },
    [delay, stop, touch],
  );

  const left = useCallback(
    (name: string, part?: string) => {
      stop(part === undefined ? name : `${name}.${part}`);
      touch(name, part);
    },
    [stop, touch],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const isTouched = (name: string, part?: string): boolean => {
    if (submitCount > 0) return true;
    const touched: unknown = touchedFields[name];
    return touched === true || (part !== undefined && isPartTouched(touched, part));
  };

  return { isTouched, typed, left };
}
