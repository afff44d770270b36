import { domainLookupMachine } from '@machines/domain-lookup/domain-lookup.machine';
import { currentRoute, type DomainLookupSnapshot } from '@machines/domain-lookup/selectors';
import type {
  CheckAvailabilityInput,
  CheckAvailabilityOutput,
  FetchRecommendationsInput,
  FetchRecommendationsOutput,
  SaveCartInput,
  SaveCartOutput,
} from '@machines/domain-lookup/types';
import { callApi } from '@web/api/client';
import { domainApi } from '@web/api/endpoints';
import { fromPromise } from 'xstate';
import { type AreaTarget, isSnapshotOf } from '../area-target';
import type { PutCart } from './put-cart';
import { validateFieldsBody } from './validate-fields';

export const providedDomainLookup = (putCart: PutCart) =>
  domainLookupMachine.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, SaveCartInput>(({ input, signal }) =>
        putCart(input.cart, signal),
      ),
      /** POST /api/v2/domain-availability, at most 5 names of one group; no loading indicator (spec). */
      checkAvailability: fromPromise<CheckAvailabilityOutput, CheckAvailabilityInput>(
        async ({ input, signal }) => {
          const answer = await callApi(domainApi.domainAvailability, {
            body: { domains: input.domains },
            signal,
            countLoading: false,
          });
          return answer.data.map(({ domain, tld, status }) => ({ domain, tld, status }));
        },
      ),
      /** GET /api/v2/domain-recommendations/:domain. */
      fetchRecommendations: fromPromise<FetchRecommendationsOutput, FetchRecommendationsInput>(
        async ({ input, signal }) => {
          const answer = await callApi(domainApi.domainRecommendations, {
            params: { domain: input.domain },
            signal,
          });
          return answer.data;
        },
      ),
      validateFields: validateFieldsBody,
    },
  });

export const domainLookupTarget: AreaTarget = (snapshot) =>
  isSnapshotOf<DomainLookupSnapshot>(snapshot, 'domainLookup') ? currentRoute(snapshot) : null;
