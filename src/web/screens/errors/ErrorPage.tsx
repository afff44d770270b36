import { Link } from '@tanstack/react-router';
import type { MessageKey } from '@web/i18n/catalogues';
import { PageHeading } from '@web/layout/PageHeading';
import { FormattedMessage, useIntl } from 'react-intl';
import './errors.css';

/** The error pages 401 (login required) and 404 (page not found): what happened and a way on. */
export function ErrorPage({ code, title, text }: { code: 401 | 404; title: MessageKey; text: MessageKey }) {
  const intl = useIntl();
  return (
    <div className="error-page">
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <PageHeading title={intl.formatMessage({ id: title })} />
      <p>
        <FormattedMessage id={text} />
      </p>
      <p>
        <Link to="/categories" className="button button-primary">
          <FormattedMessage id="error_page.to_products" />
        </Link>
      </p>
    </div>
  );
}
