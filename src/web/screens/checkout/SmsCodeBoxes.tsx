import { describedBy } from '@web/fields/field-props';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { backspaceIn, boxesOf, codeOf, SMS_CODE_LENGTH, typedInto, typeInto } from './sms-code';

/**
 * The five boxes of the SMS code: a character moves on to the next box, a paste fills the boxes,
 * Backspace clears the box or moves back and clears the one before; arrows move between boxes.
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
