import { authApi, brandApi, checkoutApi } from '@contract/api';
import type { LoginBody, LoginResponse } from '@contract/auth';
import type { Customer } from '@contract/customer';
import { continueDraftMachine } from '@machines/session/continue-draft.machine';
import { oauthMachine } from '@machines/session/oauth.machine';
import { sessionRestoreMachine } from '@machines/session/session-restore.machine';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { checkoutKeys } from '@web/api/queries/checkout';
import { queryKeys } from '@web/api/queries/keys';
import { fromPromise } from 'xstate';
import { notAvailable } from './not-available';

export const providedSessionRestore = () =>
  sessionRestoreMachine.provide({
    actors: {
      restoreSession: notAvailable('restoreSession'),
      loadCheckoutData: notAvailable('loadCheckoutData'),
    },
  });

export const providedContinueDraft = () =>
  continueDraftMachine.provide({
    actors: {
      /** GET /api/v2/admins/me. */
      fetchAdmin: fromPromise(({ signal }) =>
        callApi(brandApi.adminMe, { signal }).then((answer) => answer.data),
      ),
      continueDraft: notAvailable('continueDraft'),
      cancelDraft: notAvailable('cancelDraft'),
    },
  });

export const providedOauth = (queryClient: QueryClient) =>
  oauthMachine.provide({
    actors: {
      /** GET /api/v2/customer/authorization-url. */
      fetchAuthorizationUrl: fromPromise(({ signal }) =>
        callApi(authApi.authorizationUrl, { signal }).then((answer) => answer.data),
      ),
      /** After a login: the customer again, and the cart and VAT that may depend on it. */
      refreshAfterLogin: fromPromise<Customer>(async ({ signal }) => {
        const [answer] = await Promise.all([
          callApi(checkoutApi.customer, { signal }),
          queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
          queryClient.invalidateQueries({ queryKey: queryKeys.vat }),
        ]);
        queryClient.setQueryData(checkoutKeys.customer, answer);
        return answer.data;
      }),
      /** POST /api/v2/customer/login with the callback's code and state. */
      login: fromPromise<LoginResponse, LoginBody>(({ input, signal }) =>
        callApi(authApi.login, { body: input, signal }),
      ),
      // Cloud-panel orders (issue #7): not served yet.
      addCloudProduct: notAvailable('addCloudProduct'),
    },
  });
