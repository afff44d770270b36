import { orderApi } from '@contract/api';
import type { AppContext } from '../app-context';
import { sessionCatalogueView } from '../catalogue/session-view';
import { storedOrderId } from '../customer/state';
import { HttpError } from '../http/api-error';
import { expectedCartVersion } from '../http/if-match';
import { route } from '../http/route';
import type { CheckoutServices } from '../orders/checkout-services';
import { orderView } from '../orders/service';
import { seenReferralSources } from '../sessions/request-referral';

/**
 * `POST /api/v2/orders` (confirm) and `GET /api/v2/orders/:id` (the session's own order).
 *
 * Confirm answers 201 with the order for a new order and for a repeat of one (same idempotency
 * key and cart, or the same payment again), with `Idempotent-Replayed: true` on repeats. Refusals:
 * 409 `cart_changed` (the cart is not the one the visitor saw: other version via `If-Match`,
 * other content, or corrected by today's catalogue), 422 `idempotency_key_reused` (same key, other
 * cart), 409 `payment_already_used` / `payment_cart_mismatch`, 422 field errors (agreements,
 * feedback, customer, payment), 422 `payment_not_authorised` / `subscription_not_active` (the
 * provider has not confirmed the payment), 502 when a provider cannot be asked. An order that
 * needs SMS validation gets its code sent once, when it is placed.
 */
export function registerOrderRoutes(
  { app, catalogue, checkResponses }: AppContext,
  { orders, sms }: CheckoutServices,
): void {
  const options = { checkResponses };

  route(
    app,
    orderApi.confirm,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      const locale = await request.locale();
      const brand = request.brand();
      // Prices at the VAT of the order's address: the one it carries, else the session's.
      const view = await sessionCatalogueView(catalogue, request, body.address_info?.country_code);
      const outcome = await orders.confirm({
        session: await request.session(),
        brandId: brand.id,
        locale,
        view,
        body,
        expectedCartVersion: await expectedCartVersion(request),
        referralSources: seenReferralSources(request),
      });
      const { order } = outcome;
      if (!outcome.created) reply.header('idempotent-replayed', 'true');
      if (outcome.created && order.status === 'awaiting_sms_validation' && order.phone) {
        try {
          await sms.issue({
            id: order.id,
            orderCode: order.orderCode,
            phone: order.phone,
            locale,
            brandName: view.brand.name,
          });
        } catch (error) {
          // The order stands; the visitor can ask for the code again on the SMS screen.
          request.log.error({ err: error, orderId: order.id }, 'sending the SMS code failed');
        }
      }
      return {
        order_code: order.orderCode,
        order_id: order.id,
        status:
          order.status === 'awaiting_sms_validation'
            ? ('awaiting_sms_validation' as const)
            : ('placed' as const),
      };
    },
    options,
  );

  route(
    app,
    orderApi.current,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const session = await request.session();
      const id = storedOrderId(session?.state);
      const order = id === null ? null : await orders.findForSession(id, session?.idHash);
      return { data: order ? orderView(order, await orders.linesOf(order.id)) : null };
    },
    options,
  );

  route(
    app,
    orderApi.getOrder,
    async ({ request, reply, params }) => {
      reply.header('cache-control', 'no-store');
      const session = await request.session();
      // Another session's order is answered exactly like a missing one.
      const order = await orders.findForSession(params.id, session?.idHash);
      if (!order) throw new HttpError(404, 'not_found');
      return { data: orderView(order, await orders.linesOf(order.id)) };
    },
    options,
  );
}
