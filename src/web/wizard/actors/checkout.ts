import type { AddressInfo, BasicInfo } from '@contract/customer';
import type { PaymentOption, SessionPaymentBody } from '@contract/payment';
import { checkoutMachine, type SavedAddress, type SavedBasicInfo } from '@machines/checkout/checkout.machine';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { authApi, checkoutApi } from '@web/api/endpoints';
import { checkoutKeys } from '@web/api/queries/checkout';
import { queryKeys } from '@web/api/queries/keys';
import { refreshSessionVat } from '@web/api/queries/session';
import { fromPromise } from 'xstate';

/**
 * The checkout machine's calls. Every save refreshes the cached session data it changes, so the
 * wizard's facts (WizardProvider reads the session customer and payment option) follow.
 */
export const providedCheckout = (queryClient: QueryClient) => {
  const refreshCustomer = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checkoutKeys.customer }),
      // The types offered depend on the customer group and the address country: the cached ones
      // are dropped, so the payment step waits for the session's instead of offering old ones.
      queryClient.resetQueries({ queryKey: checkoutKeys.paymentTypes }),
    ]);
  /**
   * The session's payment option after a save of basic info or address: the server drops one the
   * new customer group or country no longer allows, and the browser takes its answer.
   */
  const refreshPayment = async (signal: AbortSignal): Promise<PaymentOption | null> => {
    const answer = await callApi(checkoutApi.getPayment, { signal });
    queryClient.setQueryData(checkoutKeys.payment, answer.data);
    return answer.data;
  };

  return checkoutMachine.provide({
    actors: {
      /** PUT /api/v2/session/basic-info, then the payment option the session kept. */
      saveBasicInfo: fromPromise<SavedBasicInfo, { values: BasicInfo }>(async ({ input, signal }) => {
        const answer = await callApi(checkoutApi.saveBasicInfo, { body: input.values, signal });
        void refreshCustomer();
        // The server decides the VAT from the company's VAT id (reverse charge): prices follow.
        void queryClient.invalidateQueries({ queryKey: queryKeys.vat });
        return { basicInfo: answer.data, paymentOption: await refreshPayment(signal) };
      }),
      /** PUT /api/v2/session/address-info, then the payment option the session kept. */
      saveAddress: fromPromise<SavedAddress, { values: AddressInfo }>(async ({ input, signal }) => {
        const answer = await callApi(checkoutApi.saveAddressInfo, { body: input.values, signal });
        void refreshCustomer();
        return { address: answer.data, paymentOption: await refreshPayment(signal) };
      }),
      /**
       * VAT, domain data, payment intervals and products depend on the address: fetch them again.
       * The VAT is fetched even when no screen shows it right now, so the next screen opens with
       * the session's prices (net under the reverse charge) instead of the ones cached before.
       */
      refetchAfterAddress: fromPromise(async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.vat, refetchType: 'all' }),
          queryClient.invalidateQueries({ queryKey: queryKeys.catalogue }),
        ]);
      }),
      /** PUT /api/v2/session/payment. */
      savePayment: fromPromise<PaymentOption, { values: SessionPaymentBody }>(async ({ input, signal }) => {
        const answer = await callApi(checkoutApi.savePayment, { body: input.values, signal });
        queryClient.setQueryData(checkoutKeys.payment, answer.data);
        return answer.data;
      }),
      /** GET /api/v2/customer/logout: the session starts over as a new customer (cart kept). */
      logout: fromPromise<void>(async ({ signal }) => {
        await callApi(authApi.logout, { signal });
        queryClient.setQueryData(checkoutKeys.payment, null);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: checkoutKeys.customer }),
          queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
          refreshSessionVat(queryClient),
        ]);
      }),
    },
  });
};
