import type { QueryClient } from '@tanstack/react-query';
import { providedCart } from './actors/cart';
import { providedCheckout } from './actors/checkout';
import { providedDomainLookup } from './actors/domain-lookup';
import { providedConfirm, providedSms } from './actors/payment';
import { providedPostfill } from './actors/postfill';
import { providedProductSelection } from './actors/product-selection';
import { putCartWith } from './actors/put-cart';
import { providedContinueDraft, providedOauth, providedSessionRestore } from './actors/session';

/** The area machines with the app's real calls (one file per area in ./actors). */
export function providedAreas(queryClient: QueryClient) {
  const putCart = putCartWith(queryClient);
  return {
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
  };
}
