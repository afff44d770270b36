/**
 * The number of characters of a text as the limits of the specs count them ("at most 100
 * characters"): code points of its composed form (NFC), so an emoji outside the Basic Multilingual
 * Plane is one character, not two UTF-16 units, and a letter typed with a combining accent that
 * has a composed form (e + U+0308 = ë) is one too.
 */
export const characterCount = (text: string): number => [...text.normalize('NFC')].length;
