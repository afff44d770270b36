import type { Cart, CartResponse } from '@contract/cart';
import { KnownFrom } from '@contract/feedback';
import type { ConfirmOrderBody, ConfirmOrderResponse } from '@contract/orders';
import type { AdyenPaymentResponse, PaypalCreateSubscriptionResponse } from '@contract/payment';
import { isExistingCustomer } from '@domain/roles/checkout-flow';
import {
  type CardPaymentMethod,
  type ConfirmOrderRequest,
  confirmMachine,
} from '@machines/payment/confirm.machine';
import type { RouteTarget } from '@machines/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { cartApi, checkoutApi, orderApi, paymentApi, sessionApi } from '@web/api/endpoints';
import { queryKeys } from '@web/api/queries/keys';
import { retryUndecided } from '@web/api/retry-undecided';
import { keptAppReferrer } from '@web/storage/app-referrer';
import { fromPromise } from 'xstate';
import { pathOf } from '../sync';
import { lookUpPromotion } from './look-up-promotion';
import { paymentBodyOf } from './payment-body';
import type { PutCart } from './put-cart';

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/**
 * `GET /api/v2/session/referral?referrer=…` with the partner link's referrer, so that the session
 * records it as the application referrer before the order reads the session's referral sources.
 * This is done right before the order because a session is certain to exist then (it holds the
 * cart), while the landing page may have none and GET never creates one. A failure is noted by
 * callApi and the order goes on without this source.
 */
async function recordAppReferrer(signal: AbortSignal): Promise<void> {
  const referrer = keptAppReferrer();
  if (!referrer) return;
  await callApi(sessionApi.getReferral, { query: { referrer }, signal }).catch(() => undefined);
}

/**
 * `POST /api/v2/orders`: the feedback, agreements and the session's cart; a new customer's basic
 * info, address and payment go with it (an existing customer pays as on file). The server checks
 * the cart against the session's and places at most one order per idempotency key, so a call that
 * got no answer is repeated with the same key before the visitor is told. A partner link's referrer
 * is handed to the session first (`recordAppReferrer`).
 */
async function confirmOrder(
  request: ConfirmOrderRequest,
  signal: AbortSignal,
  seenCart: () => CartResponse | undefined,
): Promise<ConfirmOrderResponse> {
  // The cart the visitor saw on the confirm page, with its version: a cart another tab changed
  // since is refused by the server (409) instead of being charged.
  const [cart, customer] = await Promise.all([
    seenCart() ?? callApi(cartApi.getCart, { signal }),
    callApi(checkoutApi.customer, { signal }),
    recordAppReferrer(signal),
  ]);
  const { feedback, agreements, paymentOption } = request;
  const body: ConfirmOrderBody = {
    idempotency_key: request.idempotencyKey,
    advertised_customer: orNull(feedback.advertisedcustomer),
    referral_id: orNull(feedback.referral_id),
    known_from: KnownFrom.safeParse(feedback.knownfrom).data ?? null,
    other_known_from: orNull(feedback.otherknownfrom),
    comment: orNull(feedback.comment),
    allowed_newsletter: feedback.newsletter ?? false,
    mca_agreement: agreements.mca,
    eult_agreement: agreements.eult,
    gtc_agreement: agreements.gtc,
    cart: cart.data,
  };
  const data = customer.data;
  if (!isExistingCustomer(data.customer_number)) {
    if (data.basicInfo) body.basic_info = data.basicInfo;
    if (data.address) body.address_info = data.address;
    if (paymentOption) body.payment = paymentBodyOf(paymentOption);
  }
  // A dropped connection leaves open whether the order was placed: the same request (same
  // idempotency key) is sent again, and the server answers an order it placed with that order.
  return retryUndecided(() => callApi(orderApi.confirm, { body, signal, ifMatch: cart.version }), signal);
}

/**
 * `POST /api/v2/adyen/create-payment`: the drop-in's (or the sandbox form's) payment method, our
 * origin and the return URL of the route the machine names; the shopper's e-mail is the session's.
 */
async function createCardPayment(
  input: { paymentMethod: CardPaymentMethod; returnTo: RouteTarget },
  signal: AbortSignal,
): Promise<AdyenPaymentResponse> {
  const customer = await callApi(checkoutApi.customer, { signal });
  const email = customer.data.basicInfo?.email;
  if (!email) throw new Error('create-payment needs the customer e-mail');
  const origin = window.location.origin;
  return callApi(paymentApi.adyenCreatePayment, {
    body: {
      paymentMethod: input.paymentMethod,
      origin,
      returnUrl: `${origin}${pathOf(input.returnTo)}`,
      channel: 'web',
      shopperEmail: email,
    },
    signal,
  });
}

export const providedConfirm = (queryClient: QueryClient, putCart: PutCart) =>
  confirmMachine.provide({
    actors: {
      lookUpPromotion: lookUpPromotion(),
      /** PUT /api/v2/session/cart (refreshes the cached cart, so the order's If-Match is its version). */
      saveCart: fromPromise<Cart, Cart>(({ input, signal }) =>
        putCart(input, signal).then((answer) => answer.data),
      ),
      createCardPayment: fromPromise<
        AdyenPaymentResponse,
        { paymentMethod: CardPaymentMethod; returnTo: RouteTarget }
      >(({ input, signal }) => createCardPayment(input, signal)),
      /** POST /api/v2/adyen/payment-details with the provider's redirect result. */
      submitPaymentDetails: fromPromise<AdyenPaymentResponse, { redirectResult: string }>(
        ({ input, signal }) =>
          callApi(paymentApi.adyenPaymentDetails, {
            body: { details: { redirectResult: input.redirectResult } },
            signal,
          }),
      ),
      /** POST /api/v2/paypal/create-subscription (the server builds return and cancel URLs). */
      createPaypalSubscription: fromPromise<PaypalCreateSubscriptionResponse>(({ signal }) =>
        callApi(paymentApi.paypalCreateSubscription, { body: {}, signal }),
      ),
      /** PUT /api/v2/session/referral. */
      saveReferral: fromPromise<void, { id: string }>(async ({ input, signal }) => {
        await callApi(sessionApi.saveReferral, { body: { id: input.id }, signal });
      }),
      confirmOrder: fromPromise<ConfirmOrderResponse, ConfirmOrderRequest>(({ input, signal }) =>
        confirmOrder(input, signal, () => queryClient.getQueryData<CartResponse>(queryKeys.cart)),
      ),
    },
  });
