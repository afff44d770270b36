import { FieldLabel } from '@web/fields/FieldLabel';
import { FieldMessage } from '@web/fields/FieldMessage';
import { describedBy, messageId } from '@web/fields/field-props';
import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';

export interface ComboboxOption {
  key: string;
  label: string;
  /** Shown before the label, hidden from assistive technology (a flag). */
  decoration?: string;
}

/**
 * A searchable select (ARIA combobox with a list box): typing filters the options (`filter`),
 * arrow keys move through them, Enter or a click chooses one. The focus stays in the input
 * (`aria-activedescendant`). Leaving with typed text asks `commitTyped` for the option it names
 * exactly; without one the chosen option stays. An empty result shows `noResult`.
 */
export function Combobox({
  id,
  label,
  required,
  error,
  selected,
  filter,
  onChoose,
  commitTyped,
  onBlur,
  noResult,
  placeholder,
  autoComplete = 'off',
  inputRef,
  hint,
}: {
  id: string;
  label: ReactNode;
  required: boolean;
  error: string | null;
  /** The chosen option (its label is the input's text), null for none. */
  selected: ComboboxOption | null;
  filter(query: string): readonly ComboboxOption[];
  onChoose(option: ComboboxOption): void;
  commitTyped(text: string): ComboboxOption | null;
  onBlur(): void;
  noResult: string;
  placeholder?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  hint?: ReactNode;
}) {
  /** The text being typed; null while the input shows the chosen option. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = open ? filter(typed ?? '') : [];
  const listId = `${id}-listbox`;
  const optionId = (option: ComboboxOption) => `${id}-option-${option.key.replace(/\W/g, '_')}`;
  const activeOption = open ? matches[Math.min(active, matches.length - 1)] : undefined;
  const hintId = hint ? `${id}-hint` : null;

  const choose = (option: ComboboxOption) => {
    onChoose(option);
    setTyped(null);
    setOpen(false);
  };

  const leave = () => {
    if (typed !== null) {
      const named = typed.trim() === '' ? null : commitTyped(typed);
      if (named) onChoose(named);
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
        {selected?.decoration && typed === null ? (
          <span className="combobox-decoration" aria-hidden="true">
            {selected.decoration}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className={selected?.decoration && typed === null ? 'field-input decorated' : 'field-input'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? messageId(id) : null, hintId)}
          value={typed ?? selected?.label ?? ''}
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
      {open && matches.length === 0 ? (
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
