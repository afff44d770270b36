import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Domain search bar of the categories screen. It only reports the term; what happens next is
 * decided by the domain-lookup machine.
 */
export function DomainSearchBar({ onSearch }: { onSearch: (term: string) => void }) {
  const intl = useIntl();
  const inputId = useId();
  const headingId = useId();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term);
  };

  return (
    <search className="domain-search" aria-labelledby={headingId}>
      <h2 id={headingId} className="domain-search-heading">
        <FormattedMessage id="domain_search.heading" />
      </h2>
      <form onSubmit={submit} className="domain-search-form">
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
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          <FormattedMessage id="domain_search.submit" />
        </button>
      </form>
    </search>
  );
}
