import { z } from 'zod/mini';
import { withoutControlCharacters } from '../control-characters';

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

export const maxLength =
  (max: number) =>
  (text: string): boolean =>
    text.length <= max;

/**
 * A required text: without direction controls, trimmed; missing or empty gives `requiredKey`,
 * then the given rules in order.
 */
export function requiredText(requiredKey: string, rules: readonly TextRule[] = []) {
  return z
    .string({ error: requiredKey })
    .check(
      z.overwrite(withoutControlCharacters),
      z.trim(),
      z.superRefine(firstFailing([[(text) => text !== '', requiredKey], ...rules])),
    );
}

/**
 * An optional text (order feedback): without direction controls, trimmed; missing, null or empty
 * is absent (undefined); otherwise the rules apply in order.
 */
export function optionalText(rules: readonly TextRule[]) {
  const trimmed = z.string().check(
    z.overwrite(withoutControlCharacters),
    z.trim(),
    z.superRefine((text: string, ctx) => {
      if (text !== '') firstFailing(rules)(text, ctx);
    }),
  );
  return z.pipe(
    z.nullish(trimmed),
    z.transform((text: string | null | undefined) => (text ? text : undefined)),
  );
}
