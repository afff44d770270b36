import type { RouteId } from '@machines/shared/routes';
import type { MessageKey } from '@web/i18n/catalogues';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { useWizardView } from '@web/wizard/wizard-context';
import { useIntl } from 'react-intl';

/**
 * The page title: the wizard view's title key while the wizard shows this route (the machine's
 * state meta), else the screen's own title key (before the wizard runs).
 */
export function useScreenTitle(route: RouteId, fallback: MessageKey): string {
  const intl = useIntl();
  const view = useWizardView();
  const key = view?.route === route && isMessageKey(view.title) ? view.title : fallback;
  return intl.formatMessage({ id: key });
}
