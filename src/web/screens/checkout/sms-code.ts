import { isSmsCodeCharacter } from '@domain/validation/checkout/sms';
import { LIMITS } from '@domain/validation/limits';

/** Number of boxes of the SMS code (spec section 9: code length 5). */
export const SMS_CODE_LENGTH = LIMITS.smsCodeLength;

export interface CodeBoxes {
  /** One character (or '') per box. */
  chars: readonly string[];
  /** The box that gets the focus next. */
  focus: number;
}

export const emptyBoxes = (): string[] => Array.from({ length: SMS_CODE_LENGTH }, () => '');

export const boxesOf = (code: string): string[] => {
  const chars = emptyBoxes();
  [...code].slice(0, SMS_CODE_LENGTH).forEach((char, index) => {
    chars[index] = char;
  });
  return chars;
};

export const codeOf = (chars: readonly string[]): string => chars.join('');

/**
 * Typing into box `index`: characters the code cannot contain are dropped; one character fills the
 * box and moves on, several (a paste) fill the boxes from there. Nothing allowed: nothing changes.
 */
export function typeInto(chars: readonly string[], index: number, typed: string): CodeBoxes {
  const allowed = [...typed].filter(isSmsCodeCharacter);
  if (allowed.length === 0) return { chars, focus: index };
  const next = [...chars];
  let position = index;
  for (const char of allowed) {
    if (position >= SMS_CODE_LENGTH) break;
    next[position] = char;
    position += 1;
  }
  return { chars: next, focus: Math.min(position, SMS_CODE_LENGTH - 1) };
}

/** Backspace in box `index`: clears a filled box, or moves back and clears the box before. */
export function backspaceIn(chars: readonly string[], index: number): CodeBoxes {
  const next = [...chars];
  if (next[index]) {
    next[index] = '';
    return { chars: next, focus: index };
  }
  if (index === 0) return { chars, focus: 0 };
  next[index - 1] = '';
  return { chars: next, focus: index - 1 };
}

/** What was typed into a box: its old character does not count again (typed before or after it). */
export function typedInto(old: string, value: string): string {
  // One key typed beside the character the box held (no selection): the new character is the
  // other one. Anything longer is a paste and is taken whole (it may contain the old character).
  if (!old || value.length !== old.length + 1) return value;
  if (value.startsWith(old)) return value.slice(old.length);
  if (value.endsWith(old)) return value.slice(0, value.length - old.length);
  return value;
}
