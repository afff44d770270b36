import { FieldLabel } from '@web/fields/FieldLabel';
import { FieldMessage } from '@web/fields/FieldMessage';
import { describedBy, messageId } from '@web/fields/field-props';
import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import './combobox.css';

export interface ComboboxOption {
  key: string;
  label: string;
  /** Shown before the label, hidden from assistive technology (a flag). */
  decoration?: string;
}

export interface ComboboxProps {
  id: string;
  label: ReactNode;
  required: boolean;
  error: string | null;
  /** The chosen option (its label is the input's text), null for none. */
  selected: ComboboxOption | null;
  /** The input's text when no option is chosen (a value the options do not name). */
  unmatchedText?: string;
  filter(query: string): readonly ComboboxOption[];
  onChoose(option: ComboboxOption): void;
  /** The option a typed text names exactly, null for none (the chosen option then stays). */
  commitTyped(text: string): ComboboxOption | null;
  /** Called when the person leaves the input emptied; without it the chosen option stays. */
  onClear?(): void;
  onBlur(): void;
  noResult: ReactNode;
  /** A status shown instead of the list's state (the options are loading). */
  status?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  hint?: ReactNode;
}

/**
 * A searchable select, the WAI-ARIA combobox pattern with a list box: typing filters the options
 * (`filter`), Arrow Down/Up open the list and move through it, Enter or a click chooses, Escape
 * closes the list and then drops the typed text. The focus stays in the input
 * (`aria-activedescendant`). Leaving with typed text asks `commitTyped` for the option it names
 * exactly. An empty result shows `noResult` as a status.
 */
export function Combobox({
  id,
  label,
  required,
  error,
  selected,
  unmatchedText = '',
  filter,
  onChoose,
  commitTyped,
  onClear,
  onBlur,
  noResult,
  status,
  placeholder,
  autoComplete = 'off',
  inputRef,
  hint,
}: ComboboxProps) {
  /** The text being typed; null while the input shows the chosen option. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = open ? filter(typed ?? '') : [];
  const listId = `${id}-listbox`;
  const optionId = (option: ComboboxOption) => `${id}-option-${option.key.replace(/\W/g, '_')}`;
  const activeOption = open ? matches[Math.min(active, matches.length - 1)] : undefined;
  const hintId = hint ? `${id}-hint` : null;
  const decorated = Boolean(selected?.decoration) && typed === null;

  const choose = (option: ComboboxOption) => {
    onChoose(option);
    setTyped(null);
    setOpen(false);
  };

  const leave = () => {
    if (typed !== null) {
      if (typed.trim() === '') onClear?.();
      else {
        const named = commitTyped(typed);
        if (named) onChoose(named);
      }
      setTyped(null);
    }
    setOpen(false);
    onBlur();
  };

  const move = (step: number) => {
    setOpen(true);
    setActive((current) => Math.max(0, Math.min(matches.length - 1, (open ? current : -1) + step)));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else setTyped(null);
    }
  };

  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="combobox">
        {decorated ? (
          <span className="combobox-decoration" aria-hidden="true">
            {selected?.decoration}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className={decorated ? 'field-input decorated' : 'field-input'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? messageId(id) : null, hintId)}
          value={typed ?? selected?.label ?? unmatchedText}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={keyDown}
          onBlur={leave}
        />
        <div id={listId} role="listbox" className="combobox-list" hidden={!open || matches.length === 0}>
          {matches.map((option) => (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, the focus stays in the input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter, Escape)
            <div
              key={option.key}
              id={optionId(option)}
              role="option"
              aria-selected={option.key === selected?.key}
              className={option === activeOption ? 'combobox-option active' : 'combobox-option'}
              // Keep the focus in the input, so choosing is not a blur first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.decoration ? (
                <span className="combobox-decoration-inline" aria-hidden="true">
                  {option.decoration}
                </span>
              ) : null}
              {option.label}
            </div>
          ))}
        </div>
      </div>
      {status ? (
        <p className="field-note" role="status">
          {status}
        </p>
      ) : open && typed !== null && matches.length === 0 ? (
        <p className="field-note" role="status">
          {noResult}
        </p>
      ) : null}
      {hint && hintId ? (
        <p id={hintId} className="field-note">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={messageId(id)} text={error} />
    </div>
  );
}
