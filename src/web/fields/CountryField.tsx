import type { Country } from '@contract/customer';
import { useCountries } from '@web/api/queries/countries';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { countryNamed, matchCountries } from './country-search';
import { FieldLabel } from './FieldLabel';
import { FieldMessage } from './FieldMessage';
import { describedBy, messageId, type TextFieldProps } from './field-props';

const optionId = (id: string, country: Country) => `${id}-option-${country.code}`;

/**
 * `country`: a searchable select (ARIA combobox with a list box). Typing filters the countries of
 * `GET /api/v2/countries`; arrow keys move through the matches, Enter or a click chooses one. The
 * value is the two-letter country code; a typed name that matches a country exactly is taken on
 * leaving, anything else falls back to the chosen country.
 */
export function CountryField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  required,
  focusRef,
}: TextFieldProps) {
  const countries = useCountries();
  const list = countries.data ?? [];
  const selected = list.find((country) => country.code === value.trim().toUpperCase());
  /** The text being typed; null while the input shows the chosen country. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchCountries(list, typed ?? ''), [list, typed]);
  const listId = `${id}-listbox`;
  const activeCountry = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  const choose = (country: Country) => {
    onChange(country.code);
    setTyped(null);
    setOpen(false);
  };

  const takeTyped = () => {
    if (typed === null) return;
    if (typed.trim() === '') onChange('');
    else {
      const named = countryNamed(list, typed);
      if (named) onChange(named.code);
    }
    setTyped(null);
  };

  const move = (step: number) => {
    setOpen(true);
    setActive((current) => Math.max(0, Math.min(matches.length - 1, (open ? current : -1) + step)));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (open && activeCountry) {
          event.preventDefault();
          choose(activeCountry);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else setTyped(null);
        break;
      default:
        break;
    }
  };

  return (
    <div className="field country-field">
      <FieldLabel htmlFor={id} required={required}>
        {definition.label}
      </FieldLabel>
      <div className="combobox">
        <input
          ref={focusRef}
          id={id}
          type="text"
          role="combobox"
          className="field-input"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeCountry ? optionId(id, activeCountry) : undefined}
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message ? messageId(id) : null)}
          value={typed ?? selected?.name ?? value}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={keyDown}
          onBlur={() => {
            takeTyped();
            setOpen(false);
            onBlur();
          }}
        />
        <div id={listId} role="listbox" className="combobox-list" hidden={!open || matches.length === 0}>
          {matches.map((country) => (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, the focus stays in the input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter, Escape)
            <div
              key={country.code}
              id={optionId(id, country)}
              role="option"
              aria-selected={country.code === selected?.code}
              className={country === activeCountry ? 'combobox-option active' : 'combobox-option'}
              // Keep the focus in the input, so choosing is not a blur first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
            >
              {country.name}
            </div>
          ))}
        </div>
      </div>
      {open && typed !== null && matches.length === 0 && !countries.isPending ? (
        <p className="field-note" role="status">
          <FormattedMessage id="fields.country.no_match" />
        </p>
      ) : null}
      {countries.isPending ? (
        <p className="field-note" role="status">
          <FormattedMessage id="fields.country.loading" />
        </p>
      ) : null}
      <FieldMessage id={messageId(id)} text={message} />
    </div>
  );
}
