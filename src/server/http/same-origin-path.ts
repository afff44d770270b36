import { isStorableText } from '@contract/storable-text';

/** The origin a path is resolved against to see where a browser would go; never reached. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/** A backslash, a space, a C0 or C1 control character or a line or paragraph separator. */
function isRefusedCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    character === '\\' || code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029
  );
}

/**
 * A redirect target after sign-in as a browser would follow it: a path on this site (`/x?y#z`), or
 * `fallback`. Browsers treat `\` as `/` and drop tabs and line breaks from URLs, so `/\evil.example`
 * and `/\t/evil.example` lead to another site just as `//evil.example` does: any backslash, control
 * character or whitespace is refused outright, and what is left must resolve to this origin.
 */
export function sameOriginPath(next: string, fallback: string): string {
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  if (!isStorableText(next) || [...next].some(isRefusedCharacter)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  // `/.//evil.example` resolves to the path `//evil.example`, itself a scheme-relative address.
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
