import {
  backspaceIn,
  boxesOf,
  codeOf,
  emptyBoxes,
  SMS_CODE_LENGTH,
  typedInto,
  typeInto,
} from '@web/screens/checkout/sms-code';
import { describe, expect, it } from 'vitest';

describe('SMS code boxes (checkout spec sections 2 and 5)', () => {
  it('has five boxes', () => {
    expect(SMS_CODE_LENGTH).toBe(5);
    expect(emptyBoxes()).toEqual(['', '', '', '', '']);
  });

  it('a character fills the box and moves on', () => {
    expect(typeInto(emptyBoxes(), 0, 'a')).toEqual({ chars: ['a', '', '', '', ''], focus: 1 });
    expect(typeInto(boxesOf('abcd'), 4, 'e')).toEqual({ chars: ['a', 'b', 'c', 'd', 'e'], focus: 4 });
  });

  it('characters that cannot occur in a code (0, l, I, O, symbols) are ignored', () => {
    const boxes = emptyBoxes();
    for (const typed of ['0', 'l', 'I', 'O', '-', ' ']) {
      expect(typeInto(boxes, 0, typed)).toEqual({ chars: boxes, focus: 0 });
    }
  });

  it('a paste fills the boxes from the one it went into', () => {
    expect(typeInto(emptyBoxes(), 0, 'ab3D9')).toEqual({ chars: ['a', 'b', '3', 'D', '9'], focus: 4 });
    expect(typeInto(emptyBoxes(), 2, 'x y z w')).toEqual({ chars: ['', '', 'x', 'y', 'z'], focus: 4 });
    expect(typeInto(emptyBoxes(), 0, 'a0b')).toEqual({ chars: ['a', 'b', '', '', ''], focus: 2 });
  });

  it('backspace clears a filled box and stays', () => {
    expect(backspaceIn(boxesOf('abc'), 2)).toEqual({ chars: ['a', 'b', '', '', ''], focus: 2 });
  });

  it('backspace in an empty box moves back and clears the box before', () => {
    expect(backspaceIn(boxesOf('abc'), 3)).toEqual({ chars: ['a', 'b', '', '', ''], focus: 2 });
    const empty = emptyBoxes();
    expect(backspaceIn(empty, 0)).toEqual({ chars: empty, focus: 0 });
  });

  it('the code is the boxes read together', () => {
    expect(codeOf(boxesOf('ab3D9'))).toBe('ab3D9');
    expect(codeOf(['a', '', 'c', '', ''])).toBe('ac');
    expect(boxesOf('abcdefg')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('what was typed into a box that held a character', () => {
  it('one key beside the old character counts as that key', () => {
    expect(typedInto('a', 'ab')).toBe('b');
    expect(typedInto('a', 'ba')).toBe('b');
    expect(typedInto('a', 'aa')).toBe('a');
  });

  it('a paste is taken whole, even when it contains the old character', () => {
    expect(typedInto('A', 'xA9kE')).toBe('xA9kE');
    expect(typedInto('', 'abcde')).toBe('abcde');
  });
});
