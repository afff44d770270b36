/**
 * Message keys of the customer forms (basic info, address, password). The spec's forms:
 * `customer.form_validation.{field}_{required|max_length|valid_email}` and `validation.samePassword`.
 * Ours, in the same form: `customer.form_validation.{field}_invalid` (phone, country code) and
 * `..._min_length` (password). The forms that take the order have theirs in order-message-keys.ts,
 * so the customer forms' screens do not carry (nor load the texts of) the payment and confirm keys.
 * Each schema file lists its keys.
 */
export function customerKey<F extends string, R extends string>(field: F, rule: R) {
  return `customer.form_validation.${field}_${rule}` as const;
}

/** Password confirmation differs from the password (spec key). */
export const SAME_PASSWORD_KEY = 'validation.samePassword';
