import type { RouteId } from '@machines/shared/routes';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { PageHeading } from '@web/layout/PageHeading';
import { useWizardView } from '@web/wizard/wizard-context';
import { FormattedMessage, useIntl } from 'react-intl';

/** `loginOrRegister` → `Login or register`: the readable fallback title of a screen. */
const readable = (route: RouteId): string => {
  const words = route.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A wizard screen that is not built yet. Its title is the wizard's view title (the state's meta
 * message key) once the wizard shows this route, else a readable name of the route.
 */
export function RoutePlaceholder({ route }: { route: RouteId }) {
  const intl = useIntl();
  const view = useWizardView();
  const key = view?.route === route ? view.title : null;
  const title = key !== null && isMessageKey(key) ? intl.formatMessage({ id: key }) : readable(route);
  return (
    <>
      <PageHeading title={title} />
      <p>
        <FormattedMessage id="placeholder.route" values={{ route }} />
      </p>
      <p>
        <FormattedMessage id="placeholder.pending" />
      </p>
    </>
  );
}
