import type { SmsValidateResponse } from '@contract/orders';

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
