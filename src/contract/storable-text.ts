/**
 * THE STORABLE-TEXT RULE of every string the API accepts (path parameters, query values, body
 * values and body object keys, at any depth): it must be well-formed Unicode, i.e. hold no lone
 * surrogate (`\ud800` written as a JSON escape), and must not hold U+0000, which neither
 * PostgreSQL's text nor its jsonb can store. Such a string is refused with 422 and a field error
 * at its path, in the visitor's language, before the endpoint's own schema runs: for every field
 * alike, including those whose schemas clean text (below), so no value ever reaches the database
 * half-cleaned.
 *
 * Cleaned instead of refused (by the field schemas of src/domain, after this rule): the other C0
 * control characters, DEL and Unicode's direction controls are removed from the checkout forms'
 * texts (basic info, address, order feedback, payment holder and bank) and from additional-field
 * values, which the spec says are trimmed; query parameters the spec says are sanitised keep only
 * their allowed characters (src/domain/validation/sanitize.ts).
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the database can store this text as it is. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The path a field error names for a value; `_key` marks an object key that is itself not storable. */
const joined = (path: readonly (string | number)[]): string => (path.length > 0 ? path.join('.') : '_');

/**
 * Paths (dot separated, as field errors name them) of every string in `value` that breaks the
 * rule, in document order; empty when all text is storable. Arrays and objects are walked to any
 * depth with a stack of their own, so no nesting can exhaust the call stack.
 */
export function unstorableTextPaths(value: unknown): string[] {
  const found: string[] = [];
  // An entry with `unstorableKey` names an object key that breaks the rule itself.
  const pending: { value: unknown; path: readonly (string | number)[]; unstorableKey?: true }[] = [
    { value, path: [] },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (next.unstorableKey) {
      found.push(joined(path));
      continue;
    }
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(joined(path));
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((entry, index) => [index, entry])
      : Object.entries(current);
    // Pushed last entry first, so the first entry is walked first.
    for (const [key, entry] of entries.reverse()) {
      if (typeof key === 'string' && !isStorableText(key))
        pending.push({ value: entry, path: [...path, '_key'], unstorableKey: true });
      else pending.push({ value: entry, path: [...path, key] });
    }
  }
  return found;
}
