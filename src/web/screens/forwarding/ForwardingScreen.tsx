import type { RouteId } from '@machines/shared/routes';
import { WaitingPage } from '@web/components/WaitingPage';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { useWizardView } from '@web/wizard/wizard-context';

/**
 * A route with no screen of its own: its wizard step moves on by itself (the addon reselection
 * links open the addon step of a cart row). Until the router follows, the page says so under the
 * step's title.
 */
export function ForwardingScreen({ route }: { route: RouteId }) {
  const view = useWizardView();
  const key = view?.route === route ? view.title : null;
  return (
    <WaitingPage
      title={key !== null && isMessageKey(key) ? key : 'forwarding.title'}
      status="forwarding.status"
    />
  );
}
