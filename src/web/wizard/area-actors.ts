import type { QueryClient } from '@tanstack/react-query';
import { providedCart } from './actors/cart';
import { providedCheckout } from './actors/checkout';
import { providedDomainLookup } from './actors/domain-lookup';
import { providedConfirm, providedSms } from './actors/payment';
import { providedPostfill } from './actors/postfill';
import { providedProductSelection } from './actors/product-selection';
import { putCartWith } from './actors/put-cart';
import { providedContinueDraft, providedOauth, providedSessionRestore } from './actors/session';
import { yieldToMain } from './yield-to-main';

/**
 * The area machines with the app's real calls (one file per area in ./actors). Providing a machine
 * builds its statechart again: tens of milliseconds apiece on a slow phone, so each area is built
 * in a task of its own (yieldToMain).
 */
export async function providedAreas(queryClient: QueryClient) {
  const putCart = putCartWith(queryClient);
  const inOwnTask = async <T>(build: () => T): Promise<T> => {
    await yieldToMain();
    return build();
  };
  return {
    productSelection: await inOwnTask(() => providedProductSelection(putCart)),
    domainLookup: await inOwnTask(() => providedDomainLookup(putCart)),
    cart: await inOwnTask(() => providedCart(putCart, queryClient)),
    postfill: await inOwnTask(() => providedPostfill(putCart)),
    checkout: await inOwnTask(() => providedCheckout(queryClient)),
    confirm: await inOwnTask(() => providedConfirm(queryClient, putCart)),
    sms: await inOwnTask(() => providedSms()),
    sessionRestore: await inOwnTask(() => providedSessionRestore(queryClient)),
    continueDraft: await inOwnTask(() => providedContinueDraft(queryClient)),
    oauth: await inOwnTask(() => providedOauth(queryClient, putCart)),
  };
}
