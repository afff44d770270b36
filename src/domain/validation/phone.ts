/**
 * A phone number as the checkout accepts it: only digits, spaces and plus signs (checkout spec
 * section 5). Ours: it must contain at least one digit, so a lone `+` is not a number.
 */
export function isValidPhone(value: string): boolean {
  return /^[0-9 +]+$/.test(value) && /[0-9]/.test(value);
}
