import type { DomainSearchError } from '@domain/validation/domain-search';
import { searchErrorText } from '@web/format/domain-search-error';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Spec section 9: the domain search input is sent 1500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1500;

interface Props {
  /** The input as the machine last received it (query d, or the last search sent). */
  input: string;
  /** The machine's validation of that input. */
  error: DomainSearchError | null;
  /** Reports the typed input (DOMAIN.SEARCHED); the machine validates, sanitises and searches. */
  onSearch: (input: string) => void;
}

/**
 * Search bar of the lookup: typing is sent after 1500 ms without a keystroke, Enter or the button
 * sends at once. What counts as valid, and what is searched, is the machine's decision.
 */
export function DomainSearchForm({ input, error, onSearch }: Props) {
  const intl = useIntl();
  const inputId = useId();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState(input);
  /** What the machine has (sent by us or given by the route): no need to send it again. */
  const sent = useRef(input);
  const searchRef = useRef(onSearch);
  searchRef.current = onSearch;

  // A new route (another d) or another screen's search changes the machine's input: show it.
  useEffect(() => {
    if (input === sent.current) return;
    sent.current = input;
    setText(input);
  }, [input]);

  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = window.setTimeout(() => {
      // Enter or the button may have sent it meanwhile.
      if (text === sent.current) return;
      sent.current = text;
      searchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent.current = text;
    onSearch(text);
  };

  // The error belongs to the input the machine checked; once the text differs it is out of date.
  const shownError = error && text === sent.current ? searchErrorText(intl, error) : null;

  return (
    <search className="domain-lookup-search" aria-labelledby={headingId}>
      <h2 id={headingId} className="domain-lookup-search-heading">
        <FormattedMessage id="domain_lookup.search.heading" />
      </h2>
      <form onSubmit={submit} className="domain-lookup-search-form" noValidate>
        <label htmlFor={inputId} className="domain-lookup-search-label">
          <FormattedMessage id="domain_lookup.search.label" />
        </label>
        <div className="domain-lookup-search-row">
          <input
            id={inputId}
            name="d"
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: 'domain_lookup.search.placeholder' })}
            value={text}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            <FormattedMessage id="domain_lookup.search.submit" />
          </button>
        </div>
        <p id={hintId} className="domain-lookup-search-hint">
          <FormattedMessage id="domain_lookup.search.hint" />
        </p>
        <p id={errorId} className="domain-lookup-search-error" aria-live="polite">
          {shownError}
        </p>
      </form>
    </search>
  );
}
