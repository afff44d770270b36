import { orderApi } from '@contract/api';
import type { LocaleCode } from '@contract/common';
import type { SmsValidateResponse } from '@contract/orders';
import { SmsOutboxQuery, supportApi } from '@contract/support';
import { createSmsValidationForm } from '@domain/validation/checkout/sms';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { type FieldKeys, fieldKeysOf, localizeFieldKeys } from '../customer/field-errors';
import { smsOutbox } from '../db/schema';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { supportAllowed } from '../http/support-access';
import { type ServerMessageKey, serverMessage } from '../i18n/messages';
import { type OrderMessageKey, orderMessage } from '../i18n/order-messages';
import type { CheckoutServices } from '../orders/checkout-services';
import type { OrderRow } from '../orders/service';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import { enforceBudget } from '../rate-limit/enforce';
import type { RateLimitPolicy } from '../rate-limit/rate-limiter';
import type { SmsVerdict } from '../sms/service';

/**
 * Validate calls per order: 20 in 15 minutes (our numbers), the most that 5 tries on each of a
 * code and its 3 resends can use. It also bounds what no code counts: the phone number step and the
 * scrypt comparison of repeats after the order is validated. Counted only for the order's own
 * session (others get 404 first), so nobody can use up another visitor's budget.
 */
export const SMS_VALIDATE_PER_ORDER: RateLimitPolicy = {
  name: 'sms-validate:order',
  limit: 20,
  windowMs: 15 * 60 * 1000,
};

const VERDICT_MESSAGES: Record<Exclude<SmsVerdict, 'valid'>, OrderMessageKey & ServerMessageKey> = {
  wrong: 'sms_code_wrong',
  expired: 'sms_code_expired',
  locked: 'sms_code_locked',
  missing: 'sms_code_missing',
};

/** A 4xx in the validate call's error shape: messages only under `smsCode` or `phoneNo`. */
function refuse(
  status: number,
  code: OrderMessageKey & ServerMessageKey,
  field: 'smsCode' | 'phoneNo',
  locale: LocaleCode,
): never {
  throw new HttpError(status, code, { [field]: [orderMessage(locale, code)] });
}

const validated = (order: OrderRow): SmsValidateResponse => ({
  validated: true,
  order_id: order.id,
  order_code: order.orderCode,
});

/**
 * SMS validation of an order: `POST /api/v2/orders/{id}/validate`, `GET /api/v1/{id}/sms` (resend),
 * and the support view of the local outbox, `GET /api/v2/support/sms-outbox[?order_id=]`.
 *
 * Only the session that placed the order gets past the look-up (anyone else: 404, as for a missing
 * order). Codes: 5 characters of the spec's alphabet, valid 10 minutes, single use, 5 tries each;
 * resend 3 times and validate 20 times per 15 minutes per order (429 with Retry-After). Errors have the spec's shape,
 * messages under `smsCode` or `phoneNo`.
 *
 * An order whose customer has no phone number (an existing customer without one): the first
 * validate brings `phoneNo`; it is stored, a code is sent to it and the answer is 422 with "we have
 * sent a code to this number" under `smsCode` (our reading: the spec's screen asks for the phone
 * together with the code and has no separate "send" step).
 */
export function registerSmsRoutes(
  { app, db, catalogue, config, checkResponses }: AppContext,
  services: CheckoutServices,
): void {
  const { orders, sms } = services;
  const options = { checkResponses };
  const validations = new DatabaseRateLimiter(db, SMS_VALIDATE_PER_ORDER);

  async function ownOrder(request: FastifyRequest, id: number): Promise<OrderRow> {
    const session = await request.session();
    const order = await orders.findForSession(id, session?.idHash);
    if (!order) throw new HttpError(404, 'not_found');
    return order;
  }

  async function sendCode(request: FastifyRequest, order: OrderRow, phone: string): Promise<void> {
    const locale = await request.locale();
    try {
      await sms.issue({
        id: order.id,
        orderCode: order.orderCode,
        phone,
        locale,
        brandName: catalogue.view(request.brand(), locale).brand.name,
      });
    } catch (error) {
      request.log.error({ err: error, orderId: order.id }, 'sending the SMS code failed');
      throw new HttpError(502, 'sms_send_failed');
    }
  }

  route(
    app,
    orderApi.validateSms,
    async ({ request, reply, params, body }) => {
      reply.header('cache-control', 'no-store');
      const locale = await request.locale();
      const order = await ownOrder(request, params.id);
      await enforceBudget(validations, `order:${order.id}`, 'sms_validation_limited', {
        smsCode: [serverMessage(locale, 'sms_validation_limited')],
      });
      if (order.status !== 'awaiting_sms_validation') {
        // The same right code again (a retry after a lost answer) gets the same answer.
        if (order.validatedAt && (await sms.matchesConsumed(order.id, body.smsCode.trim())))
          return validated(order);
        return refuse(409, 'sms_not_required', 'smsCode', locale);
      }

      const customerHasPhone = Boolean(order.phone);
      const form = createSmsValidationForm({ customerHasPhone }).safeParse({
        smsCode: body.smsCode,
        phoneNo: body.phoneNo ?? '',
      });
      const keys: FieldKeys = form.success ? {} : fieldKeysOf(form.error);
      if (!customerHasPhone) {
        const phoneKey = keys.phoneNo;
        if (phoneKey)
          throw new HttpError(422, 'validation_failed', localizeFieldKeys(locale, { phoneNo: phoneKey }));
        const phone = (body.phoneNo ?? '').trim();
        await orders.setPhone(order.id, phone);
        if (!(await sms.hasCode(order.id))) {
          await sendCode(request, order, phone);
          return refuse(422, 'sms_code_sent', 'smsCode', locale);
        }
      }
      if (!form.success) throw new HttpError(422, 'validation_failed', localizeFieldKeys(locale, keys));

      const verdict = await sms.verify(order.id, form.data.smsCode);
      if (verdict !== 'valid') return refuse(422, VERDICT_MESSAGES[verdict], 'smsCode', locale);
      const placed = await orders.markValidated(order.id);
      return validated(placed ?? order);
    },
    options,
  );

  route(
    app,
    orderApi.resendSms,
    async ({ request, reply, params }) => {
      reply.header('cache-control', 'no-store');
      const locale = await request.locale();
      const order = await ownOrder(request, params.id);
      if (order.status !== 'awaiting_sms_validation')
        return refuse(409, 'sms_not_required', 'smsCode', locale);
      if (!order.phone) return refuse(422, 'sms_phone_missing', 'phoneNo', locale);
      const decision = await sms.resendAllowed(order.id);
      if (!decision.allowed) {
        throw new HttpError(
          429,
          'sms_resend_limited',
          {},
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }
      await sendCode(request, order, order.phone);
      return { ok: true as const };
    },
    options,
  );

  // Support only (not part of the shop's contract): what the local outbox gateway "sent".
  app.get(supportApi.smsOutbox.path, async (request, reply) => {
    if (!supportAllowed(request, config.env, config.supportToken)) throw new HttpError(404, 'not_found');
    const query = SmsOutboxQuery.safeParse(request.query);
    if (!query.success) throw new HttpError(422, 'validation_failed', { query: [query.error.message] });
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(query.data.order_id ? eq(smsOutbox.orderId, query.data.order_id) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(query.data.limit);
    reply.header('cache-control', 'no-store');
    return {
      data: rows.map((row) => ({
        id: row.id,
        order_id: row.orderId,
        phone: row.phone,
        text: row.text,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}
