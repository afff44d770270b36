import { MAX_NESTING_DEPTH, nestsDeeperThan } from '@contract/nesting-depth';
import { unstorableTextPaths } from '@contract/storable-text';
import { describe, expect, it } from 'vitest';

/** `depth` arrays around `inner`. */
function nested(depth: number, inner: unknown): unknown {
  let value = inner;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

describe('nestsDeeperThan', () => {
  it.each([
    ['a scalar', 1, 0, false],
    ['null', null, 0, false],
    ['an empty object', {}, 0, true],
    ['an empty object', {}, 1, false],
    ['two levels', { a: [1] }, 1, true],
    ['two levels', { a: [1] }, 2, false],
    ['the deepest entry, not the first', { a: 1, b: { c: { d: 1 } } }, 2, true],
  ])('%s at limit %i', (_name, value, limit, deeper) => {
    expect(nestsDeeperThan(value, limit as number)).toBe(deeper);
  });

  it('counts nesting to the limit and one past it', () => {
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH, 1), MAX_NESTING_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH + 1, 1), MAX_NESTING_DEPTH)).toBe(true);
  });

  it('answers for nesting far beyond the call stack', () => {
    expect(nestsDeeperThan(nested(200_000, 1), MAX_NESTING_DEPTH)).toBe(true);
  });
});

describe('unstorableTextPaths', () => {
  it('names every unstorable string and key in document order', () => {
    const value = { a: ['ok', 'x\u0000'], 'k\ud800': 'fine', b: { c: '\udc00' } };
    expect(unstorableTextPaths(value)).toEqual(['a.1', '_key', 'b.c']);
  });

  it('names the value itself as `_`', () => {
    expect(unstorableTextPaths('\u0000')).toEqual(['_']);
    expect(unstorableTextPaths({ ok: ['text', 1, null, true] })).toEqual([]);
  });

  it('walks nesting far beyond the call stack', () => {
    expect(unstorableTextPaths(nested(10_000, '\u0000'))).toHaveLength(1);
  });
});
