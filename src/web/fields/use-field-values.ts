import { useCallback, useRef, useState } from 'react';
import type { FormFieldValue, FormValues } from './form-values';

export interface FieldValues {
  values: FormValues;
  setValue(name: string, value: FormFieldValue): void;
  /** The ref callback of a field's focus target (the same function for a name on every render). */
  focusRef(name: string): (element: HTMLElement | null) => void;
  focus(name: string): void;
}

/**
 * The values of the additional-fields form, by form name, and the elements to focus.
 *
 * Why not react-hook-form, which the checkout forms use: this form is fully controlled and its
 * rules are the domain's function over all values (`ruleErrorsById`), run on every render. All
 * it would take from react-hook-form is a value store and focus, and that library would add about
 * 13 KB gzip to the product fields screen's first load (DESIGN.md's first-load budget).
 */
export function useFieldValues(initial: () => FormValues): FieldValues {
  const [values, setValues] = useState(initial);
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const setValue = useCallback((name: string, value: FormFieldValue) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const focusRef = useCallback((name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  const focus = useCallback((name: string) => elements.current.get(name)?.focus(), []);

  return { values, setValue, focusRef, focus };
}
