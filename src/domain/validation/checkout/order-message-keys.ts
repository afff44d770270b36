/**
 * Message keys of the forms that take the order. The spec's form:
 * `confirm.form_validation.{field}_{max_length|min_length|invalid}`. Ours, in the same form:
 * `payment.form_validation.{field}_{rule}` (SEPA and card forms) and `sms.form_validation.{field}_{rule}`
 * (SMS validation). Each schema file lists its keys.
 */
export function confirmKey<F extends string, R extends string>(field: F, rule: R) {
  return `confirm.form_validation.${field}_${rule}` as const;
}

export function paymentKey<F extends string, R extends string>(field: F, rule: R) {
  return `payment.form_validation.${field}_${rule}` as const;
}

export function smsKey<F extends string, R extends string>(field: F, rule: R) {
  return `sms.form_validation.${field}_${rule}` as const;
}
