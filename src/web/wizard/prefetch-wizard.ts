import type { RouteId } from '@machines/shared/routes';
import { areaOf } from '@machines/wizard/route-areas';
import type { QueryClient } from '@tanstack/react-query';
import { adminQuery } from '@web/api/queries/brand';
import { cartQuery } from '@web/api/queries/cart';
import { categoriesQuery, productsQuery, tldsQuery } from '@web/api/queries/catalogue';
import { sessionCustomerQuery, sessionPaymentQuery } from '@web/api/queries/checkout';
import { currentDraftQuery } from '@web/api/queries/drafts';
import { promotionsQuery } from '@web/api/queries/promotions';
import { vatQuery } from '@web/api/queries/session';
import type { AppAreas } from './area-loaders';

/**
 * The server data the wizard starts from (what `useWizardInput` reads) and the VAT every price
 * shows. A screen that shows its area's state waits for all of it, so its loader asks at once:
 * on a first visit beside the session gate's locale and brand, not after them. None of these calls
 * creates a session, so a first visit does not get several sessions.
 */
export function prefetchWizardInput(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(productsQuery());
  void queryClient.prefetchQuery(tldsQuery);
  void queryClient.prefetchQuery(categoriesQuery);
  void queryClient.prefetchQuery(cartQuery);
  void queryClient.prefetchQuery(adminQuery);
  void queryClient.prefetchQuery(promotionsQuery);
  void queryClient.prefetchQuery(sessionCustomerQuery);
  void queryClient.prefetchQuery(sessionPaymentQuery);
  void queryClient.prefetchQuery(currentDraftQuery);
  void queryClient.prefetchQuery(vatQuery);
}

/**
 * The wizard's own chunk and the chunk of the route's area, asked for by a screen's loader once the
 * screen's chunk and texts are in (that screen paints first), while the wizard's data is still on
 * its way. Otherwise the code would wait for the data, one round trip more, and its evaluation
 * would fall after the first paint, where it blocks the page.
 *
 * Not for the categories and products screens: they render from the catalogue alone, and the
 * wizard starting before their first paint only delays it.
 */
export function prefetchAreaCode(route: RouteId, areas: AppAreas): void {
  // A chunk that fails here fails again where it is needed, and is reported there.
  import('./start-wizard').catch(() => undefined);
  const area = areaOf(route);
  if (area) areas.load(area).catch(() => undefined);
}
