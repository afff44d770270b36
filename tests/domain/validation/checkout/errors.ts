import { z } from 'zod';

/** First message per field path (the UI shows the first message per field). */
export function firstErrors(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The first message of one field, or null. */
export function fieldError(schema: z.core.$ZodType, input: unknown, field: string): string | null {
  return firstErrors(schema, input)[field] ?? null;
}
