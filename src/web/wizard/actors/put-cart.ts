import type { Cart, CartResponse } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { Promotion } from '@contract/promotions';
import { cartNotice } from '@domain/cart/notices';
import { cartEntries, promotionCodeAt } from '@domain/promotions/cart-elements';
import { findPromotion } from '@domain/promotions/find-promotion';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@web/api/client';
import { cartApi } from '@web/api/endpoints';
import { queryKeys } from '@web/api/queries/keys';

export type PutCart = (cart: Cart, signal: AbortSignal) => Promise<{ data: Cart; notices: Notice[] }>;

/** Saves refused because another tab saved in between, replayed before giving up (then: an error). */
const MAX_ATTEMPTS = 3;

/**
 * The server cart this tab's wizard works from: the cart it started with, and every cart the app
 * hands it since (save answers, a restored session, a continued draft), all written into the
 * query cache with `setQueryData`. Background refetches of the cached cart (header count, cart
 * screen) are not followed: the wizard does not take those over, so they are no base for its saves.
 * A saver made before the first cart answer arrives (an area's code loaded ahead of the wizard's
 * data) takes that first answer as the cart the wizard starts with: a save without a version would
 * overwrite another tab's change.
 */
export function followWizardCart(queryClient: QueryClient): () => CartResponse | undefined {
  let adopted = queryClient.getQueryData<CartResponse>(queryKeys.cart);
  const cartKey = JSON.stringify(queryKeys.cart);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== cartKey) return;
    if (!event.action.manual && adopted !== undefined) return;
    adopted = event.query.state.data as CartResponse | undefined;
  });
  return () => adopted;
}

/**
 * A saved cart carries a promo code the cached promotions lack (just redeemed from a link or the
 * cart's input): the list is loaded again, now with it, so areas started later know the code.
 */
function refreshPromotionsFor(cart: Cart, queryClient: QueryClient): void {
  const known = queryClient.getQueryData<Promotion[]>(queryKeys.promotions) ?? [];
  const unknown = cartEntries(cart).some(({ item, ref }) => {
    const code = promotionCodeAt(item, ref);
    return code !== null && !findPromotion({ promotions: known }, code);
  });
  if (unknown) void queryClient.invalidateQueries({ queryKey: queryKeys.promotions });
}

/**
 * PUT /api/v2/session/cart with the version of the cart the wizard works from (`If-Match`), so a
 * save never overwrites what another tab saved meanwhile. On 409 the server's cart is loaded, this
 * tab's change is replayed on it (`rebaseCart`: rows added, changed or removed here since) and
 * saved again; when the result holds the other tab's changes the visitor is told. The answer also
 * refreshes the cached cart (header count, cart screen) and, for a new promo code, the promotions.
 */
export const putCartWith = (queryClient: QueryClient): PutCart => {
  const wizardCart = followWizardCart(queryClient);
  return async (cart, signal) => {
    let base = wizardCart();
    let mine = cart;
    let keptOtherChanges = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await callApi(cartApi.saveCart, { body: mine, signal, ifMatch: base?.version });
        queryClient.setQueryData(queryKeys.cart, answer);
        refreshPromotionsFor(answer.data, queryClient);
        const notices = keptOtherChanges
          ? [...answer.notices, cartNotice('changedElsewhere', {}, true)]
          : answer.notices;
        return { data: answer.data, notices };
      } catch (error) {
        if (!isApiRequestError(error) || error.status !== 409 || attempt >= MAX_ATTEMPTS) throw error;
      }
      // Only a save that met another tab's needs the rebase: its code loads then (first-load budget).
      const [theirs, { rebaseCart }] = await Promise.all([
        callApi(cartApi.getCart, { signal }),
        import('@domain/cart/rebase'),
      ]);
      const rebased = rebaseCart(base?.data ?? { items: [] }, mine, theirs.data);
      keptOtherChanges ||= rebased.keptOtherChanges;
      mine = rebased.cart;
      base = theirs;
    }
  };
};
