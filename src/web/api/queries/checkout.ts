import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutApi, orderApi, paymentApi, sessionApi } from '@web/api/endpoints';
import { callApi } from '../client';
import { queryKeys } from './keys';

/**
 * Server data of the checkout screens. Customer data and the payment option live in the session
 * (`session` prefix); payment types and zip codes come translated or depend on the customer's
 * group and country, so they live under the `catalogue` prefix that a locale change and the
 * refetch after the address invalidate.
 */
export const checkoutKeys = {
  customer: ['session', 'customer'] as const,
  payment: ['session', 'payment'] as const,
  paymentTypes: [...queryKeys.catalogue, 'payment-types'] as const,
  zipCodes: (countryCode: string) => [...queryKeys.catalogue, 'zipcodes', countryCode] as const,
  order: (orderId: number) => ['session', 'order', orderId] as const,
  cardMethods: (countryCode: string) => ['session', 'card-methods', countryCode] as const,
};

/**
 * `GET /api/v2/session/customer`: customer number, basic info and address of this session. The
 * cache holds the whole answer (its notices are read once, see `useCustomerNotices`).
 */
export const sessionCustomerQuery = queryOptions({
  queryKey: checkoutKeys.customer,
  queryFn: ({ signal }) => callApi(checkoutApi.customer, { signal }),
  select: (answer) => answer.data,
  staleTime: 30_000,
});

/** `GET /api/v2/session/payment`: the selected payment option, null without one. */
export const sessionPaymentQuery = queryOptions({
  queryKey: checkoutKeys.payment,
  queryFn: ({ signal }) => callApi(checkoutApi.getPayment, { signal }).then((answer) => answer.data),
  staleTime: 30_000,
});

/** `GET /api/v2/payment-types`: the brand's types for this customer (group and country). */
export const paymentTypesQuery = queryOptions({
  queryKey: checkoutKeys.paymentTypes,
  queryFn: ({ signal }) => callApi(checkoutApi.paymentTypes, { signal }).then((answer) => answer.data),
  staleTime: 60_000,
});

/** `GET /api/v2/zipcodes/:code`: the country's zip codes; empty when it has no list. */
export const zipCodesQuery = (countryCode: string) =>
  queryOptions({
    queryKey: checkoutKeys.zipCodes(countryCode),
    queryFn: ({ signal }) =>
      callApi(sessionApi.zipcodes, { params: { code: countryCode }, signal }).then((answer) => answer.data),
    staleTime: 60 * 60_000,
  });

/** Get order by id (SMS validation and success screens). */
export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) =>
      callApi(orderApi.getOrder, { params: { id: orderId }, signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });

/**
 * `POST /api/v2/adyen/payment-methods`: client key, environment and methods of the card provider
 * (environment `sandbox`: the local sandbox provider, which needs no SDK).
 */
export const cardMethodsQuery = (countryCode: string) =>
  queryOptions({
    queryKey: checkoutKeys.cardMethods(countryCode),
    queryFn: ({ signal }) => callApi(paymentApi.adyenPaymentMethods, { body: { countryCode }, signal }),
    staleTime: 10 * 60_000,
  });

export const useSessionCustomer = () => useQuery(sessionCustomerQuery);
export const usePaymentTypes = () => useQuery(paymentTypesQuery);
