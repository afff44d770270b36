import type { Order, SmsValidateResponse } from '@contract/orders';

export const validated: SmsValidateResponse = {
  validated: true,
  order_id: 4711,
  order_code: 'ORD-2024-0001',
};

/** A 4xx answer of the validate call (`SmsValidationError`), as the app's request error carries it. */
export function smsError(
  errors: { smsCode?: string[]; phoneNo?: string[] },
  message = 'The given data was invalid.',
) {
  return { status: 422, body: { error: 'sms_validation_failed', message, errors } };
}

/** The session's latest order as `GET /api/v2/session/order` answers it. */
export function currentOrder(status: Order['status'], customerHasPhone = true): Order {
  return {
    id: 4711,
    order_code: 'ORD-2024-0001',
    status,
    order_type: null,
    sms_validation_required: true,
    customer_has_phone: customerHasPhone,
    created_at: '2026-11-22T10:00:00.000Z',
    vat: { treatment: 'standard', vat_id_check: null },
    purchase: { currency: 'EUR', net: 0, gross: 0, lines: [] },
  };
}
