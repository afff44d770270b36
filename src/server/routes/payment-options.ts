import { checkoutApi } from '@contract/api';
import { paymentKey } from '@domain/validation/checkout/order-message-keys';
import type { AppContext } from '../app-context';
import { customerOf, paymentCustomer, readCheckout } from '../customer/checkout-state';
import { refuseFields } from '../customer/field-errors';
import { PAYMENT_STATE_KEY } from '../customer/state';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { checkPaymentOption } from '../payment/payment-option';
import { offeredPaymentTypes, selectablePaymentType } from '../payment/payment-types';

/**
 * `GET /api/v2/payment-types` (the brand's types that fit the session's customer) and
 * `GET`/`PUT /api/v2/session/payment` (the selected payment option, `state.payment`).
 *
 * Saving needs a new customer with basic info and an address (spec route guard: payment needs a
 * customer and no existing customer; the types offered depend on the customer group and country):
 * without them 409 `customer_data_missing`, for an existing customer 403 `existing_customer`
 * ("existing customers cannot change payment"). A type the brand does not offer to this customer,
 * or has switched off, is refused with 422 on `type`.
 */
export function registerPaymentOptionRoutes({ app, catalogue, sessions, checkResponses }: AppContext): void {
  const options = { checkResponses };

  route(
    app,
    checkoutApi.paymentTypes,
    async ({ request }) => {
      const locale = await request.locale();
      const view = catalogue.view(request.brand(), locale);
      const session = await request.session();
      const data = await readCheckout(session?.idHash ?? null, session?.state, view, locale, sessions);
      return {
        data: offeredPaymentTypes(
          view.brand.slug,
          locale,
          paymentCustomer(view, data.basicInfo, data.address),
        ),
      };
    },
    options,
  );

  route(
    app,
    checkoutApi.getPayment,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const locale = await request.locale();
      const view = catalogue.view(request.brand(), locale);
      const session = await request.session();
      const data = await readCheckout(session?.idHash ?? null, session?.state, view, locale, sessions);
      return { data: data.payment };
    },
    options,
  );

  route(
    app,
    checkoutApi.savePayment,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      const locale = await request.locale();
      const view = catalogue.view(request.brand(), locale);
      const session = await request.session();
      const data = await readCheckout(session?.idHash ?? null, session?.state, view, locale, sessions);
      if (data.customerNumber !== null) throw new HttpError(403, 'existing_customer');
      // Basic info and a complete address in a supported country (an address reset because its
      // country is no longer supported has to be entered again first).
      if (!session || !data.basicInfo || !data.address || !customerOf(data).validated) {
        throw new HttpError(409, 'customer_data_missing');
      }
      const type = selectablePaymentType(
        view.brand.slug,
        locale,
        paymentCustomer(view, data.basicInfo, data.address),
        body.type,
      );
      if (!type) refuseFields(locale, { type: paymentKey('type', 'unavailable') });
      const checked = checkPaymentOption(body, type, {
        showBankField: view.brand.properties.display.bank_name_input,
      });
      if (!checked.ok) refuseFields(locale, checked.keys);
      await sessions.mergeState(session.idHash, { [PAYMENT_STATE_KEY]: checked.data });
      return { data: checked.data };
    },
    options,
  );
}
