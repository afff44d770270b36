import { domainLookupMachine } from '@machines/domain-lookup/domain-lookup.machine';
import type { SaveCartInput, SaveCartOutput } from '@machines/domain-lookup/types';
import { fromPromise } from 'xstate';
import { notAvailable } from './not-available';
import type { PutCart } from './put-cart';

export const providedDomainLookup = (putCart: PutCart) =>
  domainLookupMachine.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, SaveCartInput>(({ input, signal }) =>
        putCart(input.cart, signal),
      ),
      checkAvailability: notAvailable('checkAvailability'),
      fetchRecommendations: notAvailable('fetchRecommendations'),
      validateFields: notAvailable('validateFields'),
    },
  });
