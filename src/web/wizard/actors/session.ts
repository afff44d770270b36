import type { AuthorizationUrlResponse, LoginBody, LoginResponse } from '@contract/auth';
import type { Cart } from '@contract/cart';
import type { Customer } from '@contract/customer';
import { type ContinuedDraft, continueDraftMachine } from '@machines/session/continue-draft.machine';
import {
  type AuthorizationUrlRequest,
  oauthMachine,
  type SavedCloudCart,
} from '@machines/session/oauth.machine';
import {
  type CheckoutData,
  type RestoredSession,
  sessionRestoreMachine,
} from '@machines/session/session-restore.machine';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { authApi, brandApi, cartApi, checkoutApi, draftApi } from '@web/api/endpoints';
import { checkoutKeys } from '@web/api/queries/checkout';
import { queryKeys } from '@web/api/queries/keys';
import { refreshSessionVat } from '@web/api/queries/session';
import { writeClientValues } from '@web/storage/client-values';
import { fromPromise } from 'xstate';
import type { PutCart } from './put-cart';

export const providedSessionRestore = (queryClient: QueryClient) =>
  sessionRestoreMachine.provide({
    actors: {
      /** POST /api/v2/session/restore, then the restored cart (re-validated by the server). */
      restoreSession: fromPromise<RestoredSession, { sessionCode: string }>(async ({ input, signal }) => {
        const answer = await callApi(draftApi.restore, { body: { session_code: input.sessionCode }, signal });
        // Everything the app holds of the old session is stale now.
        await queryClient.invalidateQueries({ queryKey: ['session'] });
        const cart = await callApi(cartApi.getCart, { signal });
        queryClient.setQueryData(queryKeys.cart, cart);
        return {
          orderDraftId: answer.data.order_draft_id,
          itemCount: cart.data.items.length,
          cart: cart.data,
          notices: cart.notices,
        };
      }),
      /** The restored session's customer and payment option. */
      loadCheckoutData: fromPromise<CheckoutData>(async ({ signal }) => {
        const [customer, payment] = await Promise.all([
          callApi(checkoutApi.customer, { signal }),
          callApi(checkoutApi.getPayment, { signal }),
        ]);
        queryClient.setQueryData(checkoutKeys.customer, customer);
        queryClient.setQueryData(checkoutKeys.payment, payment.data);
        return {
          customerNumber: customer.data.customer_number,
          basicInfo: customer.data.basicInfo,
          address: customer.data.address,
          paymentOption: payment.data,
          notices: customer.notices,
        };
      }),
    },
  });

export const providedContinueDraft = (queryClient: QueryClient) =>
  continueDraftMachine.provide({
    actors: {
      /** GET /api/v2/admins/me. */
      fetchAdmin: fromPromise(({ signal }) =>
        callApi(brandApi.adminMe, { signal }).then((answer) => answer.data),
      ),
      /** POST /api/v2/order-drafts/continue: the draft's rows become this session's cart. */
      continueDraft: fromPromise<ContinuedDraft, { sessionCode: string }>(async ({ input, signal }) => {
        const answer = await callApi(draftApi.continue, {
          body: { session_code: input.sessionCode },
          signal,
        });
        writeClientValues({ order_draft_session_code: input.sessionCode });
        await queryClient.invalidateQueries({ queryKey: ['session'] });
        const cart = await callApi(cartApi.getCart, { signal });
        queryClient.setQueryData(queryKeys.cart, cart);
        return { orderDraftId: answer.data.id, cart: cart.data };
      }),
    },
  });

export const providedOauth = (queryClient: QueryClient, putCart: PutCart) =>
  oauthMachine.provide({
    actors: {
      /** GET /api/v2/customer/authorization-url (the second authority for `use_cp_2`). */
      fetchAuthorizationUrl: fromPromise<AuthorizationUrlResponse['data'], AuthorizationUrlRequest>(
        ({ input, signal }) =>
          callApi(authApi.authorizationUrl, {
            query: input.useSecondAuthority ? { use_cp_2: 'true' } : {},
            signal,
          }).then((answer) => answer.data),
      ),
      /**
       * After a login: the customer again, and the cart, VAT and prices that may depend on it. The
       * login may have emptied the cart (a new version): the cart read here is the one the next save
       * starts from (put-cart.ts follows carts written into the cache), not the one before the login.
       */
      refreshAfterLogin: fromPromise<Customer>(async ({ signal }) => {
        const [answer, cart] = await Promise.all([
          callApi(checkoutApi.customer, { signal }),
          callApi(cartApi.getCart, { signal }),
          refreshSessionVat(queryClient),
        ]);
        queryClient.setQueryData(queryKeys.cart, cart);
        queryClient.setQueryData(checkoutKeys.customer, answer);
        return answer.data;
      }),
      /** POST /api/v2/customer/login with the callback's code and state. */
      login: fromPromise<LoginResponse, LoginBody>(({ input, signal }) =>
        callApi(authApi.login, { body: input, signal }),
      ),
      /** The cart with the cloud panel's row. */
      saveCart: fromPromise<SavedCloudCart, Cart>(({ input, signal }) => putCart(input, signal)),
    },
  });
