import type { DomainSearchError } from '@domain/validation/domain-search';
import { searchErrorText } from '@web/format/domain-search-error';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  /** Why the wizard did not search the last term sent (null: nothing to say). */
  error: DomainSearchError | null;
  /** Reports the typed term; the wizard validates it and goes to the lookup with the sanitised name. */
  onSearch: (term: string) => void;
}

/** Domain search bar of the categories screen. It only reports the term and shows the wizard's answer. */
export function DomainSearchBar({ error, onSearch }: Props) {
  const intl = useIntl();
  const inputId = useId();
  const headingId = useId();
  const errorId = useId();
  const [term, setTerm] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(term);
    onSearch(term);
  };

  // The error belongs to the term the wizard checked; once the text differs it is out of date.
  const shownError = error && term === sent ? searchErrorText(intl, error) : null;

  return (
    <search className="domain-search" aria-labelledby={headingId}>
      <h2 id={headingId} className="domain-search-heading">
        <FormattedMessage id="domain_search.heading" />
      </h2>
      <form onSubmit={submit} className="domain-search-form" noValidate>
        <label htmlFor={inputId} className="domain-search-label">
          <FormattedMessage id="domain_search.label" />
        </label>
        <input
          id={inputId}
          name="d"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'domain_search.placeholder' })}
          value={term}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          <FormattedMessage id="domain_search.submit" />
        </button>
        <p id={errorId} className="domain-search-error" aria-live="polite">
          {shownError}
        </p>
      </form>
    </search>
  );
}
