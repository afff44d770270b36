import { brandApi } from '@contract/api';
import { continueDraftMachine } from '@machines/session/continue-draft.machine';
import { oauthMachine } from '@machines/session/oauth.machine';
import { sessionRestoreMachine } from '@machines/session/session-restore.machine';
import { callApi } from '@web/api/client';
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

export const providedOauth = () =>
  oauthMachine.provide({
    actors: {
      fetchAuthorizationUrl: notAvailable('fetchAuthorizationUrl'),
      refreshAfterLogin: notAvailable('refreshAfterLogin'),
      login: notAvailable('login'),
      addCloudProduct: notAvailable('addCloudProduct'),
    },
  });
