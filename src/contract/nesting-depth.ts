/**
 * The deepest nesting of arrays and objects a request body may have. The deepest body the
 * contract describes (a cart row's composite additional-field value) is under ten levels; 32
 * leaves room for growth, and every walk over a body that passed this check stays shallow.
 */
export const MAX_NESTING_DEPTH = 32;

/**
 * Whether `value` nests arrays and objects more than `limit` levels deep (a scalar is level 0, an
 * array or object one more than its deepest entry). Walks with its own stack, never recursion, and
 * stops at the first entry past the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const entry of Object.values(next.value)) pending.push({ value: entry, depth });
  }
  return false;
}
