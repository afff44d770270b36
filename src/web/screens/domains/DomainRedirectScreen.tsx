import { DOMAIN_TITLES } from '@machines/domain-lookup/messages';
import { PageHeading } from '@web/layout/PageHeading';
import { FormattedMessage } from 'react-intl';
import { useScreenTitle } from './use-screen-title';

/**
 * `/domain` only redirects (to the lookup with query d, else to the categories); the machine
 * decides at once. Until the router follows, the page says so instead of showing a placeholder.
 */
export function DomainRedirectScreen() {
  const title = useScreenTitle('domain', DOMAIN_TITLES.lookup);
  return (
    <>
      <PageHeading title={title} />
      <p className="loading-text" role="status">
        <FormattedMessage id="domain_lookup.redirecting" />
      </p>
    </>
  );
}
