/**
 * Unicode's explicit direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
 * Typed into a name or an address they turn the text after them around on every screen and in
 * every letter (`invoice<U+202E>fdp.exe` reads as `invoiceexe.pdf`); Arabic and Hebrew text never
 * needs them, the browser orders it by itself.
 */
const DIRECTION_CONTROLS = '\u202A-\u202E\u2066-\u2069';

/**
 * The C0 control characters but tab, line feed and carriage return, and DEL: invisible, no
 * keyboard types them, and the database cannot store U+0000 in a text at all (a name of it would
 * fail in the database instead of being reported as missing).
 */
const CONTROL_CHARACTERS = '\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F';

const INVISIBLE_CONTROLS = new RegExp(`[${CONTROL_CHARACTERS}${DIRECTION_CONTROLS}]`, 'g');

/** The text without direction controls and control characters: what the shop keeps of what a person typed. */
export const withoutControlCharacters = (text: string): string => text.replace(INVISIBLE_CONTROLS, '');
