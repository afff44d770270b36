import type { RouteId } from '@machines/shared/routes';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { PageHeading } from '@web/layout/PageHeading';
import { useWizardView } from '@web/wizard/wizard-context';
import { useIntl } from 'react-intl';

/**
 * A route with no screen of its own: its wizard step moves on by itself (the addon reselection
 * links open the addon step of a cart row). Until the router follows, the page says so under the
 * step's title.
 */
export function ForwardingScreen({ route }: { route: RouteId }) {
  const intl = useIntl();
  const view = useWizardView();
  const key = view?.route === route ? view.title : null;
  const title = key !== null && isMessageKey(key) ? key : 'forwarding.title';
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: title })} />
      <p role="status">{intl.formatMessage({ id: 'forwarding.status' })}</p>
    </>
  );
}
