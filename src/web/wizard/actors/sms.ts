import type { Order, SmsValidateBody, SmsValidateResponse } from '@contract/orders';
import { smsMachine } from '@machines/sms/sms.machine';
import { callApi } from '@web/api/client';
import { orderApi } from '@web/api/endpoints';
import { fromPromise } from 'xstate';

/** The SMS validation area with its calls. */
export const providedSms = () =>
  smsMachine.provide({
    actors: {
      /** GET /api/v2/session/order (the SMS screen after a reload). */
      loadCurrentOrder: fromPromise<Order | null>(({ signal }) =>
        callApi(orderApi.current, { signal }).then((answer) => answer.data),
      ),
      /** POST /api/v2/orders/:id/validate; its 4xx body carries the phone and code errors. */
      validateSms: fromPromise<SmsValidateResponse, { orderId: number; body: SmsValidateBody }>(
        ({ input, signal }) =>
          callApi(orderApi.validateSms, { params: { id: input.orderId }, body: input.body, signal }),
      ),
      /** GET /api/v1/:id/sms (a failure is only logged). */
      resendSms: fromPromise<void, { orderId: number }>(async ({ input, signal }) => {
        try {
          await callApi(orderApi.resendSms, { params: { id: input.orderId }, signal });
        } catch (error) {
          console.warn('resending the SMS code failed', error);
          throw error;
        }
      }),
    },
  });
