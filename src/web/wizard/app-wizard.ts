import type { RouteTarget } from '@machines/shared/routes';
import type { AreaName } from '@machines/wizard/route-areas';
import { wizardMachine } from '@machines/wizard/wizard.machine';
import type { QueryClient } from '@tanstack/react-query';
import { findOrderWith, resetAfterOrderWith } from './actors/after-order';
import { providedCart } from './actors/cart';
import { providedCheckout } from './actors/checkout';
import { domainLookupTarget, providedDomainLookup } from './actors/domain-lookup';
import { providedConfirm } from './actors/payment';
import { postfillTarget, providedPostfill } from './actors/postfill';
import { productSelectionTarget, providedProductSelection } from './actors/product-selection';
import { putCartWith } from './actors/put-cart';
import { providedContinueDraft, providedOauth, providedSessionRestore } from './actors/session';
import { providedSms } from './actors/sms';
import type { AreaTarget } from './area-target';

/**
 * The wizard as the app runs it: every area machine with the app's real calls (one file per area in
 * ./actors), and the wizard's own calls around the success page. The cart saver is one for all
 * areas (it follows the cart the wizard works from).
 */
export function appWizardMachine(queryClient: QueryClient) {
  const putCart = putCartWith(queryClient);
  return wizardMachine.provide({
    actors: {
      productSelection: providedProductSelection(putCart),
      domainLookup: providedDomainLookup(putCart),
      cart: providedCart(putCart, queryClient),
      postfill: providedPostfill(putCart),
      checkout: providedCheckout(queryClient),
      confirm: providedConfirm(queryClient, putCart),
      sms: providedSms(),
      sessionRestore: providedSessionRestore(queryClient),
      continueDraft: providedContinueDraft(queryClient),
      oauth: providedOauth(queryClient, putCart),
      findOrder: findOrderWith(queryClient),
      resetAfterOrder: resetAfterOrderWith(queryClient),
    },
  });
}

/** The areas whose snapshot names a route target of its own (with params and query). */
const AREA_TARGETS: Partial<Record<AreaName, AreaTarget>> = {
  productSelection: productSelectionTarget,
  domainLookup: domainLookupTarget,
  postfill: postfillTarget,
};

/** The route target a running area's snapshot asks for, or null where the area offers none. */
export const areaTargetOf = (area: AreaName, snapshot: unknown): RouteTarget | null =>
  AREA_TARGETS[area]?.(snapshot) ?? null;
