import { checkoutMachine } from '@machines/checkout/checkout.machine';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/api/queries/keys';
import { fromPromise } from 'xstate';
import { notAvailable } from './not-available';

export const providedCheckout = (queryClient: QueryClient) =>
  checkoutMachine.provide({
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
  });
