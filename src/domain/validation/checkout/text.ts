import { z } from 'zod/mini';
import { characterCount } from '../character-count';
import { withoutControlCharacters } from '../control-characters';
import { hasVisibleCharacter } from '../visible-text';

/** A rule of a text field: the check and the message key given when it fails. */
export type TextRule = readonly [ok: (text: string) => boolean, key: string];

/**
 * Reports the first failing rule as the field's only issue, so a field shows one message. The
 * issue does not abort parsing: the other fields and cross-field rules are still checked.
 */
export function firstFailing(rules: readonly TextRule[]) {
  return (text: string, ctx: z.core.$RefinementCtx<string>) => {
    const failed = rules.find(([ok]) => !ok(text));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: text });
  };
}

/** At most `max` characters (characterCount: code points, not UTF-16 units). */
export const maxLength =
  (max: number) =>
  (text: string): boolean =>
    characterCount(text) <= max;

/** At least `min` characters (characterCount). */
export const minLength =
  (min: number) =>
  (text: string): boolean =>
    characterCount(text) >= min;

/**
 * A required text: without direction controls, trimmed; missing, empty or without a visible
 * character (only format characters such as U+200B, or combining marks) gives `requiredKey`, then
 * the given rules in order.
 */
export function requiredText(requiredKey: string, rules: readonly TextRule[] = []) {
  return z
    .string({ error: requiredKey })
    .check(
      z.overwrite(withoutControlCharacters),
      z.trim(),
      z.superRefine(firstFailing([[hasVisibleCharacter, requiredKey], ...rules])),
    );
}

/**
 * An optional text (order feedback): without direction controls, trimmed; missing, null, empty or
 * without a visible character is absent (undefined); otherwise the rules apply in order.
 */
export function optionalText(rules: readonly TextRule[]) {
  const trimmed = z.string().check(
    z.overwrite(withoutControlCharacters),
    z.trim(),
    z.superRefine((text: string, ctx) => {
      if (hasVisibleCharacter(text)) firstFailing(rules)(text, ctx);
    }),
  );
  return z.pipe(
    z.nullish(trimmed),
    z.transform((text: string | null | undefined) => (text && hasVisibleCharacter(text) ? text : undefined)),
  );
}
