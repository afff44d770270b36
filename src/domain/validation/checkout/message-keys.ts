/**
 * Message keys of the checkout forms. The spec's forms:
 * `customer.form_validation.{field}_{required|max_length|valid_email}` and
 * `confirm.form_validation.{field}_{max_length|min_length|invalid}`, plus `validation.samePassword`.
 * Ours, in the same form: `customer.form_validation.{field}_invalid` (phone, country code) and
 * `..._min_length` (password), `payment.form_validation.{field}_{rule}` (SEPA and card forms) and
 * `sms.form_validation.{field}_{rule}` (SMS validation). Each schema file lists its keys.
 */
export function customerKey<F extends string, R extends string>(field: F, rule: R) {
  return `customer.form_validation.${field}_${rule}` as const;
}

export function confirmKey<F extends string, R extends string>(field: F, rule: R) {
  return `confirm.form_validation.${field}_${rule}` as const;
}

export function paymentKey<F extends string, R extends string>(field: F, rule: R) {
  return `payment.form_validation.${field}_${rule}` as const;
}

export function smsKey<F extends string, R extends string>(field: F, rule: R) {
  return `sms.form_validation.${field}_${rule}` as const;
}

/** Password confirmation differs from the password (spec key). */
export const SAME_PASSWORD_KEY = 'validation.samePassword';
