import type { RouteId } from '@machines/shared/routes';
import type { MessageKey } from '@web/i18n/catalogues';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { PageHeading } from '@web/layout/PageHeading';
import { useWizardView } from '@web/wizard/wizard-context';
import { useIntl } from 'react-intl';

/**
 * The page heading of a checkout screen: a text the screen composes (greeting by first name), else
 * the wizard view's title key while the wizard shows this route, else the screen's own key.
 */
export function CheckoutHeading({
  route,
  fallback,
  title,
}: {
  route: RouteId;
  fallback: MessageKey;
  title?: string | null;
}) {
  const intl = useIntl();
  const view = useWizardView();
  const key = view?.route === route && isMessageKey(view.title) ? view.title : fallback;
  return <PageHeading title={title ?? intl.formatMessage({ id: key })} />;
}
