/**
 * Unicode's explicit direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
 * Typed into a name or an address they turn the text after them around on every screen and in
 * every letter (`invoice<U+202E>fdp.exe` reads as `invoiceexe.pdf`); Arabic and Hebrew text never
 * needs them, the browser orders it by itself.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without direction controls: what the shop keeps of what a person typed. */
export const withoutDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, '');
