/**
 * A character that shows: neither whitespace, nor a format character (Unicode category Cf: zero-width
 * space, zero-width joiner, word joiner, byte-order mark, soft hyphen, direction marks, ...), nor a
 * combining mark, which shows only on a letter before it.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{M}]/u;

/** Whether a text shows anything: a required field of only invisible characters is empty. */
export const hasVisibleCharacter = (text: string): boolean => VISIBLE_CHARACTER.test(text);
