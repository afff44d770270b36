import { brandApi, cartApi } from '@contract/api';
import type { Cart } from '@contract/cart';
import { type SaveCartOutput as CartSaveOutput, cartMachine } from '@machines/cart/cart.machine';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { domainLookupMachine } from '@machines/domain-lookup/domain-lookup.machine';
import type {
  SaveCartInput as LookupSaveInput,
  SaveCartOutput as LookupSaveOutput,
} from '@machines/domain-lookup/types';
import { confirmMachine } from '@machines/payment/confirm.machine';
import { postfillMachine } from '@machines/postfill/postfill.machine';
import type { SaveCartOutput as PostfillSaveOutput } from '@machines/postfill/types';
import { productSelectionMachine } from '@machines/product-selection/product-selection.machine';
import type { SaveCartOutput as SelectionSaveOutput } from '@machines/product-selection/types';
import { continueDraftMachine } from '@machines/session/continue-draft.machine';
import { oauthMachine } from '@machines/session/oauth.machine';
import { sessionRestoreMachine } from '@machines/session/session-restore.machine';
import { smsMachine } from '@machines/sms/sms.machine';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { queryKeys } from '@web/api/queries/keys';
import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * The area machines with the app's real calls. Calls the server does not serve yet are provided
 * as actors that reject with "not available yet": the machines take their error paths, nothing
 * pretends to have succeeded.
 */
function notAvailable<Output, Input>(name: string): PromiseActorLogic<Output, Input> {
  return fromPromise<Output, Input>(() => Promise.reject(new Error(`${name}: not available yet`)));
}

export function providedAreas(queryClient: QueryClient) {
  /** PUT /api/v2/session/cart; the answer also refreshes the cached cart (header count, cart screen). */
  const putCart = async (cart: Cart, signal: AbortSignal) => {
    const answer = await callApi(cartApi.saveCart, { body: cart, signal });
    queryClient.setQueryData(queryKeys.cart, answer);
    return { data: answer.data, notices: answer.notices };
  };

  return {
    productSelection: productSelectionMachine.provide({
      actors: {
        saveCart: fromPromise<SelectionSaveOutput, Cart>(({ input, signal }) => putCart(input, signal)),
        validateFields: notAvailable('validateFields'),
      },
    }),
    domainLookup: domainLookupMachine.provide({
      actors: {
        saveCart: fromPromise<LookupSaveOutput, LookupSaveInput>(({ input, signal }) =>
          putCart(input.cart, signal),
        ),
        checkAvailability: notAvailable('checkAvailability'),
        fetchRecommendations: notAvailable('fetchRecommendations'),
        validateFields: notAvailable('validateFields'),
      },
    }),
    cart: cartMachine.provide({
      actors: {
        saveCart: fromPromise<CartSaveOutput, Cart>(({ input, signal }) => putCart(input, signal)),
        redeemPromoCode: notAvailable('redeemPromoCode'),
        saveOrderDraft: notAvailable('saveOrderDraft'),
      },
    }),
    postfill: postfillMachine.provide({
      actors: {
        saveCart: fromPromise<PostfillSaveOutput, Cart>(({ input, signal }) => putCart(input, signal)),
        validateFields: notAvailable('validateFields'),
      },
    }),
    checkout: checkoutMachine.provide({
      actors: {
        saveBasicInfo: notAvailable('saveBasicInfo'),
        saveAddress: notAvailable('saveAddress'),
        /** VAT, domain data, payment intervals and products depend on the address: fetch them again. */
        refetchAfterAddress: fromPromise(async () => {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.vat }),
            queryClient.invalidateQueries({ queryKey: queryKeys.catalogue }),
          ]);
        }),
        savePayment: notAvailable('savePayment'),
        logout: notAvailable('logout'),
      },
    }),
    confirm: confirmMachine.provide({
      actors: {
        createCardPayment: notAvailable('createCardPayment'),
        submitPaymentDetails: notAvailable('submitPaymentDetails'),
        createPaypalSubscription: notAvailable('createPaypalSubscription'),
        saveReferral: notAvailable('saveReferral'),
        confirmOrder: notAvailable('confirmOrder'),
      },
    }),
    sms: smsMachine.provide({
      actors: { validateSms: notAvailable('validateSms'), resendSms: notAvailable('resendSms') },
    }),
    sessionRestore: sessionRestoreMachine.provide({
      actors: {
        restoreSession: notAvailable('restoreSession'),
        loadCheckoutData: notAvailable('loadCheckoutData'),
      },
    }),
    continueDraft: continueDraftMachine.provide({
      actors: {
        /** GET /api/v2/admins/me. */
        fetchAdmin: fromPromise(({ signal }) =>
          callApi(brandApi.adminMe, { signal }).then((answer) => answer.data),
        ),
        continueDraft: notAvailable('continueDraft'),
        cancelDraft: notAvailable('cancelDraft'),
      },
    }),
    oauth: oauthMachine.provide({
      actors: {
        fetchAuthorizationUrl: notAvailable('fetchAuthorizationUrl'),
        refreshAfterLogin: notAvailable('refreshAfterLogin'),
        login: notAvailable('login'),
        addCloudProduct: notAvailable('addCloudProduct'),
      },
    }),
  };
}
