import { describedBy } from '@web/fields/field-props';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { backspaceIn, boxesOf, codeOf, SMS_CODE_LENGTH, typedInto, typeInto } from './sms-code';

/** A key that types one character (not a shortcut, not part of a composition). */
const typesCharacter = (event: KeyboardEvent<HTMLInputElement>): boolean =>
  event.key.length === 1 &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.nativeEvent.isComposing;

/**
 * The five boxes of the SMS code: a typed character replaces the box's one and moves on to the
 * next box (also when it is the same character), a paste fills the boxes, Backspace clears the box
 * or moves back and clears the one before; arrows move between boxes. Typed keys are taken on key
 * down; input without a key (a paste, a keyboard that names no key) arrives as a change.
 */
export function SmsCodeBoxes({
  id,
  code,
  onChange,
  errorId,
  invalid,
  disabled,
}: {
  id: string;
  code: string;
  onChange(code: string): void;
  errorId: string | null;
  invalid: boolean;
  disabled: boolean;
}) {
  const intl = useIntl();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Own boxes, so a gap keeps its position (the machine gets the code without gaps: incomplete).
  const [chars, setChars] = useState<readonly string[]>(() => boxesOf(code));
  const update = (next: readonly string[]) => {
    setChars(next);
    onChange(codeOf(next));
  };
  const focus = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = backspaceIn(chars, index);
      update(next.chars);
      focus(next.focus);
    } else if (typesCharacter(event)) {
      // A change event would not come when the character equals the box's one.
      event.preventDefault();
      const next = typeInto(chars, index, event.key);
      if (next.chars === chars) return;
      update(next.chars);
      focus(next.focus);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < SMS_CODE_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <div className="sms-boxes">
      {chars.map((char, index) => (
        <input
          // The boxes are positions of one code: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={index === 0 ? id : `${id}-${index + 1}`}
          className="sms-box field-input"
          type="text"
          inputMode="text"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={SMS_CODE_LENGTH}
          disabled={disabled}
          value={char}
          aria-label={intl.formatMessage(
            { id: 'checkout.sms.box_label' },
            { position: index + 1, count: SMS_CODE_LENGTH },
          )}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(errorId)}
          onFocus={(event) => event.target.select()}
          onKeyDown={keyDown(index)}
          onChange={(event) => {
            const next = typeInto(chars, index, typedInto(char, event.target.value));
            if (next.chars === chars) return;
            update(next.chars);
            focus(next.focus);
          }}
        />
      ))}
    </div>
  );
}
